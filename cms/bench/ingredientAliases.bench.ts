/**
 * How well the ingredient search understands a kitchen: every query of
 * cms/test/data/ingredientSearchQueries.csv (the 7 locales, with and without diacritics, kitchen
 * words and aliases) through GET /api/ingredients/search as an owner, on the whole CIQUAL library
 * as the import writes it (names.csv and aliases.csv included). Prints top-1 and top-3 accuracy
 * and the queries whose expected food is not in the first three; the goal is top-3 ≥ 95 %
 * (test/ingredientAliases.int.test.ts holds the search to it).
 *
 * Runs on a throw-away embedded PostgreSQL with the committed migrations, like
 * ingredientSearch.bench.ts (whose header says why NODE_ENV=production).
 *
 * Run: npm run bench:ingredient-aliases
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import type { Payload } from 'payload';
import pg from 'pg';

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
    // One import at a time (see ingredientSearch.bench.ts: parallel imports under tsx can hang).
    const { getPayload } = await import('payload');
    const { default: config } = await import('../src/payload.config');
    const { migrations } = await import('../src/migrations');
    const { importCiqual } = await import('../src/ciqual/importCiqual');
    const { progressReporter } = await import('../src/utilities/progressReporter');
    const { seedAccessWorld, PASSWORD } = await import('../test/helpers/accessWorld');
    const { createApiClient } = await import('../test/helpers/apiClient');
    const { measureSearchAccuracy, missedQueries, readExpectedQueries } = await import(
      '../test/helpers/ingredientSearchAccuracy'
    );
    payload = await getPayload({ config });
    await payload.db.migrate({ migrations: migrations as never });
    const world = await seedAccessWorld(payload);
    console.log('importing the CIQUAL library…');
    await importCiqual({ payload, onProgress: progressReporter('CIQUAL', { log: console.log }) });

    const api = createApiClient(payload.config);
    const token = await api.login(world.users.ownerA.email, PASSWORD);
    const queries = await readExpectedQueries();
    const accuracy = await measureSearchAccuracy(api, token, queries);
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    const locales = [...new Set(queries.map(({ locale }) => locale))];
    console.log(
      [
        '',
        `Ingredient search, ${queries.length} kitchen queries (limit 20, as an owner)`,
        `  top-1 ${percent(accuracy.top1)}  top-3 ${percent(accuracy.top3)}  (goal top-3 ≥ 95 %)`,
        ...locales.map((locale) => {
          const mine = accuracy.outcomes.filter((outcome) => outcome.locale === locale);
          const within = (best: number) =>
            mine.filter(({ place }) => place !== null && place <= best).length / mine.length;
          return `  ${locale}: ${mine.length} queries, top-1 ${percent(within(1))}, top-3 ${percent(within(3))}`;
        }),
        '  not in the first three:',
        ...missedQueries(accuracy).map((line) => `    ${line}`),
      ].join('\n'),
    );
  } finally {
    if (payload) {
      // As in ingredientSearch.bench.ts: destroy() leaves the pool's clients open, and ending
      // them after PostgreSQL stopped throws.
      const pool =
        'pool' in payload.db && payload.db.pool instanceof pg.Pool ? payload.db.pool : null;
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
    console.error(error);
    process.exit(1);
  },
);
