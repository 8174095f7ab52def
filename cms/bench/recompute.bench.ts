/**
 * What it costs to change an ingredient that N published dishes use: the time from the update
 * request until its transaction has committed with every dependent recomputed (the bulk
 * recompute runs inside the save). Targets on the 2-core machine: 1,000 dependents ≤ 3 s,
 * 10,000 ≤ 30 s. Each dish uses the ingredient directly and through a sub-recipe; the dishes are
 * copies of one saved through Payload, made with SQL (test/helpers/cloneRecipes) so that 10,000
 * of them take seconds to set up, not the ~17 minutes of 10,000 saves.
 *
 * Runs the real CMS (Payload, its hooks) on a throw-away embedded PostgreSQL in a temporary
 * directory, with the committed migrations; fsync is off there, as in the tests.
 *
 * Run: npm run bench:recompute [-- --recipes=1000,10000]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import type { Payload } from 'payload';
import pg, { type Pool } from 'pg';
import { cloneRecipes } from '../test/helpers/cloneRecipes';

const TARGET_MS: Record<number, number> = { 1000: 3000, 10000: 30000 };

const sizes = (
  process.argv.find((arg) => arg.startsWith('--recipes='))?.split('=')[1] ?? '1000,10000'
)
  .split(',')
  .map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  throw new Error('--recipes must list whole numbers of recipes, e.g. --recipes=1000,10000');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** One restaurant for every size. */
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

/** N published dishes using a new shared ingredient, directly and through a sub-recipe. */
async function createDependents(
  payload: Payload,
  restaurant: number,
  count: number,
  label = String(count),
): Promise<{ shared: number; dishes: number[] }> {
  const ingredient = (name: string, fat: number) =>
    payload.create({
      collection: 'ingredients',
      data: {
        name,
        restaurant,
        nutrients: {
          fat,
          saturates: fat / 3,
          carbohydrate: 20,
          sugars: 5,
          fibre: 2,
          protein: 8,
          salt: 0.5,
        },
        allergensDeclared: true,
        allergens: [],
      },
    });
  const shared = (await ingredient(`ulei comun ${label}`, 10)).id;
  const other = (await ingredient(`orez ${label}`, 1)).id;
  const sauce = await payload.create({
    collection: 'recipes',
    data: {
      restaurant,
      name: `sos ${label}`,
      category: 'food',
      portions: 1,
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
      portions: 2,
      lines: [
        { kind: 'ingredient', ingredient: shared, quantity: 50, unit: 'g' },
        { kind: 'recipe', recipe: sauce.id, quantity: 30, unit: 'g' },
        { kind: 'ingredient', ingredient: other, quantity: 150, unit: 'g' },
      ],
      _status: 'published',
    },
  });
  const copies = await cloneRecipes(process.env.DATABASE_URL as string, template.id, count - 1);
  return { shared, dishes: [template.id, ...copies] };
}

/** How many of `ids` are stored recomputed (not stale) with gluten among their allergens. */
async function upToDateWithGluten(ids: readonly number[]): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM "recipes" WHERE "id" = ANY($1::int[])
         AND "computed_stale" IS NOT TRUE
         AND "computed_result" -> 'allergens' -> 'contains' ? 'gluten'`,
      [`{${ids.join(',')}}`],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function main() {
  // The cluster directory is the temporary directory itself: as root, PostgreSQL runs as another
  // user, who could not enter a private directory above it.
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-bench-pg-'));
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-bench-media-'));
  const server = await startEmbeddedPostgres({ dir, durable: false });
  let payload: Payload | undefined;
  try {
    await server.createDatabase('bench');
    // The CMS config reads its environment once, when first imported.
    process.env.DATABASE_URL = server.url('bench');
    process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex');
    process.env.MEDIA_DIR = mediaDir;
    process.env.DISABLE_PAYLOAD_HMR = 'true';
    // One import at a time: importing these at once through tsx's loader hooks (Node 20)
    // sometimes never settles, and the bench then waits forever (see ingredientSearch.bench.ts).
    const { getPayload } = await import('payload');
    const { default: config } = await import('../src/payload.config');
    const { migrations } = await import('../src/migrations');
    const { env } = await import('../src/env');
    const { RECOMPUTE_INLINE_LIMIT } = env();
    payload = await getPayload({ config });
    await payload.db.migrate({ migrations: migrations as never });

    const restaurant = await createRestaurant(payload);
    const lines: string[] = [
      'Recompute when a shared ingredient changes (PostgreSQL 18 embedded, fsync off)',
    ];
    // A running CMS is warm: one small change first, so that the first size measured does not
    // also pay for the first run of every code path and PostgreSQL's first plans.
    const warmUp = await createDependents(payload, restaurant, 10, 'warm-up');
    await payload.update({
      collection: 'ingredients',
      id: warmUp.shared,
      data: { allergens: ['gluten'] },
    });
    for (const size of sizes) {
      process.stdout.write(`Creating ${size} dependent dishes…\n`);
      const { shared, dishes } = await createDependents(payload, restaurant, size);
      // The local API's update begins a transaction and returns once it has committed.
      const [, updateMs] = await time(() =>
        (payload as Payload).update({
          collection: 'ingredients',
          id: shared,
          data: { allergens: ['gluten'], nutrients: { fat: 12 } },
        }),
      );
      const pending = await payload.count({
        collection: 'payload-jobs',
        where: { completedAt: { exists: false } },
      });
      const withGluten = await upToDateWithGluten(dishes);
      const target = TARGET_MS[size];
      const deferred = pending.totalDocs > 0;
      lines.push(
        `  ${String(size).padStart(6)} dependents: ${seconds(updateMs)} from request to commit` +
          (target
            ? ` (target ≤ ${seconds(target)}: ${updateMs <= target ? 'met' : 'MISSED'})`
            : '') +
          `; up to date at commit: ${withGluten}/${size}` +
          `; ${deferred ? `deferred to the job (over ${RECOMPUTE_INLINE_LIMIT} recipes)` : 'inline'}`,
      );
      if (deferred) {
        // Beyond the limit: the stale marks are committed; the job recomputes in its own run.
        const [, jobMs] = await time(() =>
          (payload as Payload).jobs.run({ queue: 'default', silent: true }),
        );
        lines.push(
          `          then the job: ${seconds(jobMs)}; up to date: ${await upToDateWithGluten(dishes)}/${size}`,
        );
      }
    }
    console.log(['', ...lines].join('\n'));
  } finally {
    if (payload) {
      // Payload's destroy() leaves the adapter's pool open, and a connection still checked out
      // would keep pool.end() waiting forever: give it a moment, then let the server stop under
      // it, ignoring the disconnections.
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
