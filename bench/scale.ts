/**
 * Provider scale: many restaurants on one database, through devstack's real stack. Builds a
 * fresh embedded PostgreSQL database (the committed migrations applied by the CMS's
 * prepareDatabase), fills it with cms/bench/scaleData.ts (SCALE_RESTAURANTS restaurants, 10,000
 * unless told, with their brand, subscriptions and published menus, and
 * SCALE_PRIVATE_INGREDIENTS private ingredients, in batched SQL; it prints how long that took),
 * starts the CMS (`next start` on its production build) and the storefront (its production
 * server), and prints p50/p95 of: the CMS listing (page 1, a filtered page, the last page, a
 * search), the storefront's listing pages (the same, rendered from its CMS cache), its sitemap
 * index (its first, cold read apart) and one sitemap file, the database size, and both
 * servers' resident memory after cycling through the listing pages. No threshold fails the run.
 *
 * Not built yet: the 50 dishes a restaurant (recipes from library foods and sub-recipes), so
 * no public menu read, menu page render or QR redirect rate is timed here.
 *
 * Run: npm run bench:scale (SCALE_RESTAURANTS=500 for a quick run; SCALE_ROUNDS requests a
 * figure, 20 unless told).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCmsBuild } from '@nutrimenu/devstack/build/ensureCmsBuild';
import { ensureStorefrontBuild } from '@nutrimenu/devstack/build/ensureStorefrontBuild';
import { paths } from '@nutrimenu/devstack/paths';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import {
  type ChildEnv,
  type ServiceProcess,
  spawnService,
} from '@nutrimenu/devstack/process/spawnService';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';
import { runDatabaseSetup } from '@nutrimenu/devstack/setup/runDatabaseSetup';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
};
const ROUNDS = count('SCALE_ROUNDS', 20);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(label: string, rounds: number, call: (round: number) => Promise<void>) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await call(round);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `  ${label.padEnd(46)} p50 ${ms(percentile(times, 50)).padStart(10)}  p95 ${ms(percentile(times, 95)).padStart(10)}`,
  );
}

async function expectOk(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return body;
}

// The resident memory of a process group, in MB (a spawned server and the workers it started).
function groupRssMb(pgid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-scale-'));
  // PostgreSQL runs as the `postgres` system user when we are root: it must reach its folder.
  await chmod(dir, 0o755);
  const children: ServiceProcess[] = [];
  const onSpawn = (child: ServiceProcess) => {
    children.push(child);
    return () => undefined;
  };
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), durable: false });
  try {
    await postgres.createDatabase('scale');
    const [cmsPort, storefrontPort] = [await freePort(), await freePort()];
    const cmsUrl = `http://localhost:${cmsPort}`;
    const storefrontUrl = `http://localhost:${storefrontPort}`;
    const env: ChildEnv = {
      // Not this process's tsx or npm settings.
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([name, value]) =>
            value !== '' &&
            name !== 'NODE_ENV' &&
            !name.startsWith('TSX_') &&
            !name.startsWith('npm_'),
        ),
      ),
      DATABASE_URL: postgres.url('scale'),
      PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
      SERVER_URL: cmsUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      NEXT_TELEMETRY_DISABLED: '1',
    };
    await runDatabaseSetup({ env, onSpawn });
    const fill = spawnService(
      'scale-data',
      process.execPath,
      [
        paths.tsxBin,
        '--tsconfig',
        path.join(paths.cmsDir, 'tsconfig.json'),
        path.join(paths.cmsDir, 'bench', 'scaleData.ts'),
      ],
      {
        cwd: paths.cmsDir,
        env: { ...env, NODE_ENV: 'production', DISABLE_PAYLOAD_HMR: 'true' },
      },
    );
    children.push(fill);
    const filled = await fill.exited;
    if (filled.code !== 0) throw new Error('Filling the database failed: see its output above');

    await ensureCmsBuild({ env, onSpawn });
    await ensureStorefrontBuild({ env, onSpawn });
    const cms = spawnService(
      'cms',
      process.execPath,
      [paths.nextBin, 'start', '--port', String(cmsPort)],
      {
        cwd: paths.cmsDir,
        env: { ...env, NODE_ENV: 'production', PORT: String(cmsPort) },
      },
    );
    children.push(cms);
    await waitForHttp(`${cmsUrl}/api/public/brands`, { timeoutMs: 120_000 });
    const storefront = spawnService('storefront', process.execPath, [paths.tsxBin, 'server.ts'], {
      cwd: paths.storefrontDir,
      env: { ...env, NODE_ENV: 'production', PORT: String(storefrontPort), CMS_URL: cmsUrl },
    });
    children.push(storefront);
    await waitForHttp(`${storefrontUrl}/healthz`, { timeoutMs: 60_000 });
    const host = { host: 'scale.localhost' };

    const listing = JSON.parse(await expectOk(`${cmsUrl}/api/public/restaurants?locale=ro`));
    const lastPage = listing.pageCount as number;
    const city = 'cluj-napoca';
    const cityListing = JSON.parse(
      await expectOk(`${cmsUrl}/api/public/restaurants?locale=ro&city=${city}`),
    );
    // Page 2 of one city when it has one (a small run may not).
    const cityPage = Math.min(2, cityListing.pageCount as number);
    const size = execFileSync('du', ['-sh', path.join(dir, 'postgres')], {
      encoding: 'utf8',
    }).split('\t')[0];

    console.log(
      `\n${listing.total} restaurants listed (${lastPage} pages of 60); PostgreSQL's folder ${size}`,
    );
    console.log(`p50/p95 over ${ROUNDS} requests each, after one to warm up:`);
    await expectOk(`${cmsUrl}/api/public/restaurants?locale=ro&page=2`);
    await expectOk(`${storefrontUrl}/ro/restaurant?page=2`, { headers: host });
    // A query parameter the CMS ignores gets past any cache in front of it: each read is built.
    const cmsListing = (query: string, round: number) =>
      expectOk(`${cmsUrl}/api/public/restaurants?locale=ro${query}&r=${round}`).then(() => {});
    await timed('CMS listing, page 1', ROUNDS, (r) => cmsListing('', r));
    await timed(`CMS listing, city ${city}, page ${cityPage}`, ROUNDS, (r) =>
      cmsListing(`&city=${city}&page=${cityPage}`, r),
    );
    await timed(`CMS listing, last page (${lastPage})`, ROUNDS, (r) =>
      cmsListing(`&page=${lastPage}`, r),
    );
    await timed('CMS listing, search "casa"', ROUNDS, (r) => cmsListing('&q=casa', r));
    // A query parameter the page ignores makes each request a new rendered page (the CMS
    // document cache still answers): the render, not the page cache.
    const page = (rest: string, round: number) =>
      expectOk(`${storefrontUrl}/ro${rest}${rest.includes('?') ? '&' : '?'}r=${round}`, {
        headers: host,
      }).then(() => {});
    await timed('storefront listing page 1 (render)', ROUNDS, (r) => page('/restaurant', r));
    await timed(`storefront filtered listing, page ${cityPage} (render)`, ROUNDS, (r) =>
      page(`/restaurant/city/${city}?page=${cityPage}`, r),
    );
    await timed('storefront last listing page (render)', ROUNDS, (r) =>
      page(`/restaurant?page=${lastPage}`, r),
    );
    let files: string[] = [];
    const sitemapIndex = async () => {
      const xml = await expectOk(`${storefrontUrl}/sitemap.xml`, { headers: host });
      files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    };
    try {
      await timed('storefront sitemap index, first (cold) read', 1, sitemapIndex);
      await timed('storefront sitemap index', ROUNDS, sitemapIndex);
      await timed(`storefront sitemap file 1 of ${files.length}`, ROUNDS, () =>
        expectOk(`${storefrontUrl}/sitemap-1.xml`, { headers: host }).then(() => {}),
      );
    } catch (error) {
      // Its first read asks the CMS for every restaurant's menu: at scale it may not finish.
      console.log(`  storefront sitemap: failed (${String(error).slice(0, 160)})`);
    }
    const cycled = Math.min(lastPage, 500);
    for (let n = 1; n <= cycled; n++) await page(`/restaurant?page=${n}`, 0);
    const rss = (child: ServiceProcess) =>
      child.child.pid ? `${groupRssMb(child.child.pid).toFixed(0)} MB` : '?';
    console.log(
      `  resident memory after ${cycled} listing pages: CMS ${rss(cms)}, storefront ${rss(storefront)}`,
    );
  } finally {
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
