import type { Ingredient, Recipe } from '@nutrimenu/core/recipe';
import { describe, expect, test } from 'vitest';
import { dishCosting } from './dishCosting';
import { type PriceDoc, pricesInForce } from './pricesInForce';

const food = (id: string, extra: Partial<Ingredient> = {}): Ingredient => ({
  kind: 'ingredient',
  id,
  name: { ro: id },
  nutrients: {},
  allergens: [],
  ...extra,
});

const price = (id: number, ingredient: number, value: number, validFrom: string): PriceDoc => ({
  id,
  ingredient,
  price: value,
  packQuantity: 1,
  packUnit: 'kg',
  validFrom,
});

describe('pricesInForce', () => {
  const docs = [
    price(1, 7, 10, '2026-01-01T00:00:00.000Z'),
    price(2, 7, 12, '2026-06-01T00:00:00.000Z'),
    price(3, 7, 99, '2027-01-01T00:00:00.000Z'),
    price(5, 8, 4, '2026-01-01T00:00:00.000Z'),
    price(4, 8, 3, '2026-01-01T00:00:00.000Z'),
    price(6, 9, 1, '2027-01-01T00:00:00.000Z'),
  ];

  test('the latest price not in the future, per ingredient; none before the first', () => {
    const prices = pricesInForce(docs, new Date('2026-11-29T00:00:00.000Z'));
    expect(prices.get('7')?.price).toBe(12);
    expect(prices.has('9')).toBe(false);
  });

  test('of two from the same moment, the one entered later (higher id), whatever the order', () => {
    expect(pricesInForce(docs, new Date('2026-11-29')).get('8')?.price).toBe(4);
  });
});

describe('dishCosting', () => {
  // 800 g of potatoes peeled 20 %: 1 kg bought at 4.50 lei; 4 portions of 1.125 → 1.13 lei.
  const graph: Recipe = {
    kind: 'recipe',
    id: '1',
    name: 'cartofi',
    portions: 4,
    lines: [{ item: food('7'), quantity: 800, unit: 'g', coldLossPercent: 20 }],
  };
  const prices = new Map([['7', { price: 4.5, packQuantity: 1, packUnit: 'kg' as const }]]);
  const restaurant = {
    currency: 'RON',
    costing: { foodVatPercent: 11, drinksVatPercent: 21, targetFoodCostPercent: 25 },
  };

  test('a food: cost, and at 5.55 lei (5.00 net at 11 %) 22.6 % and 3.87 lei of margin', () => {
    const costing = dishCosting({ graph, prices, restaurant, menuPrice: 5.55, category: 'food' });
    expect(costing).toMatchObject({
      status: 'costed',
      vatRatePercent: 11,
      cost: { status: 'complete', portionCostMinor: 113 },
      // 1.13 × 1.11 / 0.25 = 5.0172 → 5.02
      economics: {
        netPriceMinor: 500,
        foodCostPercent: 22.6,
        grossMarginMinor: 387,
        suggestedPriceMinor: 502,
      },
    });
  });

  test('a drink is sold at the drinks rate', () => {
    const costing = dishCosting({ graph, prices, restaurant, menuPrice: 12.1, category: 'drinks' });
    expect(costing).toMatchObject({ vatRatePercent: 21, economics: { netPriceMinor: 1000 } });
  });

  test('the Romanian defaults while the restaurant has none', () => {
    const bare = { currency: 'RON' };
    expect(
      dishCosting({ graph, prices, restaurant: bare, menuPrice: 10, category: 'food' }),
    ).toMatchObject({
      vatRatePercent: 11,
      economics: { suggestedPriceMinor: null },
    });
  });

  test('no figures beyond an incomplete cost, and none without a price', () => {
    const unpriced = dishCosting({
      graph,
      prices: new Map(),
      restaurant,
      menuPrice: 10,
      category: 'food',
    });
    expect(unpriced).toMatchObject({ cost: { status: 'incomplete' }, economics: null });
    expect(
      dishCosting({ graph, prices, restaurant, menuPrice: null, category: 'food' }),
    ).toMatchObject({ cost: { status: 'complete' }, economics: null });
  });

  test('a price core cannot convert is returned, not thrown', () => {
    const byLitre = new Map([['7', { price: 4.5, packQuantity: 1, packUnit: 'l' as const }]]);
    const costing = dishCosting({
      graph,
      prices: byLitre,
      restaurant,
      menuPrice: 10,
      category: 'food',
    });
    expect(costing).toMatchObject({ status: 'invalid', error: { code: 'missingDensity' } });
  });
});
