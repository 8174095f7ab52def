/**
 * `npm start` (and `npm run dev` with --dev): the whole product on one machine with one command.
 * The root package.json runs this file with tsx; the steps it strings together live in devstack's
 * other folders (postgres, build, setup, process).
 *
 * PostgreSQL (embedded, data in .data/postgres, unless DATABASE_URL is set) → CMS build if missing
 * or stale → migrations and seed → the CMS (server.ts, or next dev) → a banner with the URLs and
 * demo accounts. Ctrl-C stops the CMS, then PostgreSQL, and exits 0; any part that dies on its own
 * stops the rest and exits non-zero with its last output.
 *
 * The storefront (public menus) starts last, built if stale, reading the CMS over HTTP; the CMS
 * tells it when public content changes (STOREFRONT_REVALIDATE_URL, REVALIDATE_SECRET).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BuildFailedError, ensureCmsBuild } from '../build/ensureCmsBuild';
import { ensureStorefrontBuild } from '../build/ensureStorefrontBuild';
import { cmsServerArguments, displayPath, paths } from '../paths';
import { DatabaseStartError, startDatabase } from '../postgres/startDatabase';
import { assertPortFree, PortInUseError } from '../process/assertPortFree';
import { createLifecycle, type Lifecycle } from '../process/createLifecycle';
import { type ChildEnv, type ExitStatus, spawnService } from '../process/spawnService';
import { startHeartbeat } from '../process/startHeartbeat';
import { waitForHttp } from '../process/waitForHttp';
import { loadOrCreateSecret } from '../secrets/loadOrCreateSecret';
import { runDatabaseSetup, SetupFailedError } from '../setup/runDatabaseSetup';
import { formatBanner } from './formatBanner';
import { ConfigError, readStartConfig } from './readStartConfig';

/** Errors whose message says everything: printed without a stack trace. */
const EXPECTED_ERRORS = [
  ConfigError,
  PortInUseError,
  DatabaseStartError,
  BuildFailedError,
  SetupFailedError,
];

/**
 * A part that ends while nothing asked it to is a failure. The check waits a moment because a
 * Ctrl-C in the terminal also reaches PostgreSQL directly, and its exit may be seen before the
 * SIGINT that starts our own shutdown.
 */
function failWhenItEnds(
  lifecycle: Lifecycle,
  name: string,
  ended: Promise<ExitStatus | undefined>,
  tail: () => string[],
) {
  void ended.then((status) =>
    setTimeout(() => {
      if (lifecycle.isStopping()) return;
      const how = status?.signal
        ? ` (killed by ${status.signal})`
        : status?.code != null
          ? ` (exit code ${status.code})`
          : '';
      const lines = tail().slice(-25);
      const hint = lines.some((line) => line.includes('EADDRINUSE'))
        ? '\nIts port was taken after the start script checked it: choose another with PORT=…'
        : '';
      void lifecycle.shutdown(
        1,
        `[${name}] stopped unexpectedly${how}. Its last output:\n` +
          `${lines.map((line) => `  ${line}`).join('\n')}${hint}`,
      );
    }, 300),
  );
}

async function main(lifecycle: Lifecycle) {
  const started = Date.now();
  const config = readStartConfig(process.argv.slice(2), process.env);
  await assertPortFree(config.port);
  await assertPortFree(config.storefrontPort);

  let secret = config.payloadSecret;
  if (secret === undefined) {
    const stored = await loadOrCreateSecret(paths.secretFile);
    if (stored.created)
      console.log(`[start] created PAYLOAD_SECRET in ${displayPath(paths.secretFile)}`);
    secret = stored.secret;
  }
  // Kept like PAYLOAD_SECRET, so a CMS and a storefront started apart still agree on it.
  let revalidateSecret = config.revalidateSecret;
  if (revalidateSecret === undefined) {
    const stored = await loadOrCreateSecret(paths.revalidateSecretFile);
    if (stored.created) {
      console.log(
        `[start] created REVALIDATE_SECRET in ${displayPath(paths.revalidateSecretFile)}`,
      );
    }
    revalidateSecret = stored.secret;
  }
  const mediaDir = config.mediaDir ? path.resolve(config.mediaDir) : paths.mediaDir;
  await mkdir(mediaDir, { recursive: true });
  await mkdir(paths.mailDir, { recursive: true });

  const database = await startDatabase({ databaseUrl: config.databaseUrl, dir: paths.postgresDir });
  lifecycle.defer(async () => {
    if (config.databaseUrl === undefined) console.log('[postgres] stopping…');
    await database.stop();
  });
  failWhenItEnds(
    lifecycle,
    'postgres',
    database.exited.then(() => undefined),
    database.tail,
  );

  // Empty variables count as unset everywhere (the CMS's own zod schema would reject an empty URL),
  // and each child gets the NODE_ENV its command needs; only the CMS server gets the storefront's
  // revalidation URL.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) =>
        value !== '' && name !== 'NODE_ENV' && name !== 'STOREFRONT_REVALIDATE_URL',
    ),
  );
  const env: ChildEnv = {
    ...inherited,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: secret,
    SERVER_URL: config.serverUrl,
    NUTRIMENU_DEMO: config.demo ? '1' : '0',
    MEDIA_DIR: mediaDir,
    PORT: String(config.port),
    REVALIDATE_SECRET: revalidateSecret,
    // QR codes of brands without a public host point at the storefront this script starts.
    STOREFRONT_URL: process.env.STOREFRONT_URL || `http://localhost:${config.storefrontPort}`,
    // Telemetry would try to reach the network on every build and start.
    NEXT_TELEMETRY_DISABLED: '1',
  };

  if (!config.dev) {
    await ensureCmsBuild({ env, onSpawn: (build) => lifecycle.track(build) });
    if (lifecycle.isStopping()) return;
    await ensureStorefrontBuild({ env, onSpawn: (build) => lifecycle.track(build) });
  }
  if (lifecycle.isStopping()) return;

  const setup = await runDatabaseSetup({ env, onSpawn: (child) => lifecycle.track(child) });
  if (lifecycle.isStopping()) return;

  const heartbeat = startHeartbeat(
    '[cms]',
    config.dev ? 'compiling the admin' : 'waiting for the admin to answer',
  );
  const cms = spawnService(
    'cms',
    process.execPath,
    // Development: Next's own server, which compiles as pages are opened.
    config.dev
      ? [paths.nextBin, 'dev', '--port', String(config.port)]
      : cmsServerArguments(config.port),
    {
      cwd: paths.cmsDir,
      // The server works the background job queue; the build and the setup child must not. Only
      // the server tells the storefront about changes: the seed's saves come before it is up.
      env: {
        ...env,
        NODE_ENV: config.dev ? 'development' : 'production',
        JOBS_AUTORUN: '1',
        STOREFRONT_REVALIDATE_URL: config.storefrontRevalidateUrl,
      },
      onLine: () => heartbeat.touch(),
    },
  );
  lifecycle.track(cms);
  failWhenItEnds(lifecycle, 'cms', cms.exited, cms.tail);

  const localUrl = `http://localhost:${config.port}`;
  try {
    await waitForHttp(`${localUrl}/admin`, {
      timeoutMs: config.dev ? 300_000 : 120_000,
      signal: lifecycle.signal,
    });
  } finally {
    heartbeat.stop();
  }

  const storefront = spawnService('storefront', process.execPath, [paths.tsxBin, 'server.ts'], {
    cwd: paths.storefrontDir,
    env: {
      ...env,
      NODE_ENV: config.dev ? 'development' : 'production',
      PORT: String(config.storefrontPort),
      CMS_URL: localUrl,
    },
  });
  lifecycle.track(storefront);
  failWhenItEnds(lifecycle, 'storefront', storefront.exited, storefront.tail);
  const storefrontUrl = `http://localhost:${config.storefrontPort}`;
  await waitForHttp(`${storefrontUrl}/healthz`, { timeoutMs: 60_000, signal: lifecycle.signal });

  console.log(
    `\n${formatBanner({
      dev: config.dev,
      localUrl,
      storefrontUrl,
      serverUrl: config.serverUrl,
      demo: config.demo,
      accounts: setup.accounts,
      database: database.location,
      databaseUrl: config.databaseUrl === undefined ? database.url : undefined,
      mediaDir: displayPath(mediaDir),
      mailDir: displayPath(paths.mailDir),
      secret: config.payloadSecret === undefined ? displayPath(paths.secretFile) : 'PAYLOAD_SECRET',
      seconds: Math.round((Date.now() - started) / 1000),
    })}\n`,
  );
}

const lifecycle = createLifecycle();
main(lifecycle).catch((error: unknown) => {
  // A step interrupted by Ctrl-C fails on its way out; the shutdown already under way says enough.
  if (lifecycle.isStopping()) return;
  const expected = EXPECTED_ERRORS.some((kind) => error instanceof kind);
  const text =
    error instanceof Error
      ? expected
        ? error.message
        : (error.stack ?? error.message)
      : String(error);
  console.error(`\n${text}`);
  void lifecycle.shutdown(1);
});
