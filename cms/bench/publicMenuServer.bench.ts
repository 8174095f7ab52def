/**
 * The public menu read through the production CMS server (server.ts on its build: the front that
 * answers stored menus, Next behind it), as a diner's read pays it. With `--next-start`, through
 * `next start` instead, where every read goes through Next's proxy and router, the route,
 * Payload's handler and the response's compression: the same figures without the front.
 * publicMenuRead.bench.ts measures in process instead.
 *
 * Fills a fresh embedded PostgreSQL database (the committed migrations applied, then
 * cms/bench/scaleData.ts: BENCH_RESTAURANTS restaurants, 40 unless told, each with a published
 * menu of 50 dishes), builds the CMS unless its build is fresh (`--use-build`: the build there as
 * it is, to compare two builds on the same kind of data), reads every restaurant's menu once (so
 * it is stored), then prints p50/p95 of warm reads and 304s, one at a time (BENCH_ROUNDS each,
 * 200 unless told, over the restaurants in turn, through fetch, which asks for compression as a
 * browser does) and under autocannon (10 connections, BENCH_LOAD_SECONDS each, 10 unless told),
 * with the machine's load average. With BENCH_CPU_PROF=<dir>, the server writes a CPU profile
 * there when it stops. Prints figures only; no threshold fails the run.
 *
 * Run: npm run bench:public-menu-server [-- --use-build] [-- --next-start]
 */

import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, wholeNumberSetting } from '@nutrimenu/devstack/bench/benchFigures';
import { ensureCmsBuild } from '@nutrimenu/devstack/build/ensureCmsBuild';
import { cmsServerArguments, paths } from '@nutrimenu/devstack/paths';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import { inheritedEnv } from '@nutrimenu/devstack/process/inheritedEnv';
import {
  type ChildEnv,
  type ServiceProcess,
  spawnService,
} from '@nutrimenu/devstack/process/spawnService';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';
import { runDatabaseSetup } from '@nutrimenu/devstack/setup/runDatabaseSetup';
import autocannon from 'autocannon';
import pg from 'pg';

const RESTAURANTS = wholeNumberSetting('BENCH_RESTAURANTS', 40);
const ROUNDS = wholeNumberSetting('BENCH_ROUNDS', 200);
const LOAD_SECONDS = wholeNumberSetting('BENCH_LOAD_SECONDS', 10);
const CONNECTIONS = 10;
const USE_BUILD = process.argv.includes('--use-build');
const NEXT_START = process.argv.includes('--next-start');

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function report(label: string, times: readonly number[], extra = ''): void {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `  ${label.padEnd(40)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}${extra}  (load ${load()})`,
  );
}

async function oneAtATime(label: string, call: (round: number) => Promise<void>): Promise<void> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await call(round);
    times.push(performance.now() - started);
  }
  report(label, times);
}

/** autocannon on one URL after a 1 s warm-up, p50/p95 from every response's latency. */
async function underLoad(
  label: string,
  url: string,
  status: number,
  headers: Record<string, string> = {},
): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const times: number[] = [];
  let wrong = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, answered, _bytes, responseTime) => {
      times.push(responseTime);
      if (answered !== status) wrong += 1;
    });
  });
  report(label, times, `, ${result.requests.average.toFixed(0)} req/s, ${wrong} not ${status}`);
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-menu-server-'));
  // PostgreSQL runs as the `postgres` system user when we are root: it must reach its folder.
  await chmod(dir, 0o755);
  const children: ServiceProcess[] = [];
  const onSpawn = (child: ServiceProcess) => {
    children.push(child);
    return () => undefined;
  };
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), durable: false });
  let db: pg.Client | undefined;
  try {
    await postgres.createDatabase('bench');
    const cmsPort = await freePort();
    const cmsUrl = `http://localhost:${cmsPort}`;
    const env: ChildEnv = {
      ...inheritedEnv(['BENCH_']),
      DATABASE_URL: postgres.url('bench'),
      PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
      SERVER_URL: cmsUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      NEXT_TELEMETRY_DISABLED: '1',
      SCALE_PASSWORD: randomBytes(18).toString('base64url'),
      SCALE_RESTAURANTS: String(RESTAURANTS),
      SCALE_PRIVATE_INGREDIENTS: String(RESTAURANTS),
    };
    await runDatabaseSetup({ env, onSpawn });
    const fill = spawnService(
      'fill',
      process.execPath,
      [
        paths.tsxBin,
        '--tsconfig',
        path.join(paths.cmsDir, 'tsconfig.json'),
        path.join(paths.cmsDir, 'bench', 'scaleData.ts'),
      ],
      { cwd: paths.cmsDir, env: { ...env, NODE_ENV: 'production', DISABLE_PAYLOAD_HMR: 'true' } },
    );
    children.push(fill);
    if ((await fill.exited).code !== 0) throw new Error('Filling the database failed: see above');
    if (!USE_BUILD) await ensureCmsBuild({ env, onSpawn });
    const profile = process.env.BENCH_CPU_PROF;
    const cms = spawnService(
      'cms',
      process.execPath,
      [
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
        ...(NEXT_START
          ? [paths.nextBin, 'start', '--port', String(cmsPort)]
          : cmsServerArguments(cmsPort)),
      ],
      { cwd: paths.cmsDir, env: { ...env, NODE_ENV: 'production', PORT: String(cmsPort) } },
    );
    children.push(cms);
    await waitForHttp(`${cmsUrl}/api/public/brands`, { timeoutMs: 120_000 });

    db = new pg.Client({ connectionString: postgres.url('bench') });
    await db.connect();
    const slugs = (
      await db.query<{ slug: string }>(
        'SELECT slug FROM restaurants WHERE public_menu ORDER BY id LIMIT $1',
        [RESTAURANTS],
      )
    ).rows.map((row) => row.slug);
    const menuUrl = (slug: string) => `${cmsUrl}/api/public/menus/${slug}?locale=ro`;
    const etags = new Map<string, string>();
    let bytes = 0;
    for (const slug of slugs) {
      const response = await fetch(menuUrl(slug));
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${slug}: ${response.status} ${body}`);
      etags.set(slug, response.headers.get('etag') ?? '');
      bytes = body.length;
    }
    const slugOf = (round: number) => slugs[round % slugs.length] as string;
    console.log(
      `\nPublic menu reads through ${NEXT_START ? 'next start' : 'server.ts'}: ${slugs.length} restaurants, ${(bytes / 1024).toFixed(0)} KB of JSON a menu`,
    );
    await oneAtATime('warm, 200, one at a time', async (round) => {
      const response = await fetch(menuUrl(slugOf(round)));
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${slugOf(round)}: ${response.status}`);
    });
    await oneAtATime('304, one at a time', async (round) => {
      const slug = slugOf(round);
      const response = await fetch(menuUrl(slug), {
        headers: { 'if-none-match': etags.get(slug) ?? '' },
      });
      await response.arrayBuffer();
      if (response.status !== 304) throw new Error(`${slug}: ${response.status}, not 304`);
    });
    const first = slugs[0] as string;
    await underLoad(`warm, 200, ${CONNECTIONS} connections`, menuUrl(first), 200);
    await underLoad(`304, ${CONNECTIONS} connections`, menuUrl(first), 304, {
      'if-none-match': etags.get(first) ?? '',
    });
  } finally {
    await db?.end().catch(() => {});
    for (const child of children.reverse()) await child.stop().catch(() => {});
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
