import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCmsBuild } from '../build/ensureCmsBuild';
import { ensureStorefrontBuild } from '../build/ensureStorefrontBuild';
import { cmsServerArguments, paths } from '../paths';
import { startEmbeddedPostgres, stopPostgresNow } from '../postgres/embeddedPostgres';
import { freePort } from '../process/freePort';
import { type ChildEnv, type ServiceProcess, spawnService } from '../process/spawnService';
import { waitForHttp } from '../process/waitForHttp';
import { runDatabaseSetup } from '../setup/runDatabaseSetup';
import type { StackInfo } from './stackInfo';

/** The demo accounts' password in every stack the harness starts. */
export const E2E_DEMO_PASSWORD = 'e2e-demo-password-1234';

export interface Stack extends StackInfo {
  /** Stops the storefront, the CMS and PostgreSQL, and removes the temporary directory. */
  stop(): Promise<void>;
}

// Services still running and directories still there, killed and removed by the 'exit' hook if the
// process exits without `stop()` (a crash, or a test runner exiting on Ctrl-C).
const running = new Set<ServiceProcess>();
const temporaryDirs = new Set<string>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const service of running) {
      if (service.child.pid === undefined) continue;
      try {
        process.kill(-service.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    for (const dir of temporaryDirs) {
      stopPostgresNow(path.join(dir, 'postgres'));
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // PostgreSQL may still be writing there as it stops; the OS cleans /tmp eventually.
      }
    }
  });
}

function track(service: ServiceProcess): () => void {
  installExitHook();
  running.add(service);
  return () => running.delete(service);
}

// The parent's environment minus what would change how the children behave: vitest sets
// NODE_ENV=test and VITEST*, and each child gets the NODE_ENV its command needs.
function inheritedEnv(): ChildEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) => value !== '' && name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
  );
}

/**
 * The real product on throw-away data, as `npm start` runs it but on free ports and in a
 * temporary directory: embedded PostgreSQL (fsync off), the committed migrations and the seed
 * with demo data and a known demo password, the CMS production build (`next build` only when its
 * stamp is stale) under `next start`, and the storefront production build (Vite, only when
 * stale) under `server.ts`, reading that CMS. The CMS tells the storefront about changes
 * (STOREFRONT_REVALIDATE_URL with REVALIDATE_SECRET).
 *
 * Everything started is stopped by `stop()`, also when a later step fails; children run in their
 * own process groups, which are killed as a whole.
 *
 * @example
 * const stack = await startStack();
 * try { await fetch(`${stack.storefrontUrl}/restaurant/demo-bistro`); } finally { await stack.stop(); }
 */
export async function startStack(options: { log?: (line: string) => void } = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(`[e2e] ${line}`));
  const started = Date.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-e2e-'));
  // PostgreSQL runs as the `postgres` system user when we are root: it must reach its data
  // directory inside this one.
  await chmod(dir, 0o755);
  const mediaDir = path.join(dir, 'media');
  await mkdir(mediaDir, { recursive: true });

  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(error);
      }
    }
  };
  installExitHook();
  temporaryDirs.add(dir);
  cleanups.push(async () => {
    await rm(dir, { recursive: true, force: true });
    temporaryDirs.delete(dir);
  });

  try {
    const cmsPort = await freePort();
    const storefrontPort = await freePort();
    const cmsUrl = `http://localhost:${cmsPort}`;
    const storefrontUrl = `http://localhost:${storefrontPort}`;
    const revalidateSecret = randomBytes(24).toString('base64url');

    log(`starting PostgreSQL in ${dir}…`);
    const postgres = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      durable: false,
    });
    cleanups.push(() => postgres.stop());
    await postgres.createDatabase('nutrimenu');

    const env: ChildEnv = {
      ...inheritedEnv(),
      DATABASE_URL: postgres.url('nutrimenu'),
      PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
      SERVER_URL: cmsUrl,
      NUTRIMENU_DEMO: '1',
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      MEDIA_DIR: mediaDir,
      PORT: String(cmsPort),
      STOREFRONT_REVALIDATE_URL: `${storefrontUrl}/api/revalidate`,
      REVALIDATE_SECRET: revalidateSecret,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    // A build or setup child is stopped with the rest if the run is interrupted meanwhile.
    const onSpawn = (child: ServiceProcess) => {
      const untrack = track(child);
      const undo = () => child.stop();
      cleanups.push(undo);
      return () => {
        untrack();
        const index = cleanups.indexOf(undo);
        if (index >= 0) cleanups.splice(index, 1);
      };
    };

    await ensureCmsBuild({ env, onSpawn });
    await ensureStorefrontBuild({ env, onSpawn });
    await runDatabaseSetup({ env, onSpawn });

    const cms = spawnService('cms', process.execPath, cmsServerArguments(cmsPort), {
      cwd: paths.cmsDir,
      env: { ...env, NODE_ENV: 'production', JOBS_AUTORUN: '1' },
    });
    const untrackCms = track(cms);
    cleanups.push(async () => {
      await cms.stop();
      untrackCms();
    });
    await waitForHttp(`${cmsUrl}/api/public/brands`, { timeoutMs: 120_000 });

    const storefront = spawnService('storefront', process.execPath, [paths.tsxBin, 'server.ts'], {
      cwd: paths.storefrontDir,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(storefrontPort),
        CMS_URL: cmsUrl,
      },
    });
    const untrackStorefront = track(storefront);
    cleanups.push(async () => {
      await storefront.stop();
      untrackStorefront();
    });
    await waitForHttp(`${storefrontUrl}/healthz`, { timeoutMs: 60_000 });

    log(
      `ready in ${Math.round((Date.now() - started) / 1000)} s: storefront ${storefrontUrl}, CMS ${cmsUrl}`,
    );
    return {
      cmsUrl,
      storefrontUrl,
      storefrontPort,
      demoPassword: E2E_DEMO_PASSWORD,
      revalidateSecret,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
