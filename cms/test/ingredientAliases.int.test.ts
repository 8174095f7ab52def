import { type Locale, searchWords } from '@nutrimenu/core/locale';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importCiqual } from '../src/ciqual/importCiqual';
import { ingredientRankingSql } from '../src/collections/Ingredients/search/ingredientRankingSql';
import { rankedIngredientIds } from '../src/collections/Ingredients/search/rankedIngredientIds';
import { executeSql } from '../src/utilities/executeSql';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import {
  type ExpectedQuery,
  measureSearchAccuracy,
  missedQueries,
  readExpectedQueries,
} from './helpers/ingredientSearchAccuracy';
import { createTestPayload } from './helpers/testPayload';

/*
 * The ingredient search speaks like a kitchen: the whole CIQUAL library as the import writes it
 * (names.csv, aliases.csv), searched through REST as an owner with the kitchen queries of
 * test/data/ingredientSearchQueries.csv. Top-3 accuracy is held at 95 % (the bench,
 * npm run bench:ingredient-aliases, prints the figures); the words owners in Romania and Hungary
 * missed on their first day are held to their place.
 */

let payload: Payload;
let api: ApiClient;
let token: string;
let world: AccessWorld;

beforeAll(async () => {
  payload = await createTestPayload();
  world = await seedAccessWorld(payload);
  await importCiqual({ payload });
  api = createApiClient(payload.config);
  token = await api.login(world.users.ownerA.email, PASSWORD);
}, 300_000);

afterAll(async () => {
  await payload?.destroy();
});

test('at least 95 % of the kitchen queries find their food in the first three', async () => {
  const queries = await readExpectedQueries();
  expect(queries.length).toBeGreaterThanOrEqual(300);
  expect(new Set(queries.map(({ locale }) => locale)).size).toBe(7);
  const accuracy = await measureSearchAccuracy(api, token, queries);
  const missed = missedQueries(accuracy);
  expect(
    accuracy.top3,
    `top-3 ${(accuracy.top3 * 100).toFixed(1)} %; not in the first three:\n${missed.join('\n')}`,
  ).toBeGreaterThanOrEqual(0.95);
}, 300_000);

describe("the owners' first day", () => {
  test.each<[ExpectedQuery, number]>([
    [{ locale: 'ro', query: 'ou prăjit', codes: ['22505'] }, 1],
    [{ locale: 'ro', query: 'ochiuri', codes: ['22505'] }, 1],
    [{ locale: 'hu', query: 'trappista', codes: ['12755'] }, 1],
    [{ locale: 'ro', query: 'trappista', codes: ['12755'] }, 1],
    [{ locale: 'hu', query: 'so', codes: ['11017', '11058', '11083', '11082'] }, 1],
    [{ locale: 'hu', query: 'só', codes: ['11017', '11058', '11083', '11082'] }, 1],
    [{ locale: 'de', query: 'Schweinenacken', codes: ['28302', '28451'] }, 1],
    [{ locale: 'hu', query: 'liszt', codes: ['9436', '9440'] }, 1],
    [{ locale: 'ro', query: 'ceafa', codes: ['28302', '28451'] }, 1],
    [{ locale: 'hu', query: 'tarja', codes: ['28302', '28451'] }, 1],
    [{ locale: 'de', query: 'Quark', codes: ['19646', '19501', '19644'] }, 3],
    [{ locale: 'en', query: 'pork neck', codes: ['28302', '28451'] }, 1],
  ])('%o comes within place %i', async (expected, best) => {
    const {
      outcomes: [outcome],
    } = await measureSearchAccuracy(api, token, [expected]);
    expect(
      outcome?.place ?? Number.POSITIVE_INFINITY,
      outcome?.top.join(' / '),
    ).toBeLessThanOrEqual(best);
  });
});

test('a short query answers what ranking every matching ingredient answers', async () => {
  const req = await createLocalReq({}, payload);
  // Own ingredients where the letters start a later word only, and another restaurant's that
  // start with them: the first must be weighed, the second never answered.
  for (const [restaurant, name] of [
    [world.restaurant.A, 'Sos picant al casei'],
    [world.restaurant.A, 'Marinată cu ouă'],
    [world.restaurant.B, 'Pâine de casă'],
    [world.restaurant.B, 'Ou umplut'],
  ] as const) {
    await payload.create({ collection: 'ingredients', data: { name, restaurant }, locale: 'ro' });
  }
  let settledByTheLeading = 0;
  let asked = 0;
  for (const locale of ['ro', 'hu', 'de', 'en', 'fr'] satisfies Locale[]) {
    for (const q of ['p', 'pu', 'pui', 'c', 'ca', 'o', 'ou', 's', 'so', 'de', 'x', 'z', 'ă']) {
      const query = { words: searchWords(q), locale, restaurants: [world.restaurant.A], limit: 20 };
      const every = await executeSql<{ id: number }>(req, ingredientRankingSql(query, 'every'));
      const expected = every.map((row) => Number(row.id));
      expect(await rankedIngredientIds(req, query), `"${q}" in ${locale}`).toEqual(expected);
      const leading = await executeSql<{ id: number; ahead: boolean | null }>(
        req,
        ingredientRankingSql(query, 'leading'),
      );
      asked++;
      if (leading.length === 20 && leading.at(-1)?.ahead === true) settledByTheLeading++;
    }
  }
  // Most short queries are answered by weighing their leading foods alone.
  expect(settledByTheLeading).toBeGreaterThan(asked / 2);
}, 300_000);
