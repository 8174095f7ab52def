import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { paths } from '@nutrimenu/devstack/paths';
import { type ServiceProcess, spawnService } from '@nutrimenu/devstack/process/spawnService';
import type { Payload } from 'payload';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cloneRecipes } from './helpers/cloneRecipes';
import { inheritedEnv } from './helpers/inheritedEnv';
import { createTestPayload } from './helpers/testPayload';

/**
 * A worker killed (SIGKILL, nothing cleaned up) in the middle of a background recompute of more
 * dishes than a save recomputes inline: its job stays claimed only for the lease, then another
 * worker process takes it over and finishes it. Both workers are real processes with the real
 * config on the test's database. The inline limit is lowered so a few dishes reach the job, and
 * the test holds a lock on one dish's row so the first worker is caught inside its recompute
 * (waiting to write) when it is killed, however fast the machine.
 */

const LEASE_SECONDS = 5;
const INLINE_LIMIT = 50;
const DEPENDENTS = INLINE_LIMIT + 1;
// Read by this process's Payload (the save) and passed on to the workers.
process.env.RECOMPUTE_INLINE_LIMIT = String(INLINE_LIMIT);

let payload: Payload;
let databaseUrl: string;
const workers = new Set<ServiceProcess>();

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

function startWorker(name: string): ServiceProcess {
  const worker = spawnService(
    name,
    process.execPath,
    [
      paths.tsxBin,
      '--tsconfig',
      path.join(paths.cmsDir, 'tsconfig.json'),
      path.join(paths.cmsDir, 'test', 'helpers', 'runJobsWorker.ts'),
    ],
    {
      cwd: paths.cmsDir,
      env: {
        ...inheritedEnv(),
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
        MEDIA_DIR: process.env.MEDIA_DIR,
        NODE_ENV: 'production',
        DISABLE_PAYLOAD_HMR: 'true',
        JOB_LEASE_SECONDS: String(LEASE_SECONDS),
        RECOMPUTE_INLINE_LIMIT: String(INLINE_LIMIT),
      },
    },
  );
  workers.add(worker);
  return worker;
}

interface JobRow {
  id: number;
  processing: boolean;
  completed_at: string | null;
  has_error: boolean | null;
}

const recomputeJobs = () =>
  query<JobRow>(
    `SELECT id, processing, completed_at, has_error FROM payload_jobs
     WHERE task_slug = 'recomputeRecipes' ORDER BY id`,
  );

beforeAll(async () => {
  payload = await createTestPayload();
  databaseUrl = process.env.DATABASE_URL as string;
}, 600_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await payload?.destroy();
});

test('a recompute job whose worker was killed is finished by another worker', async () => {
  const brand = await payload.create({
    collection: 'brands',
    data: {
      name: 'Brand',
      key: 'brand',
      companyName: 'Brand SRL',
      homeUrl: 'https://example.com',
      isFallback: true,
    },
  });
  const restaurant = await payload.create({
    collection: 'restaurants',
    data: {
      brand: brand.id,
      name: 'Bistro Lease',
      slug: 'bistro-lease',
      city: 'Cluj-Napoca',
      defaultLocale: 'ro',
      offeredLocales: ['ro'],
      currency: 'RON',
    },
  });
  const spice = await payload.create({
    collection: 'ingredients',
    data: {
      name: 'condiment',
      restaurant: restaurant.id,
      nutrients: {
        fat: 1,
        saturates: 0.2,
        carbohydrate: 20,
        sugars: 1,
        fibre: 2,
        protein: 5,
        salt: 0.5,
      },
      allergensDeclared: true,
      allergens: [],
    },
  });
  const source = await payload.create({
    collection: 'recipes',
    data: {
      restaurant: restaurant.id,
      name: 'tocană',
      category: 'food',
      portions: 1,
      lines: [{ kind: 'ingredient', ingredient: spice.id, quantity: 5, unit: 'g' }],
      _status: 'published',
    },
  });
  await cloneRecipes(databaseUrl, source.id, DEPENDENTS - 1);

  // The save: too many dishes to wait for, so they are marked as updating and left to a job.
  await payload.update({
    collection: 'ingredients',
    id: spice.id,
    data: { allergens: ['celery'] },
  });
  const [queued] = await recomputeJobs();
  expect(queued).toMatchObject({ processing: false, completed_at: null });
  const [marked] = await query<{ stale: number }>(
    `SELECT count(*)::int AS stale FROM recipes WHERE computed_stale`,
  );
  expect(marked?.stale).toBe(DEPENDENTS);

  // Worker A claims the job and is killed while recomputing: a dish's row locked here holds it
  // at its write, inside the job.
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('SELECT id FROM recipes WHERE id = $1 FOR UPDATE', [source.id]);
    const first = startWorker('worker-a');
    const claimedBy = Date.now();
    for (;;) {
      const [job] = await recomputeJobs();
      const [waiting] = await query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_stat_activity
         WHERE wait_event_type = 'Lock' AND query ILIKE 'update "recipes"%'`,
      );
      if (job?.processing && waiting?.count === 1) break;
      expect(Date.now() - claimedBy, 'worker A never reached its write').toBeLessThan(180_000);
      await sleep(100);
    }
    process.kill(-(first.child.pid as number), 'SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    workers.delete(first);
  } finally {
    await lock.query('ROLLBACK');
    await lock.end();
  }
  const [orphaned] = await recomputeJobs();
  expect(orphaned).toMatchObject({ processing: true, completed_at: null });

  // Worker B takes it over once the lease has run out, and finishes it.
  const second = startWorker('worker-b');
  const status = await Promise.race([
    second.exited,
    sleep(240_000).then(() => ({ code: null, signal: 'timeout' })),
  ]);
  expect(status.code, second.tail().join('\n')).toBe(0);

  // Payload deletes a job once it completes; one that failed would stay, marked with its error.
  // The dishes below are right only if worker B ran it.
  expect(await recomputeJobs()).toEqual([]);
  const [counts] = await query<{ total: number; stale: number; right: number }>(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE computed_stale)::int AS stale,
       count(*) FILTER (WHERE computed_result->'allergens'->'contains' = '["celery"]'::jsonb
         AND (computed_result->'allergens'->>'complete')::boolean)::int AS right
     FROM recipes`,
  );
  expect(counts).toEqual({ total: DEPENDENTS, stale: 0, right: DEPENDENTS });
  const [versions] = await query<{ stale: number }>(
    `SELECT count(*)::int AS stale FROM _recipes_v WHERE latest AND version_computed_stale`,
  );
  expect(versions?.stale).toBe(0);
}, 400_000);
