import { type PublicDish, publicMenuSchema } from '@nutrimenu/core/contract';
import { ENGINE_VERSION } from '@nutrimenu/core/recipe';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queueOutdatedRecompute } from '../src/collections/Recipes/engine/queueOutdatedRecompute';
import { executeSql } from '../src/utilities/executeSql';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const ORIGIN = 'http://localhost:3000';

let payload: Payload;
let api: ReturnType<typeof createApiClient>;

interface StoredRow {
  id: number;
  result: unknown;
  error: unknown;
  portion: string | null;
  food_cost: string | null;
  computed_engine: string | null;
  costing_engine: string | null;
  stale: boolean;
  costing_stale: boolean;
}

async function storedRows(): Promise<StoredRow[]> {
  const req = await createLocalReq({}, payload);
  return executeSql<StoredRow>(
    req,
    sql`SELECT "id", "computed_result" AS "result", "computed_error" AS "error",
        "costing_portion_cost_minor" AS "portion", "costing_food_cost_percent" AS "food_cost",
        "computed_engine_version" AS "computed_engine", "costing_engine_version" AS "costing_engine",
        "computed_stale" AS "stale", "costing_stale" AS "costing_stale"
      FROM "recipes" ORDER BY "id"`,
  );
}

async function run(statement: ReturnType<typeof sql>) {
  await executeSql(await createLocalReq({}, payload), statement);
}

async function publicDishes(): Promise<PublicDish[]> {
  const { docs } = await payload.find({ collection: 'restaurants', limit: 0, depth: 0 });
  const dishes: PublicDish[] = [];
  for (const restaurant of docs) {
    const response = await api.send(
      new Request(new URL(`/api/public/menus/${restaurant.slug}?locale=ro`, ORIGIN)),
    );
    if (response.status !== 200) continue;
    const menu = publicMenuSchema.parse(await response.json());
    dishes.push(...(menu.menu?.sections ?? []).flatMap((section) => section.dishes));
  }
  return dishes;
}

beforeAll(async () => {
  payload = await createTestPayload({ seed: 'demo' });
  api = createApiClient(payload.config);
  // The run's seeded template is made on first use: the demo's seed, minutes on a loaded machine.
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
});

test('results from an older engine, or never costed, are recomputed in the background and stamped', async () => {
  const current = await storedRows();
  expect(current.length).toBeGreaterThan(10);
  // The demo, seeded with this engine, is current: nothing to queue.
  for (const row of current) {
    expect(Number(row.computed_engine), `recipe ${row.id}`).toBe(ENGINE_VERSION);
    expect(Number(row.costing_engine), `recipe ${row.id}`).toBe(ENGINE_VERSION);
  }
  expect(await queueOutdatedRecompute(payload)).toBe(0);
  const shownBefore = await publicDishes();
  expect(shownBefore.length).toBeGreaterThan(0);
  expect(shownBefore.every((dish) => dish.updating === undefined)).toBe(true);

  // What the database holds after core's arithmetic moved on (ENGINE_VERSION bumped past the
  // stamps): every dish with figures of the previous engine (here: another dish's, so a missed
  // recompute shows), and the dishes stored before costing existed with no costing at all.
  const [first] = current;
  await run(sql`UPDATE "recipes" SET "computed_engine_version" = ${ENGINE_VERSION - 1},
    "costing_engine_version" = ${ENGINE_VERSION - 1},
    "computed_result" = (SELECT "computed_result" FROM "recipes" WHERE "id" = ${first?.id}),
    "costing_portion_cost_minor" = 1, "costing_food_cost_percent" = 99`);
  await run(sql`UPDATE "recipes" SET "costing_status" = NULL, "costing_portion_cost_minor" = NULL,
    "costing_currency" = NULL, "costing_food_cost_percent" = NULL, "costing_computed_at" = NULL,
    "costing_engine_version" = NULL, "computed_engine_version" = ${ENGINE_VERSION}
    WHERE "id" % 3 = 0`);

  // At start: every outdated dish is marked as being updated on the public menu.
  expect(await queueOutdatedRecompute(payload)).toBe(current.length);
  // A second start meanwhile queues no second job.
  expect(await queueOutdatedRecompute(payload)).toBe(current.length);
  const waiting = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'recomputeOutdatedResults' } },
    limit: 0,
  });
  expect(waiting.totalDocs).toBe(1);
  const shownWhileUpdating = await publicDishes();
  expect(shownWhileUpdating.length).toBe(shownBefore.length);
  for (const dish of shownWhileUpdating) {
    expect(dish.updating, dish.name).toBe(true);
    expect(dish.nutrition, dish.name).toBeNull();
  }

  await payload.jobs.run({ queue: 'default' });

  const after = await storedRows();
  expect(after.map((row) => row.id)).toEqual(current.map((row) => row.id));
  for (const [index, row] of after.entries()) {
    const before = current[index] as StoredRow;
    expect(row.result, `recipe ${row.id}`).toEqual(before.result);
    expect(row.error, `recipe ${row.id}`).toEqual(before.error);
    expect(row.portion, `recipe ${row.id}`).toEqual(before.portion);
    expect(row.food_cost, `recipe ${row.id}`).toEqual(before.food_cost);
    expect(Number(row.computed_engine), `recipe ${row.id}`).toBe(ENGINE_VERSION);
    expect(Number(row.costing_engine), `recipe ${row.id}`).toBe(ENGINE_VERSION);
    expect(row.stale, `recipe ${row.id}`).toBe(false);
  }
  expect(await publicDishes()).toEqual(shownBefore);
  expect(await queueOutdatedRecompute(payload)).toBe(0);
});
