/**
 * What a public menu read costs, on a menu of 248 dishes in 12 sections offered in 3 locales
 * (the size the demo menu was grown to when reads were measured at 200–460 ms each):
 *
 * - before: the menu built on every request, as the endpoint did before menus were stored
 *   (buildPublicMenu, the contract check, the ETag compared with the fresh document's), for a
 *   200 and for a 304;
 * - cold: a read that finds no stored row (just after the migration) and builds and stores it;
 * - warm: a read of the stored row, and its 304, through the production server's front (a stored
 *   menu answered before Next and Payload: src/publicApi/front) and through Payload's handler
 *   alone (what Payload's request machinery costs);
 * - the QR redirect's `?only=locales`;
 * - what a save now pays for it: a dish's price changed, its restaurant's menus rebuilt.
 *
 * Every HTTP figure goes through the front and the function the Next route exports (Payload's
 * REST handler) behind a plain node:http server, as server.ts puts them, under autocannon
 * (10 connections, 10 s after a 1 s warm-up),
 * with p50/p95 from every response's latency. Real PostgreSQL 18 (embedded, fsync off). Prints
 * figures only; no threshold fails the run.
 *
 * Run: npm run bench:public-menu-read [-- --seconds=10 --connections=10]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publicMenuSchema } from '@nutrimenu/core/contract';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import autocannon from 'autocannon';
import type { Payload } from 'payload';
import pg from 'pg';
import { cloneRecipes } from '../test/helpers/cloneRecipes';

const DISHES = 248;
const SECTIONS = 12;
const SLUG = 'bench-bistro';
const COLD_RUNS = 15;
const SAVE_RUNS = 5;

const argument = (name: string, fallback: number) => {
  const value = Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const SECONDS = argument('seconds', 10);
const CONNECTIONS = argument('connections', 10);

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Figures {
  p50: number;
  p95: number;
  perSecond: number | null;
  statuses: string;
}

function line(label: string, figures: Figures): string {
  const rate = figures.perSecond === null ? '' : `, ${figures.perSecond.toFixed(0)} req/s`;
  return `${label.padEnd(44)} p50 ${ms(figures.p50).padStart(9)}, p95 ${ms(figures.p95).padStart(9)}${rate} (${figures.statuses})`;
}

/** autocannon on one URL: a 1 s warm-up, then the run, p50/p95 from every response. */
async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // A slow build must count as slow, not be dropped at autocannon's default 10 s timeout.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers, timeout: 120 });
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 120 },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      samples.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    perSecond: result.requests.average,
    statuses: [...statuses].map(([status, count]) => `${count}×${status}`).join(' '),
  };
}

async function seed(payload: Payload, databaseUrl: string): Promise<{ dish: number }> {
  const brand = await payload.create({
    collection: 'brands',
    data: {
      name: 'Bench brand',
      key: 'bench',
      companyName: 'Bench SRL',
      homeUrl: 'https://example.com',
      isFallback: true,
    },
  });
  const restaurant = (
    await payload.create({
      collection: 'restaurants',
      data: {
        name: 'Bench Bistro',
        slug: SLUG,
        brand: brand.id,
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro', 'en', 'hu'],
        currency: 'RON',
      },
    })
  ).id;
  await payload.create({
    collection: 'subscriptions',
    data: {
      restaurant,
      plan: 'standard',
      status: 'active',
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  const ingredients: number[] = [];
  for (const [index, name] of ['făină', 'ou', 'lapte', 'unt', 'morcov', 'țelină'].entries()) {
    const created = await payload.create({
      collection: 'ingredients',
      data: {
        name,
        restaurant,
        nutrients: {
          fat: index + 1,
          saturates: 0.5,
          carbohydrate: 20,
          sugars: 3,
          fibre: 2,
          protein: 6,
          salt: 0.2,
        },
        allergensDeclared: true,
        allergens: index === 0 ? ['gluten'] : index === 1 ? ['eggs'] : [],
      },
    });
    ingredients.push(created.id);
  }
  const template = await payload.create({
    collection: 'recipes',
    data: {
      restaurant,
      name: 'Ciorbă de legume',
      description: 'Ciorbă acrită cu borș, cu legume de sezon și smântână.',
      category: 'food',
      portions: 4,
      price: 24,
      lines: ingredients.map((ingredient, index) => ({
        kind: 'ingredient' as const,
        ingredient,
        quantity: 40 + index * 25,
        unit: 'g' as const,
      })),
      _status: 'published',
    },
  });
  const copies = await cloneRecipes(databaseUrl, template.id, DISHES - 1);
  const dishes = [template.id, ...copies];
  const perSection = Math.ceil(DISHES / SECTIONS);
  await payload.create({
    collection: 'menus',
    data: {
      restaurant,
      name: 'Meniu',
      slug: 'meniu',
      isDefault: true,
      sections: Array.from({ length: SECTIONS }, (_, index) => ({
        title: `Secțiunea ${index + 1}`,
        dishes: dishes.slice(index * perSection, (index + 1) * perSection),
      })),
      _status: 'published',
    },
  });
  return { dish: template.id };
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-bench-pg-'));
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-bench-media-'));
  const server = await startEmbeddedPostgres({ dir, durable: false });
  let payload: Payload | undefined;
  let http: ReturnType<typeof createServer> | undefined;
  let closeFront: (() => Promise<void>) | undefined;
  try {
    await server.createDatabase('bench');
    const databaseUrl = server.url('bench');
    // The CMS config reads its environment once, when first imported.
    process.env.DATABASE_URL = databaseUrl;
    process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex');
    process.env.MEDIA_DIR = mediaDir;
    process.env.DISABLE_PAYLOAD_HMR = 'true';
    // One import at a time (see recompute.bench.ts: tsx's loader hooks on Node 20).
    const { getPayload } = await import('payload');
    const { default: config } = await import('../src/payload.config');
    const { migrations } = await import('../src/migrations');
    const { REST_GET } = await import('@payloadcms/next/routes');
    const { buildPublicMenu } = await import('../src/publicApi/buildPublicMenu');
    const { contentVersion } = await import('../src/publicApi/contentVersion');
    payload = await getPayload({ config });
    await payload.db.migrate({ migrations: migrations as never });
    process.stdout.write(`Seeding a menu of ${DISHES} dishes…\n`);
    const { dish } = await seed(payload, databaseUrl);
    const p = payload;

    const { createPublicMenuFront } = await import('../src/publicApi/front/publicMenuFront');
    const payloadOnly = REST_GET(config);
    const front = createPublicMenuFront({
      databaseUrl,
      hasReadReplica: false,
      logger: p.logger,
      encodedBytes: 32 * 1024 * 1024,
    });
    closeFront = front.close;
    // The endpoint as it was: the menu built on every request, a 304 only after the build.
    async function before(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const outcome = await buildPublicMenu(p, {
        restaurantSlug: SLUG,
        locale: url.searchParams.get('locale') === 'en' ? 'en' : 'ro',
      });
      if ('error' in outcome) return new Response(null, { status: 404 });
      const parsed = publicMenuSchema.parse(outcome.document);
      const etag = `"${outcome.version ?? contentVersion(parsed)}"`;
      if (request.headers.get('If-None-Match') === etag) {
        return new Response(null, { status: 304, headers: { ETag: etag } });
      }
      return new Response(JSON.stringify(parsed), { headers: { ETag: etag } });
    }
    http = createServer(async (req: IncomingMessage, res: ServerResponse) => {
      if (await front.answer(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://localhost:3000');
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const request = new Request(url, { headers });
      // /payload-only/api/…: Payload's handler, which the front does not answer.
      const viaPayload = url.pathname.startsWith('/payload-only/');
      const slug = url.pathname
        .split('/')
        .filter(Boolean)
        .slice(viaPayload ? 2 : 1);
      const response = url.pathname.startsWith('/before/')
        ? await before(request)
        : await payloadOnly(request, { params: Promise.resolve({ slug }) });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    http.listen(0, '127.0.0.1');
    await new Promise((resolve) => http?.once('listening', resolve));
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const menuUrl = `${origin}/api/public/menus/${SLUG}?locale=ro`;
    const first = await fetch(menuUrl);
    const etag = first.headers.get('ETag') ?? '';
    const bytes = (await first.arrayBuffer()).byteLength;

    const lines = [
      `Public menu reads: ${DISHES} dishes, ${SECTIONS} sections, 3 offered locales, ${(bytes / 1024).toFixed(0)} KB of JSON`,
      `(autocannon ${CONNECTIONS} connections × ${SECONDS} s; PostgreSQL 18 embedded, fsync off)`,
    ];
    // One at a time, in process: what each read costs without queueing behind the others.
    const { readPublicMenu } = await import('../src/publicApi/storedDocuments/readPublicMenu');
    const { createLocalReq } = await import('payload');
    const localReq = await createLocalReq({}, p);
    const sequential = async (work: () => Promise<unknown>): Promise<Figures> => {
      const samples: number[] = [];
      for (let run = 0; run < COLD_RUNS; run += 1) {
        const started = performance.now();
        await work();
        samples.push(performance.now() - started);
      }
      return {
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        perSecond: null,
        statuses: `${COLD_RUNS} in a row`,
      };
    };
    process.stdout.write('One read at a time…\n');
    lines.push(
      line(
        'in process: build (what each read cost before)',
        await sequential(() => buildPublicMenu(p, { restaurantSlug: SLUG, locale: 'ro' })),
      ),
      line(
        'in process: stored row (each read now)',
        await sequential(() => readPublicMenu(localReq, { restaurantSlug: SLUG, locale: 'ro' })),
      ),
    );
    process.stdout.write('Before: built on every request…\n');
    lines.push(line('before: built per request, 200', await load(`${origin}/before/?locale=ro`)));
    lines.push(
      line(
        'before: built per request, 304',
        await load(`${origin}/before/?locale=ro`, { 'If-None-Match': etag }),
      ),
    );

    process.stdout.write('Cold: no stored row…\n');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const cold: number[] = [];
    for (let run = 0; run < COLD_RUNS; run += 1) {
      await client.query(`DELETE FROM public_documents WHERE key LIKE 'menu/${SLUG}/%'`);
      const started = performance.now();
      const response = await fetch(menuUrl);
      await response.arrayBuffer();
      cold.push(performance.now() - started);
    }
    await client.end();
    lines.push(
      line(`cold: built on read and stored (${COLD_RUNS} reads)`, {
        p50: percentile(cold, 50),
        p95: percentile(cold, 95),
        perSecond: null,
        statuses: 'sequential',
      }),
    );

    process.stdout.write('Warm: stored rows…\n');
    const payloadMenuUrl = `${origin}/payload-only/api/public/menus/${SLUG}?locale=ro`;
    lines.push(line('warm: stored row, 200', await load(menuUrl)));
    lines.push(line('warm: stored row, 304', await load(menuUrl, { 'If-None-Match': etag })));
    lines.push(line("warm, 200, Payload's handler alone", await load(payloadMenuUrl)));
    lines.push(
      line(
        "warm, 304, Payload's handler alone",
        await load(payloadMenuUrl, { 'If-None-Match': etag }),
      ),
    );
    lines.push(
      line(
        'QR redirect: ?only=locales, 200',
        await load(`${origin}/api/public/menus/${SLUG}?only=locales`),
      ),
    );

    process.stdout.write('Saves: a dish price changed…\n');
    const saves: number[] = [];
    for (let run = 0; run < SAVE_RUNS; run += 1) {
      const started = performance.now();
      await p.update({ collection: 'recipes', id: dish, data: { price: 25 + run } });
      saves.push(performance.now() - started);
    }
    lines.push(
      line(`save of a dish, menus rebuilt (${SAVE_RUNS} saves)`, {
        p50: percentile(saves, 50),
        p95: percentile(saves, 95),
        perSecond: null,
        statuses: 'sequential',
      }),
    );
    process.stdout.write(`\n${lines.join('\n')}\n`);
  } finally {
    http?.close();
    await closeFront?.();
    await payload?.destroy();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    await rm(mediaDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
