import type { Payload, TaskConfig, Where } from 'payload';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { createTestPayload } from './helpers/testPayload';

const JOBS = 60;
const BATCH = 5;

let first: Payload;
let second: Payload;

beforeAll(async () => {
  first = await createTestPayload();
  // A second Payload on the same database with its own connection pool: what a second CMS
  // instance is to PostgreSQL. getPayload caches one instance per key.
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../src/payload.config'),
  ]);
  second = await getPayload({ config, key: 'second-instance' });
  expect(second).not.toBe(first);
});

afterAll(async () => {
  await second?.destroy();
  await first?.destroy();
});

/** Jobs not done yet (Payload deletes a job when it completes). */
async function uncompleted(payload: Payload, where: Where = {}): Promise<number> {
  return (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, where] },
    })
  ).totalDocs;
}

/** Jobs that a run could still claim: not done, not claimed, not failed for good. */
const runnable = (payload: Payload) =>
  uncompleted(payload, { processing: { equals: false }, hasError: { not_equals: true } });

/**
 * Works the queue in small batches until no job is left, as autoRun's cron does on each tick,
 * and returns what failed (a job claimed twice can also crash Payload when the other instance
 * has already deleted it on completion).
 */
async function workQueue(payload: Payload): Promise<string[]> {
  const errors: string[] = [];
  for (let round = 0; round < JOBS && (await runnable(payload)) > 0; round += 1) {
    try {
      await payload.jobs.run({ limit: BATCH, queue: 'default' });
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return errors;
}

let runs: Map<number | string, number>;
let byInstance: Map<Payload, number>;
let restoreHandler = () => {};

// Both instances share the sanitized config, so the task's handler is replaced for both: it
// counts its runs per job (and per instance) instead of recomputing recipes, and takes a little
// time, as real work does, so the instances' runs overlap.
beforeEach(() => {
  runs = new Map();
  byInstance = new Map();
  const task = first.config.jobs.tasks?.find(
    (candidate) => candidate.slug === 'recomputeRecipes',
  ) as TaskConfig | undefined;
  if (!task) throw new Error('the recomputeRecipes task is not configured');
  const original = task.handler;
  task.handler = async ({ job, req }) => {
    runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    byInstance.set(req.payload, (byInstance.get(req.payload) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { output: { recomputed: 0 } };
  };
  restoreHandler = () => {
    task.handler = original;
  };
});

afterEach(() => restoreHandler());

const queueJob = async (i: number) =>
  (
    await first.jobs.queue({
      task: 'recomputeRecipes',
      input: { field: 'ingredient', ids: [i] },
    })
  ).id;

test('two instances working the queue at once run each job exactly once', async () => {
  const queued: (number | string)[] = [];
  for (let i = 0; i < JOBS; i += 1) queued.push(await queueJob(i));

  const errors = (await Promise.all([workQueue(first), workQueue(second)])).flat();

  const twice = [...runs].filter(([, count]) => count > 1);
  expect({ errors, twice }, 'failed runs, and jobs run more than once: [job id, runs]').toEqual({
    errors: [],
    twice: [],
  });
  expect(await uncompleted(first)).toBe(0);
  expect([...runs.keys()].sort()).toEqual([...queued].sort());
  // Both instances took part: the exactly-once above was a contest, not one instance alone.
  expect(byInstance.get(first) ?? 0, 'jobs run by the first instance').toBeGreaterThan(0);
  expect(byInstance.get(second) ?? 0, 'jobs run by the second instance').toBeGreaterThan(0);
});

test('two instances running the same job by id at once run it once', async () => {
  const id = await queueJob(JOBS);

  const results = await Promise.allSettled([
    first.jobs.runByID({ id }),
    second.jobs.runByID({ id }),
  ]);

  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  expect(runs.get(id)).toBe(1);
  expect(await uncompleted(first)).toBe(0);
});

test('a job that fails is claimed again for its retry, and runs no more', async () => {
  const task = first.config.jobs.tasks?.find(
    (candidate) => candidate.slug === 'recomputeRecipes',
  ) as TaskConfig;
  const counting = task.handler;
  task.handler = async (args) => {
    await (counting as (a: typeof args) => Promise<unknown>)(args);
    if (runs.get(args.job.id) === 1) throw new Error('first attempt fails');
    return { output: { recomputed: 0 } };
  };
  const id = await queueJob(JOBS + 1);

  const errors = (await Promise.all([workQueue(first), workQueue(second)])).flat();

  expect(errors).toEqual([]);
  expect(runs.get(id), 'one failed attempt, one retry').toBe(2);
  expect(await uncompleted(first)).toBe(0);
});
