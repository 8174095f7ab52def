/**
 * Provider scale: many restaurants on one database. Builds a fresh embedded PostgreSQL database
 * (the committed migrations applied) with SCALE_RESTAURANTS restaurants (10,000 unless told) in
 * batched SQL over the migrations' tables (restaurants with cities, kinds and locales, one
 * brand, a covering subscription and a published menu each, and SCALE_PRIVATE_INGREDIENTS
 * private ingredients, 10,000 unless told), printing how long that took; then serves the CMS's
 * real REST handlers over HTTP in this process, starts the storefront's production server on
 * it, and prints p50/p95 of: the CMS listing (page 1, a filtered page, the last page), the
 * storefront's listing pages (same three, rendered from the CMS cache), its sitemap index and
 * one sitemap file, the database size, and the storefront's resident memory after cycling
 * through every listing page. No threshold fails the run.
 *
 * Not built yet: the 50 dishes a restaurant (recipes from library foods and sub-recipes) and so
 * the public menu reads, the menu page render and the QR redirect rate: see the report.
 *
 * Run: npm run bench:scale (SCALE_RESTAURANTS=500 for a quick run; SCALE_ROUNDS=20 requests a
 * figure). NODE_ENV=production, as the other CMS benches, so Payload spawns no type generation.
 */

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ensureStorefrontBuild } from '@nutrimenu/devstack/build/ensureStorefrontBuild';
import { paths } from '@nutrimenu/devstack/paths';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import { spawnService } from '@nutrimenu/devstack/process/spawnService';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
};
const RESTAURANTS = count('SCALE_RESTAURANTS', 10_000);
const PRIVATE_INGREDIENTS = count('SCALE_PRIVATE_INGREDIENTS', 10_000);
const ROUNDS = count('SCALE_ROUNDS', 20);
const BATCH = 2_000;

const CITIES = [
  'București',
  'Cluj-Napoca',
  'Timișoara',
  'Iași',
  'Constanța',
  'Craiova',
  'Brașov',
  'Galați',
  'Oradea',
  'Târgu Mureș',
  'Sibiu',
  'Baia Mare',
];
const SPECIFICS = ['traditional', 'international', 'pizza', 'fast_food', 'vegan_friendly'];
const WORDS = ['Bistro', 'Casa', 'La', 'Hanul', 'Grădina', 'Pizzeria', 'Cafeneaua', 'Someș'];

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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

async function build(payload: Payload) {
  const { executeSql } = await import('../cms/src/utilities/executeSql');
  const { createLocalReq } = await import('payload');
  const req = await createLocalReq({}, payload);
  const run = (query: ReturnType<typeof sql>) => executeSql(req, query);
  const now = Date.now();
  await run(sql`INSERT INTO brands (id, name, key, company_name, home_url, is_fallback)
    VALUES (1, 'Scale', 'scale', 'Scale SRL', 'https://scale.example', true)`);
  await run(sql`INSERT INTO brands_hosts (_order, _parent_id, id, host)
    VALUES (1, 1, 'scale-host', 'scale.localhost')`);
  for (let start = 0; start < RESTAURANTS; start += BATCH) {
    const size = Math.min(BATCH, RESTAURANTS - start);
    const rows = Array.from({ length: size }, (_, offset) => {
      const n = start + offset + 1;
      const city = CITIES[n % CITIES.length] as string;
      const name = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${n}`;
      return { n, name, slug: `${slugOf(name)}`, city, citySlug: slugOf(city) };
    });
    await run(sql`INSERT INTO restaurants (id, name, slug, brand_id, city, city_slug, default_locale, currency, public_menu)
      SELECT (r->>'n')::int, r->>'name', r->>'slug', 1, r->>'city', r->>'citySlug', 'ro', 'RON', true
      FROM json_array_elements(${JSON.stringify(rows)}::json) AS r`);
  }
  await run(sql`SELECT setval('restaurants_id_seq', (SELECT max(id) FROM restaurants))`);
  // One or two kinds of place each, and Romanian and English.
  await run(sql`INSERT INTO restaurants_specifics ("order", parent_id, value)
    SELECT 1, id, (${`{${SPECIFICS.join(',')}}`}::text[])[1 + id % ${SPECIFICS.length}]::enum_restaurants_specifics FROM restaurants
    UNION ALL
    SELECT 2, id, (${`{${SPECIFICS.join(',')}}`}::text[])[1 + (id / 3) % ${SPECIFICS.length}]::enum_restaurants_specifics FROM restaurants WHERE id % 3 = 0`);
  await run(sql`INSERT INTO restaurants_offered_locales ("order", parent_id, value)
    SELECT 1, id, 'ro'::enum_restaurants_offered_locales FROM restaurants
    UNION ALL SELECT 2, id, 'en'::enum_restaurants_offered_locales FROM restaurants`);
  await run(sql`INSERT INTO subscriptions (restaurant_id, plan, status, starts_at, ends_at)
    SELECT id, 'standard', 'active', ${new Date(now - 86_400_000).toISOString()}::timestamptz, ${new Date(now + 365 * 86_400_000).toISOString()}::timestamptz
    FROM restaurants`);
  await run(sql`INSERT INTO menus (id, restaurant_id, slug, is_default, _status)
    SELECT id, id, 'meniu', true, 'published' FROM restaurants`);
  await run(sql`SELECT setval('menus_id_seq', (SELECT max(id) FROM menus))`);
  await run(sql`INSERT INTO menus_locales (name, _locale, _parent_id)
    SELECT 'Meniu', 'ro'::_locales, id FROM menus UNION ALL SELECT 'Menu', 'en'::_locales, id FROM menus`);
  await run(sql`WITH inserted AS (
      INSERT INTO ingredients (restaurant_id, source_kind, allergens_declared, created_at, updated_at)
      SELECT 1 + (n % ${RESTAURANTS}), 'manual', false, now(), now()
      FROM generate_series(1, ${PRIVATE_INGREDIENTS}) AS n
      RETURNING id
    )
    INSERT INTO ingredients_locales (name, _locale, _parent_id)
    SELECT 'sos casa ' || id, 'ro', id FROM inserted`);
  await run(sql`ANALYZE`);
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-scale-'));
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), durable: false });
  let payload: Payload | undefined;
  const stops: (() => Promise<unknown>)[] = [];
  try {
    await server.createDatabase('scale');
    process.env.DATABASE_URL = server.url('scale');
    process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex');
    process.env.MEDIA_DIR = path.join(dir, 'media');
    process.env.DISABLE_PAYLOAD_HMR = 'true';
    // One import at a time (see cms/bench/ingredientSearch.bench.ts: tsx's loader hooks).
    const { getPayload } = await import('payload');
    const { default: config } = await import('../cms/src/payload.config');
    const { migrations } = await import('../cms/src/migrations');
    const { createApiClient } = await import('../cms/test/helpers/apiClient');
    payload = await getPayload({ config });
    const { postgresAdapter } = await import('../cms/src/utilities/postgresAdapter');
    // Stopping PostgreSQL at the end ends the pool's idle connections: not an error here.
    postgresAdapter(payload).pool?.on('error', () => {});
    await payload.db.migrate({ migrations: migrations as never });

    console.log(
      `building ${RESTAURANTS} restaurants and ${PRIVATE_INGREDIENTS} private ingredients…`,
    );
    const buildStarted = performance.now();
    await build(payload);
    const buildSeconds = (performance.now() - buildStarted) / 1000;

    // The CMS's REST handlers (those the Next app routes export) behind a plain HTTP server.
    const api = createApiClient(payload.config);
    const cms = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost:3000');
      const answer = await api.send(
        new Request(url, {
          method: request.method ?? 'GET',
          headers: request.headers as Record<string, string>,
        }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      if (answer.body) Readable.fromWeb(answer.body as never).pipe(response);
      else response.end();
    });
    cms.listen(0, '127.0.0.1');
    await new Promise((resolve) => cms.once('listening', resolve));
    stops.push(() => new Promise((resolve) => cms.close(resolve)));
    const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;

    await ensureStorefrontBuild({ env: {}, onSpawn: () => () => undefined });
    const port = await freePort();
    const storefront = spawnService('storefront', process.execPath, [paths.tsxBin, 'server.ts'], {
      cwd: paths.storefrontDir,
      env: {
        // Not this process's tsx settings (its tsconfig is the CMS's).
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('TSX_')),
        ),
        NODE_ENV: 'production',
        PORT: String(port),
        CMS_URL: cmsUrl,
      },
    });
    stops.push(() => storefront.stop());
    const storefrontUrl = `http://localhost:${port}`;
    await waitForHttp(`${storefrontUrl}/healthz`, { timeoutMs: 60_000 });
    const host = { host: 'scale.localhost' };

    const listing = JSON.parse(await expectOk(`${cmsUrl}/api/public/restaurants?locale=ro`));
    const lastPage = listing.pageCount as number;
    const city = slugOf(CITIES[1] as string);
    const cityListing = JSON.parse(
      await expectOk(`${cmsUrl}/api/public/restaurants?locale=ro&city=${city}`),
    );
    // Page 2 of one city when it has one (a small run may not).
    const cityPage = Math.min(2, cityListing.pageCount as number);
    const [{ size }] = await (await import('../cms/src/utilities/executeSql'))
      .executeSql<{
        size: string;
      }>(
        await (await import('payload')).createLocalReq({}, payload),
        sql`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`,
      )
      .then((rows) => rows as [{ size: string }]);

    console.log(
      `\n${RESTAURANTS} restaurants (${listing.total} listed, ${lastPage} pages of 60), ${PRIVATE_INGREDIENTS} private ingredients: built in ${buildSeconds.toFixed(1)} s; database ${size}`,
    );
    console.log(`p50/p95 over ${ROUNDS} requests each, after one to warm up:`);
    await expectOk(`${cmsUrl}/api/public/restaurants?locale=ro&page=2`);
    await expectOk(`${storefrontUrl}/ro/restaurant?page=2`, { headers: host });
    const cmsListing = (query: string) => `${cmsUrl}/api/public/restaurants?locale=ro${query}`;
    await timed('CMS listing, page 1', ROUNDS, () => expectOk(cmsListing('')).then(() => {}));
    await timed(`CMS listing, city ${city}, page ${cityPage}`, ROUNDS, () =>
      expectOk(cmsListing(`&city=${city}&page=${cityPage}`)).then(() => {}),
    );
    await timed(`CMS listing, last page (${lastPage})`, ROUNDS, () =>
      expectOk(cmsListing(`&page=${lastPage}`)).then(() => {}),
    );
    await timed('CMS listing, search "casa"', ROUNDS, () =>
      expectOk(cmsListing('&q=casa')).then(() => {}),
    );
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
    await timed(`storefront last listing page (render)`, ROUNDS, (r) =>
      page(`/restaurant?page=${lastPage}`, r),
    );
    let files: string[] = [];
    await timed('storefront sitemap index (1st read cold)', Math.min(ROUNDS, 5), async () => {
      const xml = await expectOk(`${storefrontUrl}/sitemap.xml`, { headers: host });
      files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    });
    await timed(`storefront sitemap file 1 of ${files.length}`, Math.min(ROUNDS, 5), () =>
      expectOk(`${storefrontUrl}/sitemap-1.xml`, { headers: host }).then(() => {}),
    );
    const cycled = Math.min(lastPage, 500);
    for (let n = 1; n <= cycled; n++) await page(`/restaurant?page=${n}`, 0);
    const pid = storefront.child.pid;
    console.log(
      `  resident memory after ${cycled} listing pages: storefront ${pid ? groupRssMb(pid).toFixed(0) : '?'} MB; CMS (in this process, with the bench) ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
    );
  } catch (error) {
    console.error(error);
    throw error;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    if (payload) await payload.destroy();
    await server.stop();
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
