/**
 * What it costs to change the price of an ingredient that N priced dishes use: the time from the
 * price's create request until its transaction has committed with every dependent dish recosted
 * (the recost runs inside the save), then where that time goes, the cost computation's share
 * among them. Target on the 2-core machine, as for the nutrition's recompute: 1,000 dishes ≤ 3 s.
 * Each dish uses the ingredient directly and through a sub-recipe; the dishes are copies of one
 * saved through Payload, made with SQL (test/helpers/cloneRecipes).
 *
 * Runs the real CMS (Payload, its hooks) on a throw-away embedded PostgreSQL in a temporary
 * directory, with the committed migrations; fsync is off there, as in the tests.
 *
 * Run: npm run bench:cost-recompute [-- --recipes=1000,5000]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import { createLocalReq, type Payload } from 'payload';
import pg, { type Pool } from 'pg';
import { cloneRecipes } from '../test/helpers/cloneRecipes';

const TARGET_MS: Record<number, number> = { 1000: 3000 };

const sizes = (process.argv.find((arg) => arg.startsWith('--recipes='))?.split('=')[1] ?? '1000')
  .split(',')
  .map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  throw new Error('--recipes must list whole numbers of recipes, e.g. --recipes=1000,5000');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function createRestaurant(payload: Payload): Promise<number> {
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
  const restaurant = await payload.create({
    collection: 'restaurants',
    data: {
      name: 'Bench Bistro',
      slug: 'bench-bistro',
      brand: brand.id,
      city: 'Cluj-Napoca',
      defaultLocale: 'ro',
      offeredLocales: ['ro'],
      currency: 'RON',
    },
  });
  return restaurant.id;
}

const priceOf = (restaurant: number, ingredient: number, price: number) => ({
  restaurant,
  ingredient,
  price,
  packQuantity: 1,
  packUnit: 'kg' as const,
  validFrom: new Date(Date.now() - 60_000).toISOString(),
});

/** N priced, published dishes using a new priced ingredient, directly and through a sub-recipe. */
async function createDependents(
  payload: Payload,
  restaurant: number,
  count: number,
  label = String(count),
): Promise<{ shared: number; dishes: number[] }> {
  const ingredient = async (name: string, price: number) => {
    const doc = await payload.create({
      collection: 'ingredients',
      data: {
        name,
        restaurant,
        nutrients: { fat: 10, saturates: 3, carbohydrate: 20, sugars: 5, protein: 8, salt: 0.5 },
        allergensDeclared: true,
        allergens: [],
      },
    });
    await payload.create({
      collection: 'ingredient-prices',
      data: priceOf(restaurant, doc.id, price),
    });
    return doc.id;
  };
  const shared = await ingredient(`ulei comun ${label}`, 12.49);
  const other = await ingredient(`orez ${label}`, 6.2);
  const sauce = await payload.create({
    collection: 'recipes',
    data: {
      restaurant,
      name: `sos ${label}`,
      category: 'food',
      portions: 1,
      yieldKind: 'ratio',
      yieldRatio: 0.8,
      lines: [{ kind: 'ingredient', ingredient: shared, quantity: 40, unit: 'g' }],
      onMenu: false,
      _status: 'published',
    },
  });
  const template = await payload.create({
    collection: 'recipes',
    data: {
      restaurant,
      name: `fel ${label}`,
      category: 'food',
      price: 32.5,
      portions: 2,
      lines: [
        { kind: 'ingredient', ingredient: shared, quantity: 50, unit: 'g', coldLossPercent: 5 },
        { kind: 'recipe', recipe: sauce.id, quantity: 30, unit: 'g' },
        { kind: 'ingredient', ingredient: other, quantity: 150, unit: 'g' },
      ],
      _status: 'published',
    },
  });
  const copies = await cloneRecipes(process.env.DATABASE_URL as string, template.id, count - 1);
  return { shared, dishes: [template.id, ...copies] };
}

/** How many of `ids` are stored recosted (not stale) at or after `since`. */
async function recostedSince(ids: readonly number[], since: Date): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM "recipes" WHERE "id" = ANY($1::int[])
         AND "costing_stale" IS NOT TRUE AND "costing_status" = 'complete'
         AND "costing_computed_at" >= $2`,
      [`{${ids.join(',')}}`, since.toISOString()],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-bench-pg-'));
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-bench-media-'));
  const server = await startEmbeddedPostgres({ dir, durable: false });
  let payload: Payload | undefined;
  try {
    await server.createDatabase('bench');
    process.env.DATABASE_URL = server.url('bench');
    process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex');
    process.env.MEDIA_DIR = mediaDir;
    process.env.DISABLE_PAYLOAD_HMR = 'true';
    // One import at a time (see recompute.bench.ts: tsx's loader hooks on Node 20).
    const { getPayload } = await import('payload');
    const { default: config } = await import('../src/payload.config');
    const { migrations } = await import('../src/migrations');
    const { findDependentRecipes } = await import(
      '../src/collections/Recipes/graph/findDependentRecipes'
    );
    const { loadDependentGraphs } = await import(
      '../src/collections/Recipes/graph/loadDependentGraphs'
    );
    const { costInBulk } = await import('../src/costing/costInBulk');
    const { writeCosting } = await import('../src/costing/writeCosting');
    payload = await getPayload({ config });
    await payload.db.migrate({ migrations: migrations as never });

    const restaurant = await createRestaurant(payload);
    const lines: string[] = [
      'Recost when an ingredient price changes (PostgreSQL 18 embedded, fsync off)',
    ];
    const warmUp = await createDependents(payload, restaurant, 10, 'warm-up');
    await payload.create({
      collection: 'ingredient-prices',
      data: priceOf(restaurant, warmUp.shared, 13),
    });
    for (const size of sizes) {
      process.stdout.write(`Creating ${size} dependent dishes…\n`);
      const { shared, dishes } = await createDependents(payload, restaurant, size);
      const started = new Date();
      const [, saveMs] = await time(() =>
        (payload as Payload).create({
          collection: 'ingredient-prices',
          data: priceOf(restaurant, shared, 14.99),
        }),
      );
      const upToDate = await recostedSince(dishes, started);
      const target = TARGET_MS[size];
      lines.push(
        `  ${String(size).padStart(6)} dishes: ${seconds(saveMs)} from the price's request to commit` +
          (target ? ` (target ≤ ${seconds(target)}: ${saveMs <= target ? 'met' : 'MISSED'})` : '') +
          `; recosted at commit: ${upToDate}/${size}`,
      );

      // The same recost again, phase by phase, outside a save: where the time goes.
      const req = await createLocalReq({}, payload);
      const [found, findMs] = await time(() => findDependentRecipes(req, 'ingredient', [shared]));
      const [graphs, loadMs] = await time(() =>
        loadDependentGraphs(req, found.documents, found.latestVersions),
      );
      const computedAt = new Date().toISOString();
      const [figures, costMs] = await time(() =>
        costInBulk(
          req,
          graphs.recipes.map((doc, index) => ({
            key: doc.id,
            restaurant,
            graph: graphs.graphs[index] as (typeof graphs.graphs)[number],
            sale: { price: 32.5, category: 'food' },
          })),
          computedAt,
          { shared: true },
        ),
      );
      const rows = [...figures].map(([id, figure]) => ({ id, figures: figure }));
      const [, writeMs] = await time(() => writeCosting(req, 'recipes', rows, 'price', computedAt));
      const total = findMs + loadMs + costMs + writeMs;
      const share = (ms: number) => `${seconds(ms)} (${Math.round((ms / total) * 100)} %)`;
      lines.push(
        `          phase by phase: find the dependents ${share(findMs)}, load their graphs ${share(loadMs)},`,
        `          cost them (prices read, core's recipeCosts, economics) ${share(costMs)},` +
          ` write the stored documents ${share(writeMs)}`,
      );
    }
    console.log(['', ...lines].join('\n'));
  } finally {
    if (payload) {
      // See recompute.bench.ts: destroy() leaves the adapter's pool open.
      const { pool } = payload.db as unknown as { pool?: Pool };
      await payload.destroy();
      pool?.on('error', () => {});
      await Promise.race([pool?.end(), new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    await rm(mediaDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
