/**
 * Latency of GET /api/ingredients/search as an owner: the whole CIQUAL library (with the shipped
 * kitchen names) plus N private ingredients (default 10 000, all matching the common words) of
 * the owner's restaurant or spread over R restaurants (the owner's first among them), through
 * Payload's REST handler with JWT authentication, as a browser's request. Prints p50, p95 and p99
 * over a fixed list of queries and each query's own p50 and p95; no threshold. With
 * --explain=p,pu it then prints EXPLAIN (ANALYZE, BUFFERS) of the ranking statements those
 * queries may run as the owner (weighing the leading ingredients, weighing every one).
 *
 * Runs on a throw-away embedded PostgreSQL (fsync off, as in the tests) with the committed
 * migrations. Says what it is doing at each step (the import and the 10 000 rows take a minute or
 * more on a busy machine, and a silent bench looks hung) and reads nothing from stdin.
 *
 * Run: npm run bench:ingredient-search [-- --private=10000 --restaurants=1 --rounds=20
 * --explain=p,pu]. The script sets NODE_ENV=production: outside production Payload's init spawns
 * `payload generate:types` in the background, a second Node process compiling the config while
 * the requests are timed, rewriting cms/src/payload-types.ts and outliving the bench
 * (prepareDatabase runs production for the same reason).
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from '@nutrimenu/devstack/bench/benchFigures';
import { startEmbeddedPostgres } from '@nutrimenu/devstack/postgres/embeddedPostgres';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { Pool } from 'pg';

const argument = (name: string, fallback: number) => {
  const value = Number(
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback,
  );
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const privateCount = argument('private', 10_000);
const rounds = argument('rounds', 20);
const restaurantCount = Math.max(1, argument('restaurants', 1));
const explained = (process.argv.find((arg) => arg.startsWith('--explain='))?.split('=')[1] ?? '')
  .split(',')
  .filter(Boolean);

const QUERIES: [string, string][] = [
  ['faina', 'ro'],
  ['ceapa', 'ro'],
  ['smantana', 'ro'],
  ['piept pui', 'ro'],
  ['p', 'ro'],
  ['pu', 'ro'],
  ['pui', 'ro'],
  ['c', 'ro'],
  ['m', 'de'],
  ['lapte', 'ro'],
  ['ulei floarea', 'ro'],
  ['cartofi', 'ro'],
  ['branza', 'ro'],
  ['zahar', 'ro'],
  ['sare', 'ro'],
  ['ou', 'ro'],
  ['unt', 'ro'],
  ['rosii', 'ro'],
  ['pizza', 'ro'],
  ['chicken', 'en'],
  ['mehl', 'de'],
  ['tejfol', 'hu'],
  ['sos casa 12', 'ro'],
];
const WORDS = [
  'sos',
  'pui',
  'porc',
  'vită',
  'ceapă',
  'smântână',
  'făină',
  'lapte',
  'brânză',
  'ulei',
  'roșii',
  'cartofi',
  'casa',
  'mix',
  'marinată',
  'afumat',
];

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
    // One import at a time: importing Payload, the config and the migrations at once (through
    // tsx's loader hooks, Node 20) sometimes never settles; with PostgreSQL's child process
    // keeping the event loop alive the bench then waits forever, silently (without it, Node exits
    // with code 13, "unsettled top-level await").
    const { getPayload, createLocalReq } = await import('payload');
    const { default: config } = await import('../src/payload.config');
    const { migrations } = await import('../src/migrations');
    const { importCiqual } = await import('../src/ciqual/importCiqual');
    const { progressReporter } = await import('../src/utilities/progressReporter');
    const { executeSql } = await import('../src/utilities/executeSql');
    const { seedAccessWorld, PASSWORD } = await import('../test/helpers/accessWorld');
    const { createApiClient } = await import('../test/helpers/apiClient');
    const { ingredientRankingSql } = await import(
      '../src/collections/Ingredients/search/ingredientRankingSql'
    );
    const { searchWords } = await import('@nutrimenu/core/locale');
    payload = await getPayload({ config });
    await payload.db.migrate({ migrations: migrations as never });

    const world = await seedAccessWorld(payload);
    console.log('importing the CIQUAL library…');
    const imported = await importCiqual({
      payload,
      onProgress: progressReporter('CIQUAL', { log: console.log }),
    });
    const req = await createLocalReq({}, payload);
    // The owner's restaurant first, then the others: ingredient n belongs to restaurant n % R.
    const owners = [world.restaurant.A];
    if (restaurantCount > 1) {
      console.log(`inserting ${restaurantCount - 1} more restaurants…`);
      const rows = await executeSql<{ id: number }>(
        req,
        sql`INSERT INTO restaurants (name, slug, brand_id, city, city_slug, default_locale, currency, public_menu)
            SELECT 'Bench ' || n, 'bench-' || n, ${world.brand.A}, 'Sibiu', 'sibiu', 'ro', 'RON', false
            FROM generate_series(1, ${restaurantCount - 1}) AS n
            RETURNING id`,
      );
      owners.push(...rows.map((row) => Number(row.id)));
    }
    console.log(`inserting ${privateCount} private ingredients…`);
    const names = Array.from({ length: privateCount }, (_, index) => {
      const word = (k: number) => WORDS[(index * k + k) % WORDS.length];
      return `${word(3)} ${word(7)} ${word(11)} ${index}`;
    });
    await executeSql(
      req,
      sql`WITH inserted AS (
            INSERT INTO ingredients (restaurant_id, source_kind, allergens_declared, created_at, updated_at)
            SELECT (${`{${owners.join(',')}}`}::int[])[1 + n % ${owners.length}], 'manual', false, now(), now()
            FROM generate_series(0, ${privateCount - 1}) AS n
            RETURNING id
          ), numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM inserted)
          INSERT INTO ingredients_locales (name, _locale, _parent_id)
          SELECT t.name, 'ro', numbered.id
          FROM json_array_elements_text(${JSON.stringify(names)}::json) WITH ORDINALITY AS t(name, n)
          JOIN numbered ON numbered.n = t.n`,
    );
    await executeSql(req, sql`ANALYZE`);
    console.log(
      `${imported.total} CIQUAL foods and ${privateCount} private ingredients over ${owners.length} restaurants`,
    );

    const api = createApiClient(payload.config);
    const token = await api.login(world.users.ownerA.email, PASSWORD);
    const timings: number[] = [];
    const byQuery = new Map<string, number[]>();
    console.log(`timing ${rounds} rounds of ${QUERIES.length} queries (after one to warm up)…`);
    for (let round = -1; round < rounds; round++) {
      for (const [q, locale] of QUERIES) {
        const started = performance.now();
        const response = await api.rest(
          'GET',
          `ingredients/search?${new URLSearchParams({ q, locale, limit: '20' })}`,
          { token },
        );
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`${q}: ${response.status}`);
        if (round < 0) continue; // round -1 warms up
        timings.push(ms);
        byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
      }
    }
    timings.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      [
        '',
        `GET /api/ingredients/search as an owner (${timings.length} requests, ${QUERIES.length} queries, limit 20, ${privateCount} private ingredients over ${owners.length} restaurants, PostgreSQL 18 embedded)`,
        `  p50 ${ms(percentile(timings, 50))}  p95 ${ms(percentile(timings, 95))}  p99 ${ms(percentile(timings, 99))}  max ${ms(timings.at(-1) ?? Number.NaN)}`,
        '  each query: p50 / p95',
        ...[...byQuery].map(([q, list]) => {
          const sorted = [...list].sort((x, y) => x - y);
          return `    "${q}" (${QUERIES.find(([text]) => text === q)?.[1]}) ${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`;
        }),
      ].join('\n'),
    );
    for (const q of explained) {
      // A short query runs the leading ranking first, and the full one when it does not settle.
      for (const weighs of ['leading', 'every'] as const) {
        const plan = await executeSql<{ 'QUERY PLAN': string }>(
          req,
          sql`EXPLAIN (ANALYZE, BUFFERS) ${ingredientRankingSql(
            { words: searchWords(q), locale: 'ro', restaurants: [world.restaurant.A], limit: 20 },
            weighs,
          )}`,
        );
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS) "${q}" (ro, as the owner), weighing ${weighs}`);
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    if (payload) {
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
    console.error(error);
    process.exit(1);
  },
);
