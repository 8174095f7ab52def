/**
 * Provider scale: many restaurants on one database, through devstack's real stack. Builds a
 * fresh embedded PostgreSQL database (the committed migrations applied by the CMS's
 * prepareDatabase), fills it with cms/bench/scaleData.ts (SCALE_RESTAURANTS restaurants, 10,000
 * unless told, with their brand, subscriptions, a sauce and 50 dishes each from CIQUAL library
 * foods on a published menu of five sections, and SCALE_PRIVATE_INGREDIENTS private ingredients,
 * in batched SQL; it prints how long that took), starts the CMS (`next start` on its production
 * build) and the storefront (its production server), and prints p50/p95 of: the CMS listing (page
 * 1, a filtered page, the last page, a search), the storefront's listing pages; the CMS public
 * menu read cold (a restaurant's first read, built and stored), warm and as a 304; the
 * storefront's menu page rendered cold (restaurants it never served, their CMS rows stored); the
 * QR redirect's rate against its page's under 100 connections (autocannon, SCALE_LOAD_SECONDS
 * each, 10 unless told); the ingredient search as a restaurant owner; the storefront's sitemap
 * index (its first, cold read apart: it asks the CMS for every menu, and the bench then waits
 * until the CMS stops storing them) and one sitemap file (its first read, then again); then the
 * resident memory of the storefront's server process and of the CMS's process group
 * after every restaurant's menu page went through the storefront (four at a time, for at most
 * SCALE_CYCLE_SECONDS, 900 unless told: it says how many it reached), the time a change of a
 * library food used by 1,000 and by 10,000 dishes takes (its PATCH, which recomputes them and
 * rebuilds their stored menus, or drops them when they are many restaurants', before answering;
 * the database then checked), and the database size. Figures with a goal print it and "ok" or
 * "MISS"; no threshold fails the run.
 *
 * Run: npm run bench:scale (SCALE_RESTAURANTS=500 for a quick run; SCALE_ROUNDS requests a
 * figure, 20 unless told).
 */

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, wholeNumberSetting } from '@nutrimenu/devstack/bench/benchFigures';
import { ensureCmsBuild } from '@nutrimenu/devstack/build/ensureCmsBuild';
import { ensureStorefrontBuild } from '@nutrimenu/devstack/build/ensureStorefrontBuild';
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

const ROUNDS = wholeNumberSetting('SCALE_ROUNDS', 20);
/** How long cycling every restaurant's menu page through the storefront may take, at most. */
const CYCLE_SECONDS = wholeNumberSetting('SCALE_CYCLE_SECONDS', 900);
const LOAD_SECONDS = wholeNumberSetting('SCALE_LOAD_SECONDS', 10);
// The CIQUAL foods cms/bench/scaleDishes.ts gives to a known number of dishes.
const NARROW_FOOD = '20009';
const WIDE_FOOD = '20034';
const SEARCHES = [
  'sos casa',
  'sos casa 12',
  'faina',
  'ceapa',
  'smantana',
  'cartofi',
  'p',
  'pu',
  'lapte',
  'piept pui',
];

interface Goal {
  /** The p95 to stay under, in ms. */
  p95: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function verdict(value: number, limit: number, unit: string): string {
  return `goal ≤ ${limit} ${unit}: ${value <= limit ? 'ok' : 'MISS'}`;
}

function report(label: string, times: number[], goal?: Goal): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const against = goal ? `  p95 ${verdict(p95, goal.p95, 'ms')}` : '';
  console.log(
    `  ${label.padEnd(52)} p50 ${ms(p50).padStart(10)}  p95 ${ms(p95).padStart(10)}${against}`,
  );
  return { p50, p95 };
}

async function timed(
  label: string,
  rounds: number,
  call: (round: number) => Promise<void>,
  goal?: Goal,
) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await call(round);
    times.push(performance.now() - started);
  }
  return report(label, times, goal);
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

// A GET read to its last byte as sent (compressed or not), expecting 200; returns its length.
function rawGet(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { host, 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        let length = 0;
        res.on('data', (chunk: Buffer) => {
          length += chunk.length;
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve(length) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// One process's resident memory in MB, whole and in its anonymous part (heaps, buffers) and its
// file-backed part (node's binary, shared libraries): the storefront is one process.
function processRss(pid: number): { rss: number; anon: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

interface MenuContext {
  cmsUrl: string;
  storefrontUrl: string;
  host: { host: string };
  db: pg.Client;
  cms: ServiceProcess;
  storefront: ServiceProcess;
  /** The accounts' password (cms/bench/scaleData.ts's SCALE_PASSWORD). */
  password: string;
}

async function login(cmsUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`${email} could not log in: ${response.status}`);
  return body.token;
}

/** Requests per second of `url` under autocannon, and how many answers were not `status`. */
async function rate(url: string, headers: Record<string, string>, status: number) {
  const result = await autocannon({ url, headers, connections: 100, duration: LOAD_SECONDS });
  const right = status === 302 ? result['3xx'] : result['2xx'];
  // Counted, not fatal: on a loaded machine some of 100 connections time out (10 s).
  const wrong = result.requests.total - right + result.errors;
  return { perSecond: result.requests.average, p95: result.latency.p97_5, wrong };
}

/**
 * The time from a PATCH of the library food `code` (its fat per 100 g) to its answer, with what
 * the answer promises checked in the database: every dish using it recomputed after the PATCH
 * began, and no stored menu of their restaurants older than that.
 */
async function changeFood(context: MenuContext, token: string, code: string, goal?: Goal) {
  const { db, cmsUrl } = context;
  const [food] = (
    await db.query<{ id: number; fat: string | null; dishes: string; restaurants: string }>(
      `SELECT i.id, i.nutrients_fat AS fat,
         (SELECT count(DISTINCT l._parent_id) FROM recipes_lines l WHERE l.ingredient_id = i.id) AS dishes,
         (SELECT count(DISTINCT r.restaurant_id) FROM recipes_lines l JOIN recipes r ON r.id = l._parent_id
           WHERE l.ingredient_id = i.id) AS restaurants
       FROM ingredients i WHERE i.restaurant_id IS NULL AND i.source_code = $1`,
      [code],
    )
  ).rows;
  if (!food) throw new Error(`no library food ${code}`);
  const stored = Number(
    (
      await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM public_documents d WHERE d.key ^@ 'menu/' AND d.restaurant_id IN (
           SELECT r.restaurant_id FROM recipes_lines l JOIN recipes r ON r.id = l._parent_id
           WHERE l.ingredient_id = $1)`,
        [food.id],
      )
    ).rows[0]?.n,
  );
  const [{ began } = { began: new Date() }] = (
    await db.query<{ began: Date }>('SELECT clock_timestamp() AS began')
  ).rows;
  const started = performance.now();
  let elapsed: number;
  try {
    const response = await fetch(`${cmsUrl}/api/ingredients/${food.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ nutrients: { fat: Number(food.fat ?? 0) + 0.5 } }),
    });
    await response.text();
    elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`PATCH of food ${code}: ${response.status}`);
  } catch (error) {
    // Node's fetch gives up waiting for an answer after 300 s.
    console.log(
      `  change of a library food used by ${food.dishes} dishes: no answer after ${((performance.now() - started) / 1000).toFixed(0)} s (${String(error).slice(0, 120)})`,
    );
    return;
  }
  const [check] = (
    await db.query<{ recomputed: string; old_menus: string }>(
      `WITH dishes AS (SELECT DISTINCT l._parent_id AS id FROM recipes_lines l WHERE l.ingredient_id = $1)
       SELECT (SELECT count(*) FROM recipes r JOIN dishes USING (id) WHERE r.computed_computed_at >= $2) AS recomputed,
         (SELECT count(*) FROM public_documents d WHERE d.key ^@ 'menu/' AND d.updated_at < $2
            AND d.restaurant_id IN (SELECT r.restaurant_id FROM recipes r JOIN dishes USING (id))) AS old_menus`,
      [food.id, began],
    )
  ).rows;
  const seconds = elapsed / 1000;
  const against = goal ? `  ${verdict(seconds, goal.p95 / 1000, 's')}` : '';
  console.log(
    `  change of a library food used by ${food.dishes} dishes (${food.restaurants} restaurants, ${stored} stored menu rows): ${seconds.toFixed(1)} s${against}`,
  );
  console.log(
    `    after it: ${check?.recomputed}/${food.dishes} dishes recomputed, ${check?.old_menus} stored menu rows older than the change`,
  );
}

/** The menu reads, the menu page's render, the QR redirect's rate and the ingredient search. */
async function measureMenus(context: MenuContext): Promise<string[]> {
  const { cmsUrl, storefrontUrl, host, db } = context;
  const slugs = (
    await db.query<{ slug: string }>(
      `SELECT r.slug FROM restaurants r JOIN brands b ON b.id = r.brand_id
       WHERE b.key = 'scale' AND r.public_menu ORDER BY r.id`,
    )
  ).rows.map((row) => row.slug);
  const menuUrl = (slug: string) => `${cmsUrl}/api/public/menus/${slug}?locale=ro`;
  const first = JSON.parse(await expectOk(menuUrl(slugs[0] as string)));
  const dishes = (first.menu?.sections ?? []).flatMap(
    (section: { dishes: { nutrition: unknown }[] }) => section.dishes,
  );
  const computed = dishes.filter((dish: { nutrition: unknown }) => dish.nutrition !== null);
  console.log(
    `\nMenus: ${slugs.length} restaurants, ${dishes.length} dishes on a menu (${computed.length} with nutrition)`,
  );

  // Distinct restaurants for each figure that needs a cold one.
  let next = 1;
  const take = (n: number) => {
    const taken = slugs.slice(next, next + n);
    next += n;
    if (taken.length < n) throw new Error(`${n} more restaurants are needed than there are`);
    return taken;
  };
  const coldSlugs = take(ROUNDS);
  // The sitemap's first build read every menu, and so stored it: these are read cold again.
  await db.query(
    `DELETE FROM public_documents WHERE key ^@ 'menu/' AND restaurant_id IN (
       SELECT id FROM restaurants WHERE slug = ANY($1::text[]))`,
    [coldSlugs],
  );
  const etags = new Map<string, string>();
  await timed('CMS public menu read, cold (built and stored)', ROUNDS, async (round) => {
    const slug = coldSlugs[round] as string;
    const response = await fetch(menuUrl(slug));
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${slug}: ${response.status}`);
    etags.set(slug, response.headers.get('etag') ?? '');
  });
  await timed(
    'CMS public menu read, warm (stored row)',
    ROUNDS,
    (round) => expectOk(menuUrl(coldSlugs[round] as string)).then(() => {}),
    { p95: 10 },
  );
  await timed(
    'CMS public menu read, 304 (If-None-Match)',
    ROUNDS,
    async (round) => {
      const slug = coldSlugs[round] as string;
      const response = await fetch(menuUrl(slug), {
        headers: { 'if-none-match': etags.get(slug) ?? '' },
      });
      await response.arrayBuffer();
      if (response.status !== 304) throw new Error(`${slug}: ${response.status}, not 304`);
    },
    { p95: 5 },
  );

  // The CMS's row stored first (as after any change): the storefront's own render, no cache.
  const renderSlugs = take(ROUNDS);
  for (const slug of renderSlugs) await expectOk(menuUrl(slug));
  await timed(
    'storefront menu page, cold render (no page cached)',
    ROUNDS,
    (round) =>
      expectOk(`${storefrontUrl}/ro/restaurant/${renderSlugs[round]}`, { headers: host }).then(
        () => {},
      ),
    { p95: 100 },
  );

  const qrSlug = renderSlugs[0] as string;
  const redirect = await fetch(`${storefrontUrl}/restaurant/${qrSlug}`, {
    headers: host,
    redirect: 'manual',
  });
  await redirect.arrayBuffer();
  if (redirect.status !== 302) throw new Error(`the QR address answered ${redirect.status}`);
  const qr = await rate(`${storefrontUrl}/restaurant/${qrSlug}`, host, 302);
  const page = await rate(`${storefrontUrl}/ro/restaurant/${qrSlug}`, host, 200);
  console.log(
    `  QR redirect under 100 connections: ${qr.perSecond.toFixed(0)} req/s (p97.5 ${qr.p95} ms, ${qr.wrong} errors) against its page's ${page.perSecond.toFixed(0)} req/s (p97.5 ${page.p95} ms, ${page.wrong} errors): ${(qr.perSecond / page.perSecond).toFixed(1)}×`,
  );

  const ownerToken = await login(cmsUrl, 'owner@scale.example', context.password);
  const privateCount = (
    await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM ingredients WHERE restaurant_id IS NOT NULL',
    )
  ).rows[0]?.n;
  const search = (q: string) =>
    expectOk(
      `${cmsUrl}/api/ingredients/search?${new URLSearchParams({ q, locale: 'ro', limit: '20' })}`,
      {
        headers: { authorization: `JWT ${ownerToken}` },
      },
    ).then(() => {});
  for (const q of SEARCHES) await search(q);
  await timed(
    `ingredient search as an owner (${privateCount} private ingredients)`,
    Math.max(ROUNDS, SEARCHES.length * 2),
    (round) => search(SEARCHES[round % SEARCHES.length] as string),
    { p95: 50 },
  );

  return slugs;
}

/**
 * Waits until no menu row has been stored for 10 s (at most 10 minutes): a sitemap build that
 * Node's fetch gave up on goes on asking the CMS for every menu, and would weigh on what follows.
 */
async function waitForQuiet(db: pg.Client) {
  const started = performance.now();
  const stored = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM public_documents')).rows[0]?.n,
    );
  let last = await stored();
  while (performance.now() - started < 600_000) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const now = await stored();
    if (now === last) break;
    last = now;
  }
  console.log(
    `  (waited ${((performance.now() - started) / 1000).toFixed(0)} s for the CMS to stop storing menus: ${last} rows stored)`,
  );
}

/** Memory after every menu page went through the storefront, then a library food's change. */
async function measureAtScale(context: MenuContext, slugs: readonly string[]) {
  const { cmsUrl, storefrontUrl, host } = context;
  // Every restaurant's menu page through the storefront, four at a time, within CYCLE_SECONDS.
  const cycleStarted = performance.now();
  const deadline = cycleStarted + CYCLE_SECONDS * 1000;
  let cycled = 0;
  let cursor = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (cursor < slugs.length && performance.now() < deadline) {
        const slug = slugs[cursor++] as string;
        await expectOk(`${storefrontUrl}/ro/restaurant/${slug}`, { headers: host });
        cycled++;
      }
    }),
  );
  const cmsRss = context.cms.child.pid ? groupRssMb(context.cms.child.pid) : NaN;
  const storefront = context.storefront.child.pid
    ? processRss(context.storefront.child.pid)
    : { rss: NaN, anon: NaN, file: NaN };
  console.log(
    `  resident memory after ${cycled} of ${slugs.length} menu pages (${((performance.now() - cycleStarted) / 1000).toFixed(0)} s): CMS ${cmsRss.toFixed(0)} MB (its process group), storefront ${storefront.rss.toFixed(0)} MB (its server process alone: ${storefront.anon.toFixed(0)} MB anonymous, ${storefront.file.toFixed(0)} MB file-backed)  ${verdict(storefront.rss, 400, 'MB')}`,
  );

  const adminToken = await login(cmsUrl, 'admin@scale.example', context.password);
  await changeFood(context, adminToken, NARROW_FOOD, { p95: 3000 });
  await changeFood(context, adminToken, WIDE_FOOD);
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
  const password = randomBytes(18).toString('base64url');
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), durable: false });
  let db: pg.Client | undefined;
  try {
    await postgres.createDatabase('scale');
    const [cmsPort, storefrontPort] = [await freePort(), await freePort()];
    const cmsUrl = `http://localhost:${cmsPort}`;
    const storefrontUrl = `http://localhost:${storefrontPort}`;
    const env: ChildEnv = {
      ...inheritedEnv(),
      DATABASE_URL: postgres.url('scale'),
      PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
      SERVER_URL: cmsUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      NEXT_TELEMETRY_DISABLED: '1',
      SCALE_PASSWORD: password,
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
    const fillStarted = performance.now();
    const filled = await fill.exited;
    const fillSeconds = ((performance.now() - fillStarted) / 1000).toFixed(0);
    if (filled.code !== 0) throw new Error('Filling the database failed: see its output above');

    await ensureCmsBuild({ env, onSpawn });
    await ensureStorefrontBuild({ env, onSpawn });
    const cms = spawnService('cms', process.execPath, cmsServerArguments(cmsPort), {
      cwd: paths.cmsDir,
      env: { ...env, NODE_ENV: 'production', PORT: String(cmsPort) },
    });
    children.push(cms);
    await waitForHttp(`${cmsUrl}/api/public/brands`, { timeoutMs: 120_000 });
    // As production starts it (storefront/Dockerfile, `npm start -w storefront`): its heap capped
    // and two malloc arenas. Node loads tsx itself, so the spawned process is the server (tsx's
    // CLI would be a parent process of its own, whose memory is not the storefront's).
    const storefront = spawnService(
      'storefront',
      process.execPath,
      ['--max-old-space-size=384', '--import', 'tsx', 'server.ts'],
      {
        cwd: paths.storefrontDir,
        env: {
          ...env,
          NODE_ENV: 'production',
          MALLOC_ARENA_MAX: '2',
          PORT: String(storefrontPort),
          CMS_URL: cmsUrl,
        },
      },
    );
    children.push(storefront);
    await waitForHttp(`${storefrontUrl}/healthz`, { timeoutMs: 60_000 });
    const host = { host: 'scale.localhost' };
    db = new pg.Client({ connectionString: postgres.url('scale') });
    await db.connect();

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
    const warmPage = Math.min(2, lastPage);
    await expectOk(`${cmsUrl}/api/public/restaurants?locale=ro&page=${warmPage}`);
    await expectOk(`${storefrontUrl}/ro/restaurant?page=${warmPage}`, { headers: host });
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
    const context = { cmsUrl, storefrontUrl, host, db, cms, storefront, password };
    const slugs = await measureMenus(context);
    console.log('');
    let files: string[] = [];
    const sitemapIndex = async () => {
      const xml = await expectOk(`${storefrontUrl}/sitemap.xml`, { headers: host });
      files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    };
    try {
      await timed('storefront sitemap index, first (cold) read', 1, sitemapIndex);
      await timed('storefront sitemap index', ROUNDS, sitemapIndex);
      // Asked for as crawlers do (gzip or brotli): the first read makes the file, the later ones
      // get the bytes kept of it. Timed to its last byte as sent: fetch() would add the time it
      // takes to decompress 28 MB here.
      const sitemapFile = () => rawGet(`${storefrontUrl}/sitemap-1.xml`, host.host).then(() => {});
      await timed(`storefront sitemap file 1 of ${files.length}, first read`, 1, sitemapFile);
      await timed(`storefront sitemap file 1 of ${files.length}, again`, ROUNDS, sitemapFile);
    } catch (error) {
      // Its first read asks the CMS for every restaurant's menu: at scale it may not finish.
      console.log(`  storefront sitemap: failed (${String(error).slice(0, 160)})`);
    }
    await waitForQuiet(db);
    await measureAtScale(context, slugs);
    const [{ size: databaseSize } = { size: '?' }] = (
      await db.query<{ size: string }>(
        'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
      )
    ).rows;
    console.log(`  database size at the end: ${databaseSize}; the fill took ${fillSeconds} s`);
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
