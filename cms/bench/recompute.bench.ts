/**
 * What recomputation costs when a shared ingredient changes: the time for one update of an
 * ingredient that N recipes use (default 1 000) until all N are recomputed, divided by the time
 * to save the same N recipes without recomputing them. Prints figures only; no threshold.
 *
 * Runs the real CMS (Payload, its hooks and job queue) on a throw-away embedded PostgreSQL in a
 * temporary directory, with the committed migrations; fsync is off there, as in the tests.
 *
 * Run: npm run bench:recompute [-- --recipes=200]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import type { Payload } from 'payload';
import type { Pool } from 'pg';

const recipeCount = Number(
  process.argv.find((arg) => arg.startsWith('--recipes='))?.split('=')[1] ?? 1000,
);
if (!Number.isInteger(recipeCount) || recipeCount < 1) {
  throw new Error('--recipes must be a whole number of recipes, e.g. --recipes=1000');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** The world of the bench: one restaurant, a shared ingredient, a pool of others, N recipes. */
async function createRecipes(payload: Payload): Promise<{ shared: number; recipes: number[] }> {
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
  const ingredient = (name: string, fat: number) =>
    payload.create({
      collection: 'ingredients',
      data: {
        name,
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
  const shared = (await ingredient('ulei comun', 10)).id;
  const pool: number[] = [];
  for (let index = 0; index < 20; index++)
    pool.push((await ingredient(`ingredient ${index}`, index)).id);

  const recipes: number[] = [];
  for (let index = 0; index < recipeCount; index++) {
    const doc = await payload.create({
      collection: 'recipes',
      data: {
        restaurant: restaurant.id,
        name: `Rețetă ${index}`,
        slug: `reteta-${index}`,
        category: 'food',
        portions: 2,
        lines: [
          { kind: 'ingredient', ingredient: shared, quantity: 50, unit: 'g' },
          {
            kind: 'ingredient',
            ingredient: pool[index % pool.length] as number,
            quantity: 150,
            unit: 'g',
          },
          {
            kind: 'ingredient',
            ingredient: pool[(index * 7 + 3) % pool.length] as number,
            quantity: 80,
            unit: 'g',
          },
        ],
        _status: 'published',
      },
    });
    recipes.push(doc.id);
    if ((index + 1) % 100 === 0)
      process.stdout.write(`  created ${index + 1}/${recipeCount} recipes\r`);
  }
  process.stdout.write('\n');
  return { shared, recipes };
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
    const { RECOMPUTE_INLINE_LIMIT } = await import(
      '../src/collections/Recipes/graph/recomputeRecipes'
    );
    payload = await getPayload({ config });
    await payload.db.migrate({ migrations: migrations as never });

    console.log(`Creating ${recipeCount} recipes that share one ingredient…`);
    const { shared, recipes } = await createRecipes(payload);

    // (a) One update of the shared ingredient, then whatever it leaves to the job queue.
    const [, updateMs] = await time(() =>
      (payload as Payload).update({
        collection: 'ingredients',
        id: shared,
        data: { nutrients: { fat: 12 } },
      }),
    );
    const [, jobMs] = await time(async () => {
      for (;;) {
        const pending = await (payload as Payload).count({
          collection: 'payload-jobs',
          where: { completedAt: { exists: false }, hasError: { not_equals: true } },
        });
        if (pending.totalDocs === 0) return;
        await (payload as Payload).jobs.run({ queue: 'default', silent: true });
      }
    });
    const stale = await payload.count({
      collection: 'recipes',
      where: { 'computed.stale': { equals: true } },
    });
    const failed = await payload.count({
      collection: 'payload-jobs',
      where: { hasError: { equals: true } },
    });

    // (b) The same recipes saved without recomputing (the hook's `skipCompute`), one by one as
    // the job saves them, each in its own transaction.
    const [, saveMs] = await time(async () => {
      for (const id of recipes) {
        await (payload as Payload).update({
          collection: 'recipes',
          id,
          data: {},
          context: { skipCompute: true },
        });
      }
    });

    const recomputeMs = updateMs + jobMs;
    console.log(
      [
        '',
        `Recompute after one shared ingredient changes (${recipeCount} recipes, PostgreSQL 18 embedded, fsync off)`,
        `  path taken: ${recipeCount > RECOMPUTE_INLINE_LIMIT ? `background job (more than ${RECOMPUTE_INLINE_LIMIT} dependents)` : 'inline, within the update'}`,
        `  (a) update + recompute all:     ${seconds(recomputeMs)}  (update request ${seconds(updateMs)}, job ${seconds(jobMs)})`,
        `      still stale afterwards: ${stale.totalDocs}; failed jobs: ${failed.totalDocs}`,
        `  (b) save all, no recompute:     ${seconds(saveMs)}`,
        `  per recipe: (a) ${(recomputeMs / recipeCount).toFixed(1)} ms, (b) ${(saveMs / recipeCount).toFixed(1)} ms`,
        `  ratio (a)/(b): ${(recomputeMs / saveMs).toFixed(2)}`,
      ].join('\n'),
    );
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
