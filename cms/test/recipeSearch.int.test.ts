import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The sub-recipe search of the recipe lines table (GET /api/recipes/search) through REST:
 * accents and case ignored, word prefixes, names in any locale, the caller's restaurants only,
 * the recipe being edited left out, bad parameters refused with a 400.
 */

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
let ownerA = '';
let ownerB = '';
let dough = 0;
let sauce = 0;

async function recipe(restaurant: number, names: Record<string, string>): Promise<number> {
  const [first, ...others] = Object.entries(names);
  const doc = await payload.create({
    collection: 'recipes',
    data: {
      name: first?.[1] ?? '',
      restaurant,
      category: 'food',
      portions: 1,
      lines: [
        { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' },
      ],
      _status: 'published' as const,
    },
    locale: first?.[0] as 'ro',
  });
  for (const [locale, name] of others) {
    await payload.update({
      collection: 'recipes',
      id: doc.id,
      data: { name },
      locale: locale as 'ro',
    });
  }
  return doc.id;
}

async function names(token: string, params: Record<string, string>): Promise<string[]> {
  const response = await api.rest('GET', `recipes/search?${new URLSearchParams(params)}`, {
    token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.docs as { name: string }[]).map((doc) => doc.name);
}

beforeAll(async () => {
  payload = await createTestPayload();
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  dough = await recipe(world.restaurant.A, { ro: 'Aluat de pizză', de: 'Pizzateig' });
  sauce = await recipe(world.restaurant.A, { ro: 'Sos de roșii picant' });
  await recipe(world.restaurant.B, { ro: 'Aluat de pizză B' });
});

afterAll(async () => {
  await payload?.destroy();
});

describe('GET /api/recipes/search', () => {
  test('without diacritics, in any case, by word prefixes in any order', async () => {
    expect(await names(ownerA, { q: 'PIZZA aluat', locale: 'ro' })).toEqual(['Aluat de pizză']);
    expect(await names(ownerA, { q: 'rosii pic', locale: 'ro' })).toEqual(['Sos de roșii picant']);
    expect(await names(ownerA, { q: 'zza', locale: 'ro' })).toEqual([]);
  });

  test('a name in another locale finds the recipe, answered in the asked locale', async () => {
    expect(await names(ownerA, { q: 'pizzateig', locale: 'ro' })).toEqual(['Aluat de pizză']);
    expect(await names(ownerA, { q: 'aluat', locale: 'de' })).toEqual(['Pizzateig']);
  });

  test("another restaurant's recipes and the excluded one are not offered", async () => {
    expect(await names(ownerB, { q: 'aluat', locale: 'ro' })).toEqual(['Aluat de pizză B']);
    expect(await names(ownerA, { q: 'de', locale: 'ro', exclude: String(dough) })).toEqual([
      'Sos de roșii picant',
    ]);
    expect(sauce).toBeGreaterThan(0);
  });

  test('bad parameters answer 400 with a message, never 500; no session answers 401', async () => {
    for (const query of [
      'q=a&locale=xx',
      'q=a&limit=0',
      'q=a&exclude=abc',
      `q=${'a'.repeat(201)}`,
    ]) {
      const response = await api.rest('GET', `recipes/search?${query}`, { token: ownerA });
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].message, query).toEqual(expect.any(String));
    }
    expect((await api.rest('GET', 'recipes/search?q=aluat')).status).toBe(401);
  });
});
