import { sql } from '@payloadcms/db-postgres';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recomputeCostsUsingIngredients } from '../src/costing/recomputeCostsUsingIngredients';
import type { Recipe } from '../src/payload-types';
import { executeSql } from '../src/utilities/executeSql';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * A dish's stored cost, kept current. The expected figures are worked out here by hand from the
 * rules of a Romanian kitchen's costing (gross = net ÷ (1 − loss); a sub-recipe costs its share
 * of its served batch; price without VAT = price ÷ (1 + VAT)), in integers of bani, so the
 * product's exact arithmetic is checked against a separate derivation, not against itself.
 */

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
const ids = { carrot: 0, butter: 0, salt: 0, carrotPrice: 0, butterPrice: 0, puree: 0, dish: 0 };
const tokens: Record<'ownerA' | 'staffA' | 'ownerB' | 'staffB', string> = {
  ownerA: '',
  staffA: '',
  ownerB: '',
  staffB: '',
};
const LONG_AGO = '2026-01-01T00:00:00.000Z';

/** Half away from zero, as a cashier rounds; `n / d` with n, d ≥ 0 integers. */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));
const ceilDiv = (n: number, d: number) => Math.floor((n + d - 1) / d);

/**
 * The dish's cost per portion in bani, by hand: the purée's batch (carrots bought gross for a
 * 20 % cleaning loss, butter) cooked down to 600 g served, 300 g of it in the dish with 20 g of
 * butter, for 2 portions. Prices in bani per pack and the pack's grams.
 */
function expectedPortionCost(carrot: [number, number], butter: [number, number]): number {
  const carrotGross = (800 * 100) / (100 - 20); // 1000 g bought for 800 g cleaned
  // Batch of purée, in bani × (carrot pack g × butter pack g) to stay in integers.
  const scale = carrot[1] * butter[1];
  const pureeBatch = carrotGross * carrot[0] * butter[1] + 100 * butter[0] * carrot[1];
  const dishBatch = (pureeBatch * 300) / 600 + 20 * butter[0] * carrot[1];
  return roundDiv(dishBatch, scale * 2);
}

/** Price without VAT, food cost % to one decimal, margin and the price for a target, by hand. */
function expectedEconomics(portion: number, priceBani: number, vat: number, target: number) {
  const net = roundDiv(priceBani * 100, 100 + vat);
  // cost ÷ (price ÷ (1 + vat)) × 100, to one decimal: cost × (100 + vat) × 10 ÷ price, rounded.
  const foodCostTenths = roundDiv(portion * (100 + vat) * 10, priceBani);
  return {
    netPriceMinor: net,
    foodCostPercent: foodCostTenths / 10,
    grossMarginMinor: net - portion,
    suggestedPriceMinor: ceilDiv(portion * (100 + vat) * 100, target * 100),
  };
}

const storedCosting = async (id: number) =>
  (
    (await payload.findByID({
      collection: 'recipes',
      id,
      depth: 0,
      overrideAccess: true,
    })) as Recipe
  ).costing;

const setCostingSettings = (costing: Record<string, unknown>) =>
  payload.update({ collection: 'restaurants', id: world.restaurant.A, data: { costing } });

const setPrice = (ingredient: number, price: number, packQuantity: number, packUnit: 'g' | 'kg') =>
  payload.create({
    collection: 'ingredient-prices',
    data: {
      restaurant: world.restaurant.A,
      ingredient,
      price,
      packQuantity,
      packUnit,
      validFrom: new Date(Date.now() - 1000).toISOString(),
    },
  });

const ingredient = (name: string) =>
  payload.create({
    collection: 'ingredients',
    data: {
      name,
      restaurant: world.restaurant.A,
      allergensDeclared: true,
      allergens: [],
      nutrients: { fat: 1, saturates: 0.1, carbohydrate: 5, sugars: 3, protein: 1, salt: 0.1 },
    },
  });

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  ids.carrot = (await ingredient('morcov')).id;
  ids.butter = (await ingredient('unt')).id;
  ids.salt = (await ingredient('sare de mare')).id;
  for (const [id, price, quantity, unit] of [
    [ids.carrot, 4.5, 1, 'kg'],
    [ids.butter, 9, 200, 'g'],
  ] as const) {
    const doc = await payload.create({
      collection: 'ingredient-prices',
      data: {
        restaurant: world.restaurant.A,
        ingredient: id,
        price,
        packQuantity: quantity,
        packUnit: unit,
        validFrom: LONG_AGO,
      },
    });
    if (id === ids.carrot) ids.carrotPrice = doc.id;
    else ids.butterPrice = doc.id;
  }
  ids.puree = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant: world.restaurant.A,
        name: 'Piure de morcovi',
        _status: 'published',
        category: 'food',
        portions: 1,
        yieldKind: 'servedWeight',
        servedWeight: 600,
        lines: [
          {
            kind: 'ingredient',
            ingredient: ids.carrot,
            quantity: 800,
            unit: 'g',
            coldLossPercent: 20,
          },
          { kind: 'ingredient', ingredient: ids.butter, quantity: 100, unit: 'g' },
        ],
      },
    })
  ).id;
  ids.dish = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant: world.restaurant.A,
        name: 'Piept de pui cu piure',
        _status: 'published',
        category: 'food',
        price: 30,
        portions: 2,
        lines: [
          { kind: 'recipe', recipe: ids.puree, quantity: 300, unit: 'g' },
          { kind: 'ingredient', ingredient: ids.butter, quantity: 20, unit: 'g' },
        ],
      },
    })
  ).id;
  for (const who of ['ownerA', 'staffA', 'ownerB', 'staffB'] as const) {
    tokens[who] = await api.login(world.users[who].email, PASSWORD);
  }
});

afterAll(async () => {
  await payload?.destroy();
});

describe('the stored cost', () => {
  test('through the sub-recipe’s yield and the carrots’ cleaning loss, at 11 % VAT', async () => {
    const portion = expectedPortionCost([450, 1000], [900, 200]);
    expect(portion).toBe(270);
    expect(await storedCosting(ids.dish)).toMatchObject({
      status: 'complete',
      portionCostMinor: portion,
      currency: 'RON',
      vatRatePercent: 11,
      targetFoodCostPercent: 30,
      ...expectedEconomics(portion, 3000, 11, 30),
      overTargetSince: null,
      stale: false,
    });
    // The sub-recipe has its own cost and, without a menu price, no food cost %.
    expect(await storedCosting(ids.puree)).toMatchObject({
      status: 'complete',
      portionCostMinor: 900,
      foodCostPercent: null,
    });
  });

  test('a drink is sold at the drinks rate, with the drinks target once set', async () => {
    await payload.update({ collection: 'recipes', id: ids.dish, data: { category: 'drinks' } });
    expect(await storedCosting(ids.dish)).toMatchObject({
      vatRatePercent: 21,
      targetFoodCostPercent: 30,
      ...expectedEconomics(270, 3000, 21, 30),
    });
    await setCostingSettings({ categoryTargets: { drinks: 10 } });
    const costing = await storedCosting(ids.dish);
    expect(costing).toMatchObject({
      targetFoodCostPercent: 10,
      ...expectedEconomics(270, 3000, 21, 10),
      overTargetCause: 'settings',
    });
    expect(costing?.foodCostPercent).toBeGreaterThan(10);
    expect(costing?.overTargetSince).toBeTruthy();
    // Back to food: the restaurant's 30 % applies; no longer over target.
    await payload.update({ collection: 'recipes', id: ids.dish, data: { category: 'food' } });
    expect(await storedCosting(ids.dish)).toMatchObject({
      vatRatePercent: 11,
      targetFoodCostPercent: 30,
      overTargetSince: null,
      overTargetCause: null,
    });
  });

  test('the food target overrides the restaurant’s for food dishes', async () => {
    await setCostingSettings({ categoryTargets: { food: 12, drinks: null } });
    expect(await storedCosting(ids.dish)).toMatchObject({
      targetFoodCostPercent: 12,
      ...expectedEconomics(270, 3000, 11, 12),
      overTargetSince: null,
    });
  });
});

describe('keeping it current', () => {
  test('a carrot price change reaches the dish through the purée and marks it over target', async () => {
    const started = Date.now();
    const price = await setPrice(ids.carrot, 9, 1, 'kg');
    const portion = expectedPortionCost([900, 1000], [900, 200]);
    expect(portion).toBe(383);
    const costing = await storedCosting(ids.dish);
    expect(costing).toMatchObject({
      status: 'complete',
      portionCostMinor: portion,
      ...expectedEconomics(portion, 3000, 11, 12),
      overTargetCause: 'price',
    });
    expect(Date.parse(costing?.overTargetSince ?? '')).toBeGreaterThanOrEqual(started - 1000);
    expect((await storedCosting(ids.puree))?.portionCostMinor).toBe(1350);

    // Deleting the new price brings the old one back, and the dish within target.
    await payload.delete({ collection: 'ingredient-prices', id: price.id });
    expect(await storedCosting(ids.dish)).toMatchObject({
      portionCostMinor: 270,
      overTargetSince: null,
      overTargetCause: null,
    });
  });

  test('another restaurant’s price of the same ingredient changes nothing here', async () => {
    const before = await storedCosting(ids.dish);
    await payload.create({
      collection: 'ingredient-prices',
      data: {
        restaurant: world.restaurant.B,
        ingredient: world.ingredient.global,
        price: 1,
        packQuantity: 1,
        packUnit: 'kg',
        validFrom: LONG_AGO,
      },
    });
    expect((await storedCosting(ids.dish))?.computedAt).toBe(before?.computedAt);
  });

  test('an unpriced ingredient in the sub-recipe makes the dish’s cost incomplete, naming it', async () => {
    const puree = await payload.findByID({ collection: 'recipes', id: ids.puree, depth: 0 });
    await payload.update({
      collection: 'recipes',
      id: ids.puree,
      data: {
        lines: [
          ...(puree.lines ?? []),
          { kind: 'ingredient', ingredient: ids.salt, quantity: 5, unit: 'g' },
        ],
      },
    });
    const costing = await storedCosting(ids.dish);
    expect(costing).toMatchObject({
      status: 'incomplete',
      portionCostMinor: null,
      foodCostPercent: null,
      grossMarginMinor: null,
      suggestedPriceMinor: null,
    });
    expect(costing?.missingPrices).toEqual([
      expect.objectContaining({ ingredientId: String(ids.salt), via: [String(ids.puree)] }),
    ]);
    expect(JSON.stringify(costing?.missingPrices)).toContain('sare de mare');

    // Priced, the cost is complete again: 5 g of salt at 2 lei/kg adds 1 ban to the purée.
    await setPrice(ids.salt, 2, 1, 'kg');
    expect(await storedCosting(ids.dish)).toMatchObject({ status: 'complete' });
  });
});

describe('a library food’s change', () => {
  test('recosts the dishes of every restaurant using it, each at its own prices', async () => {
    // Written past the price hooks, which would recost the dishes themselves.
    const req = await createLocalReq({}, payload);
    for (const [restaurant, lei] of [
      [world.restaurant.A, 10],
      [world.restaurant.B, 40],
    ] as const) {
      await executeSql(
        req,
        sql`INSERT INTO ingredient_prices (restaurant_id, ingredient_id, price, pack_quantity,
              pack_unit, valid_from)
            VALUES (${restaurant}, ${world.ingredient.global}, ${lei}, 1, 'kg', now() - interval '1 minute')`,
      );
    }
    await payload.update({
      collection: 'ingredients',
      id: world.ingredient.global,
      data: { nutrients: { fat: 2 } },
    });
    // 150 g at 10 lei/kg and at 40 lei/kg.
    expect(await storedCosting(world.recipe.A)).toMatchObject({
      status: 'complete',
      portionCostMinor: 150,
    });
    expect(await storedCosting(world.recipe.B)).toMatchObject({
      status: 'complete',
      portionCostMinor: 600,
    });
  });
});

describe('a price change reaching more dishes than a save should wait for', () => {
  test('marks their cost stale and leaves them to the recomputeCosts job', async () => {
    await payload.update({
      collection: 'ingredient-prices',
      id: ids.carrotPrice,
      data: { price: 4.5 },
    });
    const req = await createLocalReq({}, payload);
    const recosted = await recomputeCostsUsingIngredients(req, world.restaurant.A, [ids.carrot], {
      deferAbove: 0,
    });
    expect(recosted).toEqual([]);
    expect((await storedCosting(ids.dish))?.stale).toBe(true);
    await payload.jobs.run({ queue: 'default', silent: true });
    expect(await storedCosting(ids.dish)).toMatchObject({ stale: false, status: 'complete' });
  });
});

describe('who reads it', () => {
  const path = () => `recipes/${ids.dish}?depth=0`;

  test('the owner and staff of the restaurant read the cost over REST', async () => {
    for (const who of ['ownerA', 'staffA'] as const) {
      const response = await api.rest('GET', path(), { token: tokens[who] });
      expect(response.status).toBe(200);
      expect(response.body.costing.status).toBe('complete');
      expect(typeof response.body.costing.portionCostMinor).toBe('number');
    }
  });

  test('another restaurant’s owner and staff read nothing, nor find it by its cost', async () => {
    for (const who of ['ownerB', 'staffB'] as const) {
      const response = await api.rest('GET', path(), { token: tokens[who] });
      expect(response.status).toBe(404);
      const list = await api.rest(
        'GET',
        'recipes?depth=0&where[costing.status][equals]=complete&limit=100',
        { token: tokens[who] },
      );
      expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(ids.dish);
      // Only their own restaurant's dishes, with their own costs.
      for (const doc of list.body.docs) expect(doc.restaurant).toBe(world.restaurant.B);
    }
  });

  test('anonymous visitors and the public menu get nothing of it', async () => {
    const anonymous = await api.rest('GET', path());
    expect(anonymous.body?.costing).toBeUndefined();
    const menu = await api.send(
      new Request('http://localhost:3000/api/public/menus/bistro-a?locale=ro'),
    );
    const text = await menu.text();
    expect(menu.status).toBe(200);
    for (const secret of ['portionCostMinor', 'foodCostPercent', 'overTargetSince', 'costing']) {
      expect(text).not.toContain(secret);
    }
  });

  test('the owner’s list sorts by food cost %, the incomplete last', async () => {
    const response = await api.rest(
      'GET',
      'recipes?depth=0&sort=costing.foodCostPercent&limit=100',
      {
        token: tokens.ownerA,
      },
    );
    expect(response.status).toBe(200);
    const percents = response.body.docs.map(
      (doc: Recipe) => doc.costing?.foodCostPercent ?? null,
    ) as (number | null)[];
    const firstEmpty = percents.indexOf(null);
    const numbers = firstEmpty === -1 ? percents : percents.slice(0, firstEmpty);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(percents.slice(numbers.length).every((value) => value === null)).toBe(true);
  });
});
