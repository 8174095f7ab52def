import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { IngredientPrice } from '../src/payload-types';
import {
  type AccessWorld,
  createUser,
  PASSWORD,
  type SeededUser,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * Ingredient prices are private to their restaurant: each role asks through the real REST and
 * GraphQL handlers, signed in with a JWT from POST /api/users/login, with access not overridden.
 * Only the setup and the checks of what is stored use the local API.
 */

type Who = 'anonymous' | 'admin' | 'ownerA' | 'staffA' | 'ownerB' | 'staffB';

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
const tokens: Partial<Record<Who, string>> = {};
/** A second restaurant of owner A's staff member, where staff may never edit prices. */
let staffOfTwo: SeededUser;
let priceA: number;
let priceB: number;
/** A library food with a density and a unit weight, so every pack unit converts. */
let convertible: number;
const SUPPLIER_A = uniqueMarker('Furnizor-A');
const SUPPLIER_B = uniqueMarker('Furnizor-B');

async function createPrice(restaurant: number, supplier: string, ingredient: number) {
  const doc = await payload.create({
    collection: 'ingredient-prices',
    data: {
      restaurant,
      ingredient,
      price: 12.49,
      packQuantity: 1,
      packUnit: 'kg',
      supplier,
      validFrom: '2026-01-01T00:00:00.000Z',
    },
  });
  return doc.id;
}

async function setStaffMayEditPrices(restaurant: number, allowed: boolean) {
  await payload.update({
    collection: 'restaurants',
    id: restaurant,
    data: { costing: { staffMayEditPrices: allowed } },
  });
}

const stored = (id: number) =>
  payload.findByID({
    collection: 'ingredient-prices',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  }) as Promise<IngredientPrice | null>;

const countPrices = async () =>
  (await payload.count({ collection: 'ingredient-prices', overrideAccess: true })).totalDocs;

const ok = (status: number) => status >= 200 && status < 300;

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  convertible = (
    await payload.create({
      collection: 'ingredients',
      data: {
        name: 'ulei de floarea-soarelui',
        allergensDeclared: true,
        allergens: [],
        density: 0.92,
        unitWeight: 50,
        nutrients: { fat: 100, saturates: 11, carbohydrate: 0, sugars: 0, protein: 0, salt: 0 },
      },
    })
  ).id;
  priceA = await createPrice(world.restaurant.A, SUPPLIER_A, world.ingredient.A);
  priceB = await createPrice(world.restaurant.B, SUPPLIER_B, world.ingredient.B);
  for (const who of ['admin', 'ownerA', 'staffA', 'ownerB', 'staffB'] as const) {
    tokens[who] = await api.login(world.users[who].email, PASSWORD);
  }
});

afterAll(async () => {
  await payload?.destroy();
});

const priceData = (restaurant: number, extra: Record<string, unknown> = {}) => ({
  restaurant,
  ingredient: world.ingredient.global,
  price: 7.5,
  packQuantity: 2,
  packUnit: 'kg',
  supplier: uniqueMarker('Metro'),
  ...extra,
});

describe('restaurant settings', () => {
  test('a new restaurant has the Romanian VAT rates, a 30 % target and staff kept out', async () => {
    const restaurant = await payload.findByID({
      collection: 'restaurants',
      id: world.restaurant.A,
    });
    expect(restaurant.costing).toEqual({
      foodVatPercent: 11,
      drinksVatPercent: 21,
      targetFoodCostPercent: 30,
      categoryTargets: { food: null, drinks: null, other: null },
      staffMayEditPrices: false,
    });
  });

  test('staff cannot let themselves in; the owner can', async () => {
    const path = `restaurants/${world.restaurant.A}`;
    const json = { costing: { staffMayEditPrices: true } };
    const byStaff = await api.rest('PATCH', path, { token: tokens.staffA, json });
    expect(byStaff.status).toBe(403);
    const byOwner = await api.rest('PATCH', path, { token: tokens.ownerA, json });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.doc.costing.staffMayEditPrices).toBe(true);
    await setStaffMayEditPrices(world.restaurant.A, false);
  });

  test.each([
    [{ foodVatPercent: 100 }, 'costing.foodVatPercent'],
    [{ drinksVatPercent: -1 }, 'costing.drinksVatPercent'],
    [{ targetFoodCostPercent: 0 }, 'costing.targetFoodCostPercent'],
  ])('%o is a 400 naming the field', async (costing, path) => {
    const response = await api.rest('PATCH', `restaurants/${world.restaurant.A}`, {
      token: tokens.ownerA,
      json: { costing },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(path);
  });
});

describe('reading prices over REST', () => {
  const listed = async (who: Who) => {
    const response = await api.rest('GET', 'ingredient-prices?depth=0&limit=100', {
      token: tokens[who],
    });
    return {
      status: response.status,
      ids: (response.body?.docs ?? []).map((d: { id: number }) => d.id),
    };
  };

  test('anonymous visitors get nothing', async () => {
    const list = await listed('anonymous');
    expect(list.status).toBe(403);
    expect(list.ids).toEqual([]);
    expect((await api.rest('GET', `ingredient-prices/${priceA}`)).status).toBe(403);
  });

  test.each([
    ['ownerA', 'A'],
    ['staffA', 'A'],
    ['ownerB', 'B'],
    ['staffB', 'B'],
  ] as const)(
    '%s lists only restaurant %s’s prices and cannot open the other’s',
    async (who, own) => {
      const [mine, theirs] = own === 'A' ? [priceA, priceB] : [priceB, priceA];
      const list = await listed(who);
      expect(list.status).toBe(200);
      expect(list.ids).toContain(mine);
      expect(list.ids).not.toContain(theirs);
      expect(
        (await api.rest('GET', `ingredient-prices/${mine}`, { token: tokens[who] })).status,
      ).toBe(200);
      const other = await api.rest('GET', `ingredient-prices/${theirs}`, { token: tokens[who] });
      expect(other.status).toBe(404);
      expect(JSON.stringify(other.body)).not.toContain(own === 'A' ? SUPPLIER_B : SUPPLIER_A);
    },
  );

  test('a filter on the other restaurant finds nothing', async () => {
    const response = await api.rest(
      'GET',
      `ingredient-prices?where[restaurant][equals]=${world.restaurant.B}&depth=0`,
      { token: tokens.ownerA },
    );
    expect(response.status).toBe(200);
    expect(response.body.docs).toEqual([]);
  });

  test('the provider admin sees both', async () => {
    const list = await listed('admin');
    expect(list.ids).toEqual(expect.arrayContaining([priceA, priceB]));
  });
});

describe('reading prices over GraphQL', () => {
  const QUERY = '{ IngredientPrices(limit: 100) { docs { id supplier } } }';
  const byId = (id: number) => `{ IngredientPrice(id: ${id}) { id supplier } }`;

  test('anonymous visitors get nothing', async () => {
    const response = await api.graphql(QUERY);
    expect(response.body.data?.IngredientPrices ?? null).toBeNull();
    expect(response.body.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(response.body)).not.toContain(SUPPLIER_A);
  });

  test.each([
    ['ownerA', 'A'],
    ['staffA', 'A'],
    ['ownerB', 'B'],
    ['staffB', 'B'],
  ] as const)('%s gets only restaurant %s’s prices', async (who, own) => {
    const [mine, theirs] = own === 'A' ? [priceA, priceB] : [priceB, priceA];
    const list = await api.graphql(QUERY, {}, tokens[who]);
    const ids = list.body.data.IngredientPrices.docs.map((doc: { id: number }) => doc.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const other = await api.graphql(byId(theirs), {}, tokens[who]);
    expect(other.body.data?.IngredientPrice ?? null).toBeNull();
    expect(JSON.stringify(other.body)).not.toContain(own === 'A' ? SUPPLIER_B : SUPPLIER_A);
  });
});

describe('writing prices', () => {
  const MUTATION = `mutation ($restaurant: Int!, $ingredient: Int!) {
    createIngredientPrice(data: { restaurant: $restaurant, ingredient: $ingredient, price: 3.2,
      packQuantity: 1, packUnit: kg, validFrom: "2026-01-01T00:00:00.000Z" }) { id }
  }`;

  test('the owner creates, updates and deletes the restaurant’s prices', async () => {
    const created = await api.rest('POST', 'ingredient-prices', {
      token: tokens.ownerA,
      json: priceData(world.restaurant.A),
    });
    expect(created.status).toBe(201);
    const id = created.body.doc.id;
    expect(await stored(id)).toMatchObject({ restaurant: world.restaurant.A, price: 7.5 });
    const updated = await api.rest('PATCH', `ingredient-prices/${id}`, {
      token: tokens.ownerA,
      json: { price: 8 },
    });
    expect(updated.status).toBe(200);
    expect((await stored(id))?.price).toBe(8);
    const deleted = await api.rest('DELETE', `ingredient-prices/${id}`, { token: tokens.ownerA });
    expect(deleted.status).toBe(200);
    expect(await stored(id)).toBeNull();
  });

  test('a price is titled by its ingredient’s name in the asked language', async () => {
    const created = await api.rest('POST', 'ingredient-prices', {
      token: tokens.ownerA,
      json: priceData(world.restaurant.A),
    });
    expect(created.status).toBe(201);
    const ingredient = await payload.findByID({
      collection: 'ingredients',
      id: world.ingredient.global,
      depth: 0,
    });
    expect(ingredient.name).toBeTruthy();
    const read = await api.rest('GET', `ingredient-prices/${created.body.doc.id}?depth=0`, {
      token: tokens.ownerA,
    });
    expect(read.body.ingredientName).toBe(ingredient.name);
  });

  test('validFrom defaults to now', async () => {
    const before = Date.now();
    const created = await api.rest('POST', 'ingredient-prices', {
      token: tokens.ownerA,
      json: priceData(world.restaurant.A),
    });
    expect(created.status).toBe(201);
    const validFrom = new Date(created.body.doc.validFrom).getTime();
    expect(validFrom).toBeGreaterThanOrEqual(before - 1000);
    expect(validFrom).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test.each(['ownerB', 'staffB', 'anonymous'] as const)(
    '%s cannot create, change or delete restaurant A’s prices (REST and GraphQL)',
    async (who) => {
      const before = await countPrices();
      const created = await api.rest('POST', 'ingredient-prices', {
        token: tokens[who],
        json: priceData(world.restaurant.A),
      });
      expect(ok(created.status)).toBe(false);
      const viaGraphql = await api.graphql(
        MUTATION,
        { restaurant: world.restaurant.A, ingredient: world.ingredient.global },
        tokens[who],
      );
      expect(viaGraphql.body.data?.createIngredientPrice ?? null).toBeNull();
      expect(await countPrices()).toBe(before);
      const updated = await api.rest('PATCH', `ingredient-prices/${priceA}`, {
        token: tokens[who],
        json: { price: 0.01 },
      });
      expect(ok(updated.status)).toBe(false);
      const deleted = await api.rest('DELETE', `ingredient-prices/${priceA}`, {
        token: tokens[who],
      });
      expect(ok(deleted.status)).toBe(false);
      expect(await stored(priceA)).toMatchObject({ price: 12.49 });
    },
  );

  test('staff without the owner’s permission cannot write prices', async () => {
    await setStaffMayEditPrices(world.restaurant.A, false);
    const before = await countPrices();
    const created = await api.rest('POST', 'ingredient-prices', {
      token: tokens.staffA,
      json: priceData(world.restaurant.A),
    });
    expect(created.status).toBe(403);
    const viaGraphql = await api.graphql(
      MUTATION,
      { restaurant: world.restaurant.A, ingredient: world.ingredient.global },
      tokens.staffA,
    );
    expect(viaGraphql.body.data?.createIngredientPrice ?? null).toBeNull();
    const updated = await api.rest('PATCH', `ingredient-prices/${priceA}`, {
      token: tokens.staffA,
      json: { price: 0.01 },
    });
    expect(updated.status).toBe(403);
    const deleted = await api.rest('DELETE', `ingredient-prices/${priceA}`, {
      token: tokens.staffA,
    });
    expect(deleted.status).toBe(403);
    expect(await countPrices()).toBe(before);
    expect(await stored(priceA)).toMatchObject({ price: 12.49 });
  });

  test('staff with the owner’s permission write their restaurant’s prices, not another’s', async () => {
    await setStaffMayEditPrices(world.restaurant.A, true);
    try {
      const created = await api.rest('POST', 'ingredient-prices', {
        token: tokens.staffA,
        json: priceData(world.restaurant.A),
      });
      expect(created.status).toBe(201);
      const id = created.body.doc.id;
      const viaGraphql = await api.graphql(
        MUTATION,
        { restaurant: world.restaurant.A, ingredient: world.ingredient.global },
        tokens.staffA,
      );
      expect(viaGraphql.body.errors, JSON.stringify(viaGraphql.body.errors)).toBeUndefined();
      expect(viaGraphql.body.data.createIngredientPrice.id).toEqual(expect.any(Number));
      const updated = await api.rest('PATCH', `ingredient-prices/${id}`, {
        token: tokens.staffA,
        json: { price: 9.99 },
      });
      expect(updated.status).toBe(200);
      expect((await stored(id))?.price).toBe(9.99);
      expect(
        (await api.rest('DELETE', `ingredient-prices/${id}`, { token: tokens.staffA })).status,
      ).toBe(200);

      const intoB = await api.rest('POST', 'ingredient-prices', {
        token: tokens.staffA,
        json: priceData(world.restaurant.B),
      });
      expect(ok(intoB.status)).toBe(false);
      const changeB = await api.rest('PATCH', `ingredient-prices/${priceB}`, {
        token: tokens.staffA,
        json: { price: 0.01 },
      });
      expect(ok(changeB.status)).toBe(false);
      expect(await stored(priceB)).toMatchObject({ price: 12.49 });
    } finally {
      await setStaffMayEditPrices(world.restaurant.A, false);
    }
  });

  test('a staff member of two restaurants writes only where it is allowed', async () => {
    const restaurantC = (
      await payload.create({
        collection: 'restaurants',
        data: {
          name: 'Bistro C',
          brand: world.brand.A,
          city: 'Cluj-Napoca',
          defaultLocale: 'ro',
          offeredLocales: ['ro'],
          currency: 'RON',
        },
      })
    ).id;
    staffOfTwo = await createUser(payload, 'staff', [world.restaurant.A, restaurantC]);
    const token = await api.login(staffOfTwo.email, PASSWORD);
    await setStaffMayEditPrices(restaurantC, true);
    const intoC = await api.rest('POST', 'ingredient-prices', {
      token,
      json: priceData(restaurantC),
    });
    expect(intoC.status).toBe(201);
    const intoA = await api.rest('POST', 'ingredient-prices', {
      token,
      json: priceData(world.restaurant.A),
    });
    expect(intoA.status).toBe(403);
    // Moving the allowed price into the restaurant that does not allow it.
    const moved = await api.rest('PATCH', `ingredient-prices/${intoC.body.doc.id}`, {
      token,
      json: { restaurant: world.restaurant.A },
    });
    expect(ok(moved.status)).toBe(false);
    expect((await stored(intoC.body.doc.id))?.restaurant).toBe(restaurantC);
  });
});

describe('what a price may point at', () => {
  test('another restaurant’s ingredient is refused without being named', async () => {
    const response = await api.rest('POST', 'ingredient-prices', {
      token: tokens.ownerA,
      json: priceData(world.restaurant.A, { ingredient: world.ingredient.B }),
    });
    expect(response.status).toBe(400);
    const ingredientB = await payload.findByID({
      collection: 'ingredients',
      id: world.ingredient.B,
    });
    expect(JSON.stringify(response.body)).not.toContain(String(ingredientB.name));
  });

  test.each([
    ['l', 'densitate'],
    ['ml', 'densitate'],
    ['piece', 'greutatea unei bucăți'],
  ])(
    'a pack in %s for a food without conversion is a 400 in Romanian naming it',
    async (packUnit, lacking) => {
      const before = await countPrices();
      const response = await api.rest('POST', 'ingredient-prices', {
        token: tokens.ownerA,
        json: priceData(world.restaurant.A, { packUnit }),
        headers: { 'Accept-Language': 'ro' },
      });
      expect(response.status).toBe(400);
      const [error] = response.body.errors[0].data.errors;
      expect(error.path).toBe('packUnit');
      expect(error.message).toContain('făină (global)');
      expect(error.message).toContain(lacking);
      expect(await countPrices()).toBe(before);
    },
  );

  test('the same message in English for an English admin', async () => {
    const response = await api.rest('POST', 'ingredient-prices', {
      token: tokens.ownerA,
      json: priceData(world.restaurant.A, { packUnit: 'l' }),
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.body.errors[0].data.errors[0].message).toContain('has no density');
  });

  test.each(['ml', 'l', 'piece'])(
    'a pack in %s for a food that converts is saved',
    async (packUnit) => {
      const response = await api.rest('POST', 'ingredient-prices', {
        token: tokens.ownerA,
        json: priceData(world.restaurant.A, { ingredient: convertible, packUnit }),
      });
      expect(response.status).toBe(201);
    },
  );

  test.each([
    [{ price: -1 }, 'price'],
    [{ price: 1.005 }, 'price'],
    [{ packQuantity: 0 }, 'packQuantity'],
    [{ packUnit: 'bottle' }, 'packUnit'],
  ])('%o is a 400 naming the field', async (bad, path) => {
    const response = await api.rest('POST', 'ingredient-prices', {
      token: tokens.ownerA,
      json: priceData(world.restaurant.A, bad),
    });
    expect(response.status).toBe(400);
    const paths = response.body.errors[0].data.errors.map((e: { path: string }) => e.path);
    expect(paths).toContain(path);
  });

  test('a price of 0 is a price', async () => {
    const response = await api.rest('POST', 'ingredient-prices', {
      token: tokens.ownerA,
      json: priceData(world.restaurant.A, { price: 0 }),
    });
    expect(response.status).toBe(201);
  });
});

describe('deleting an ingredient', () => {
  test('takes its prices with it', async () => {
    const ingredient = (
      await payload.create({
        collection: 'ingredients',
        data: {
          name: uniqueMarker('ceapă'),
          restaurant: world.restaurant.A,
          allergensDeclared: true,
          allergens: [],
          nutrients: { fat: 0.1, saturates: 0, carbohydrate: 8, sugars: 5, protein: 1, salt: 0 },
        },
      })
    ).id;
    const price = await createPrice(world.restaurant.A, uniqueMarker('Piața'), ingredient);
    const response = await api.rest('DELETE', `ingredients/${ingredient}`, {
      token: tokens.ownerA,
    });
    expect(response.status).toBe(200);
    expect(await stored(price)).toBeNull();
    expect(await stored(priceA)).not.toBeNull();
  });
});

describe('prices stay out of public answers', () => {
  test('the public menu of restaurant A carries no price document nor costing setting', async () => {
    const response = await api.send(
      new Request('http://localhost:3000/api/public/menus/bistro-a?locale=ro'),
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).not.toContain(SUPPLIER_A);
    expect(text).not.toContain('staffMayEditPrices');
    expect(text).not.toContain('foodVatPercent');
  });
});
