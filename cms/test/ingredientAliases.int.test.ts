import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importCiqual } from '../src/ciqual/importCiqual';
import { PASSWORD, seedAccessWorld } from './helpers/accessWorld';
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

beforeAll(async () => {
  payload = await createTestPayload();
  const world = await seedAccessWorld(payload);
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
