import { randomBytes } from 'node:crypto';
import type { ChildEnv, ServiceProcess } from '@nutrimenu/devstack/process/spawnService';
import { type PrepareResult, runDatabaseSetup } from '@nutrimenu/devstack/setup/runDatabaseSetup';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { migrations } from '../src/migrations';

const children = new Set<ServiceProcess>();
let databaseUrl: string;

beforeAll(async () => {
  const port = inject('postgresPort');
  const database = `prepare_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({
    connectionString: `postgres://postgres:nutrimenu@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  databaseUrl = `postgres://postgres:nutrimenu@127.0.0.1:${port}/${database}`;
});

afterAll(async () => {
  for (const child of children) await child.stop();
});

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Runs cms/src/seed/prepareDatabase.ts as a container (or `npm start`) does, in its own process. */
function prepareDatabase(): Promise<PrepareResult> {
  const env: ChildEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
    SERVER_URL: 'http://localhost:3000',
    NUTRIMENU_DEMO: '1',
    DEMO_PASSWORD: 'concurrent-prepare-password-1',
  };
  return runDatabaseSetup({
    env,
    onSpawn: (child) => {
      children.add(child);
      return () => children.delete(child);
    },
  });
}

test('two replicas preparing one fresh database at once: both succeed, migrations and seed apply once', async () => {
  const results = await Promise.allSettled([prepareDatabase(), prepareDatabase()]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);

  // Each committed migration recorded once (a raced migrate records it twice, or fails).
  const applied = await query<{ name: string; runs: string }>(
    `SELECT name, count(*) AS runs FROM payload_migrations WHERE name <> 'dev'
       GROUP BY name ORDER BY name`,
  );
  expect(applied.map((row) => [row.name, Number(row.runs)])).toEqual(
    migrations.map((migration) => [migration.name, 1]),
  );

  // The seed once: no library food, demo restaurant or demo account twice.
  const duplicates = await query<{ what: string; key: string; copies: string }>(`
      SELECT 'library food' AS what, source_code AS key, count(*) AS copies FROM ingredients
        WHERE restaurant_id IS NULL GROUP BY source_code HAVING count(*) > 1
      UNION ALL
      SELECT 'restaurant', slug, count(*) FROM restaurants GROUP BY slug HAVING count(*) > 1
      UNION ALL
      SELECT 'user', email, count(*) FROM users GROUP BY email HAVING count(*) > 1`);
  expect(duplicates).toEqual([]);
  const [library] = await query<{ foods: string }>(
    'SELECT count(*) AS foods FROM ingredients WHERE restaurant_id IS NULL',
  );
  expect(Number(library?.foods)).toBeGreaterThan(1000);
}, 600_000);
