import { LOCALES } from '@nutrimenu/core/locale';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * "Use my own version" (POST/GET /api/ingredients/:id/own-version) through REST as each role:
 * the copy of a shared-library food for the caller's restaurant, the optional switch of that
 * restaurant's recipes, and the isolation of the other restaurant.
 */

const NAMES = {
  ro: 'Făină albă de grâu tip 650',
  en: 'Wheat flour, type 65',
  fr: 'Farine de blé tendre T65',
  hu: 'Búzafinomliszt BL 55',
  de: 'Weizenmehl Type 550',
  it: 'Farina di grano tenero tipo 0',
  es: 'Harina de trigo',
} as const;

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
const tokens = { ownerA: '', staffA: '', ownerB: '' };

type Lines = { ingredient?: number | { id: number } | null }[];
const lineIngredients = (doc: { lines?: Lines | null }) =>
  (doc.lines ?? []).map((line) =>
    typeof line.ingredient === 'object' ? line.ingredient?.id : line.ingredient,
  );

async function recipeIngredients(id: number) {
  return lineIngredients(
    (await payload.findByID({ collection: 'recipes', id, depth: 0 })) as { lines?: Lines },
  );
}

async function ingredientCount(restaurant: number) {
  return (
    await payload.count({
      collection: 'ingredients',
      where: { restaurant: { equals: restaurant } },
    })
  ).totalDocs;
}

beforeAll(async () => {
  payload = await createTestPayload();
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  // The seeded library food, made to look like an imported CIQUAL food with names everywhere.
  for (const locale of LOCALES) {
    await payload.update({
      collection: 'ingredients',
      id: world.ingredient.global,
      locale,
      // Recomputing the recipes in a locale they have no name in fails their validation.
      context: { skipRecompute: true },
      data: {
        name: NAMES[locale],
        alternativeNames: locale === 'ro' ? 'făină de grâu\nfaina alba' : null,
        ...(locale === 'ro'
          ? {
              source: { kind: 'ciqual', code: '9436' },
              traces: ['sesame', 'soybeans'],
              vegan: true,
              vegetarian: true,
              density: 0.55,
            }
          : {}),
      },
    });
  }
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
});

const ownVersion = (token: string | undefined, id: number | string, json: unknown) =>
  api.rest('POST', `ingredients/${id}/own-version`, { token, json });

describe('which recipes would switch', () => {
  test('lists only the caller’s restaurant’s recipes using the food', async () => {
    const response = await api.rest(
      'GET',
      `ingredients/${world.ingredient.global}/own-version?restaurant=${world.restaurant.A}`,
      { token: tokens.ownerA },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { name } = await payload.findByID({ collection: 'recipes', id: world.recipe.A });
    expect(response.body.recipes).toEqual([{ id: world.recipe.A, name }]);
  });

  test('refuses another restaurant’s owner', async () => {
    const response = await api.rest(
      'GET',
      `ingredients/${world.ingredient.global}/own-version?restaurant=${world.restaurant.A}`,
      { token: tokens.ownerB },
    );
    expect(response.status).toBe(403);
  });
});

describe('refusals leave nothing behind', () => {
  test.each([
    ['not signed in', undefined, 401],
    ['another restaurant’s owner', 'ownerB', 403],
  ] as const)('%s is refused', async (_label, who, status) => {
    const before = await ingredientCount(world.restaurant.A);
    const response = await ownVersion(who ? tokens[who] : undefined, world.ingredient.global, {
      restaurant: world.restaurant.A,
      switchRecipes: true,
    });
    expect(response.status).toBe(status);
    expect(await ingredientCount(world.restaurant.A)).toBe(before);
    expect(await recipeIngredients(world.recipe.A)).toEqual([world.ingredient.global]);
  });

  test('bad input answers a translated 400, never a 500', async () => {
    const cases: [string | number, unknown][] = [
      [world.ingredient.global, {}],
      [world.ingredient.global, { restaurant: 'A', switchRecipes: true }],
      [world.ingredient.global, { restaurant: world.restaurant.A, switchRecipes: 'yes' }],
      ['abc', { restaurant: world.restaurant.A, switchRecipes: false }],
      [world.ingredient.A, { restaurant: world.restaurant.A, switchRecipes: false }],
    ];
    for (const [id, json] of cases) {
      const response = await ownVersion(tokens.ownerA, id, json);
      expect(response.status, JSON.stringify({ id, json, body: response.body })).toBe(400);
      expect(response.body.errors[0].message).toMatch(/\w/);
    }
    const romanian = await api.rest('POST', `ingredients/${world.ingredient.global}/own-version`, {
      token: tokens.ownerA,
      json: {},
      headers: { 'Accept-Language': 'ro' },
    });
    expect(romanian.body.errors[0].message).toBeTypeOf('string');
  });

  test('another restaurant’s private food is not found', async () => {
    const response = await ownVersion(tokens.ownerA, world.ingredient.B, {
      restaurant: world.restaurant.A,
      switchRecipes: false,
    });
    expect(response.status).toBe(404);
  });
});

describe('the copy', () => {
  test('staff get a full copy, names in every locale, the recipes left as they are', async () => {
    const response = await ownVersion(tokens.staffA, world.ingredient.global, {
      restaurant: world.restaurant.A,
      switchRecipes: false,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.switched).toEqual([]);
    const copy = (await payload.findByID({
      collection: 'ingredients',
      id: response.body.id,
      locale: 'all',
      depth: 0,
    })) as unknown as Record<string, unknown> & {
      name: Record<string, string>;
      alternativeNames: Record<string, string | null>;
    };
    const original = (await payload.findByID({
      collection: 'ingredients',
      id: world.ingredient.global,
      depth: 0,
    })) as unknown as Record<string, unknown>;
    expect(copy.name).toEqual(NAMES);
    expect(copy.alternativeNames.ro).toBe('făină de grâu\nfaina alba');
    expect(copy.restaurant).toBe(world.restaurant.A);
    expect(copy.source).toMatchObject({ kind: 'ciqual', code: '9436' });
    for (const field of [
      'nutrients',
      'allergensDeclared',
      'allergens',
      'traces',
      'vegan',
      'vegetarian',
      'meat',
      'redMeat',
      'frozen',
      'fruitVegLegumes',
      'density',
    ]) {
      expect(copy[field], field).toEqual(original[field]);
    }
    expect(copy.allergens).toEqual(['gluten']);
    expect(await recipeIngredients(world.recipe.A)).toEqual([world.ingredient.global]);
  });

  test('the owner’s copy takes over the restaurant’s recipes when asked, not the other’s', async () => {
    const response = await ownVersion(tokens.ownerA, world.ingredient.global, {
      restaurant: world.restaurant.A,
      switchRecipes: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const copyId = response.body.id as number;
    const { name } = await payload.findByID({ collection: 'recipes', id: world.recipe.A });
    expect(response.body.switched).toEqual([{ id: world.recipe.A, name }]);
    expect(await recipeIngredients(world.recipe.A)).toEqual([copyId]);
    expect(await recipeIngredients(world.recipe.B)).toEqual([world.ingredient.global]);
    const recipe = await payload.findByID({ collection: 'recipes', id: world.recipe.A, depth: 0 });
    expect(recipe._status).toBe('published');
    const computed = recipe.computed as {
      result: { allergens: { contains: string[]; sources: unknown[] } };
    };
    expect(computed.result.allergens.contains).toEqual(['gluten']);
    expect(computed.result.allergens.sources).toEqual([
      { code: 'gluten', sources: [{ ingredientId: String(copyId), via: [] }] },
    ]);
  });
});
