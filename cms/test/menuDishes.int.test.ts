import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The menu editor's dish search and list (GET /api/recipes/menu-dishes) through REST: the
 * ingredient search's matching (accents and case ignored, any locale, word prefixes), one
 * restaurant's dishes only, and refusals as 4xx in the admin's language.
 */

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { ownerA: '', ownerB: '', staffA: '' };
const dish: Record<string, number> = {};

async function createDish(
  restaurant: number,
  names: Record<string, string>,
  options: { onMenu?: boolean; grams?: number } = {},
) {
  const lines = [
    {
      kind: 'ingredient',
      ingredient: world.ingredient.global,
      quantity: options.grams ?? 100,
      unit: 'g',
    },
  ];
  const [first, ...others] = Object.entries(names);
  if (!first) throw new Error('a dish needs a name');
  const created = await payload.create({
    collection: 'recipes',
    locale: first[0] as 'ro',
    data: {
      restaurant,
      name: first[1],
      onMenu: options.onMenu ?? true,
      portions: 1,
      lines,
      _status: 'published',
    } as never,
  });
  for (const [locale, name] of others) {
    await payload.update({
      collection: 'recipes',
      id: created.id,
      locale: locale as 'ro',
      data: { name, lines, _status: 'published' } as never,
    });
  }
  return created.id;
}

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  dish.ciorba = await createDish(world.restaurant.A, {
    ro: 'Ciorbă de burtă',
    hu: 'Pacalleves',
  });
  dish.tochitura = await createDish(
    world.restaurant.A,
    {
      ro: 'Tochitură moldovenească',
      fr: 'Ragoût moldave',
    },
    { grams: 200 },
  );
  dish.subRecipe = await createDish(world.restaurant.A, { ro: 'Ciorbă – bază' }, { onMenu: false });
  dish.elsewhere = await createDish(world.restaurant.B, { ro: 'Ciorbă de perișoare' });
});

afterAll(async () => {
  await payload?.destroy();
});

const search = (token: string, params: string, headers: Record<string, string> = {}) =>
  api.rest('GET', `recipes/menu-dishes?${params}`, { token, headers });
const ids = (body: { docs: { id: number }[] }) => body.docs.map((doc) => doc.id);

describe('searching the dishes of a restaurant', () => {
  test('ignores accents and case, as an owner types without diacritics', async () => {
    const found = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.A}&locale=ro&q=CIORBA`,
    );
    expect(found.status).toBe(200);
    // Not the sub-recipe (not a dish), not restaurant B's ciorbă.
    expect(ids(found.body)).toEqual([dish.ciorba]);
  });

  test('matches word prefixes, every word', async () => {
    const found = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.A}&locale=ro&q=toch%20mold`,
    );
    expect(ids(found.body)).toEqual([dish.tochitura]);
    const none = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.A}&locale=ro&q=toch%20ciorba`,
    );
    expect(ids(none.body)).toEqual([]);
    const inside = await search(tokens.ownerA, `restaurant=${world.restaurant.A}&locale=ro&q=urta`);
    expect(ids(inside.body)).toEqual([]);
  });

  test('finds a dish by its name in any locale, and names it in the asked one', async () => {
    const found = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.A}&locale=ro&q=ragout`,
    );
    expect(found.body.docs).toEqual([
      expect.objectContaining({ id: dish.tochitura, name: 'Tochitură moldovenească' }),
    ]);
    const inHungarian = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.A}&locale=hu&q=pacal`,
    );
    expect(inHungarian.body.docs).toEqual([
      expect.objectContaining({ id: dish.ciorba, name: 'Pacalleves' }),
    ]);
  });

  test('answers each dish’s energy per portion and allergens, from its last save', async () => {
    const found = await search(
      tokens.staffA,
      `restaurant=${world.restaurant.A}&locale=ro&ids=${dish.tochitura},${dish.ciorba}`,
    );
    expect(found.status).toBe(200);
    const [tochitura, ciorba] = found.body.docs;
    expect([tochitura.id, ciorba.id]).toEqual([dish.tochitura, dish.ciorba]);
    expect(ciorba.allergens).toEqual(['gluten']);
    expect(ciorba.allergensComplete).toBe(true);
    expect(ciorba.energyKcal.value).toBeGreaterThan(300);
    // Twice the flour, twice the energy per portion.
    expect(Math.abs(tochitura.energyKcal.value - 2 * ciorba.energyKcal.value)).toBeLessThanOrEqual(
      1,
    );
    expect(ciorba.status).toBe('published');
  });

  test('never answers another restaurant’s dishes', async () => {
    const foreign = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.B}&locale=ro&q=ciorba`,
    );
    expect(foreign.status).toBe(404);
    const byId = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.A}&locale=ro&ids=${dish.elsewhere}`,
    );
    expect(ids(byId.body)).toEqual([]);
    const own = await search(tokens.ownerB, `restaurant=${world.restaurant.B}&locale=ro&q=ciorba`);
    expect(ids(own.body)).toEqual([dish.elsewhere]);
  });

  test.each([
    ['restaurant=abc&q=x', 400],
    [`restaurant=${'1'.repeat(12)}&q=x`, 400],
    ['q=x', 400],
    ['restaurant=RESTAURANT&ids=1,x', 400],
    ['restaurant=RESTAURANT&locale=pl&q=x', 400],
    [`restaurant=RESTAURANT&q=${'a'.repeat(201)}`, 400],
  ])('refuses %s with %i, never a server error', async (params, status) => {
    const response = await search(
      tokens.ownerA,
      params.replace('RESTAURANT', String(world.restaurant.A)),
    );
    expect(response.status).toBe(status);
    expect(response.body.errors[0].message).toEqual(expect.any(String));
  });

  test('refuses a too long search in the admin’s language', async () => {
    const response = await search(
      tokens.ownerA,
      `restaurant=${world.restaurant.A}&q=${'a'.repeat(201)}`,
      { 'Accept-Language': 'ro' },
    );
    expect(response.body.errors).toEqual([
      { message: 'Textul căutat este prea lung: cel mult 200 caractere.' },
    ]);
  });

  test('without a session: 401', async () => {
    const response = await api.rest(
      'GET',
      `recipes/menu-dishes?restaurant=${world.restaurant.A}&q=x`,
    );
    expect(response.status).toBe(401);
  });
});
