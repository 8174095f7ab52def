import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { butter, egg, flour, milk, oil, rice, salt } from '../recipe/__fixtures__/ingredients';
import type { Ingredient, Recipe, RecipeLine } from '../recipe/types';
import { recipeCost } from './recipeCost';
import { type IngredientPrice, PACK_UNITS } from './types';

// Every pack unit converts for these: each has a density and a unit weight.
const ingredients: Ingredient[] = [butter, egg, flour, milk, oil, rice, salt].map((item) => ({
  ...item,
  density: item.density ?? 1,
  unitWeight: item.unitWeight ?? 25,
}));

const lineArb = fc.record({
  item: fc.constantFrom(...ingredients),
  quantity: fc.integer({ min: 1, max: 2000 }),
  unit: fc.constantFrom('g' as const, 'ml' as const, 'pcs' as const),
  coldLossPercent: fc.integer({ min: 0, max: 60 }),
});

const priceArb: fc.Arbitrary<IngredientPrice> = fc.record({
  price: fc.integer({ min: 0, max: 100_000 }).map((minor) => minor / 100),
  packQuantity: fc.integer({ min: 1, max: 5000 }),
  packUnit: fc.constantFrom(...PACK_UNITS),
});

const pricesArb = fc
  .array(priceArb, { minLength: ingredients.length, maxLength: ingredients.length })
  .map(
    (packs) =>
      new Map(ingredients.map((item, index) => [item.id, packs[index] as IngredientPrice])),
  );

const dish = (lines: RecipeLine[], portions: number, extra: Partial<Recipe> = {}): Recipe => ({
  kind: 'recipe',
  id: 'dish',
  name: 'dish',
  lines,
  portions,
  ...extra,
});

function packGrams(item: Ingredient, pack: IngredientPrice): number {
  const perUnit = { g: 1, kg: 1000, ml: item.density ?? 0, l: 1000 * (item.density ?? 0) };
  return pack.packUnit === 'piece'
    ? pack.packQuantity * (item.unitWeight ?? 0)
    : pack.packQuantity * perUnit[pack.packUnit];
}

describe('recipeCost properties', () => {
  test('agrees with a plain float computation to within one minor unit', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        pricesArb,
        fc.integer({ min: 1, max: 12 }),
        (lines, prices, portions) => {
          const cost = recipeCost(dish(lines, portions), { currency: 'RON', prices });
          let batch = 0;
          for (const { item, quantity, unit, coldLossPercent } of lines) {
            const net =
              unit === 'g'
                ? quantity
                : unit === 'ml'
                  ? quantity * (item.density ?? 0)
                  : quantity * (item.unitWeight ?? 0);
            const pack = prices.get(item.id) as IngredientPrice;
            batch +=
              ((net / (1 - coldLossPercent / 100)) * pack.price * 100) / packGrams(item, pack);
          }
          expect(cost.status).toBe('complete');
          if (cost.status !== 'complete') return;
          expect(Math.abs(cost.batchCostMinor - batch)).toBeLessThanOrEqual(0.5 + 1e-6 * batch);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('twice the quantities for twice the portions: the very same portion cost', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        pricesArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 5 }),
        (lines, prices, portions, factor) => {
          const options = { currency: 'RON', prices };
          const base = recipeCost(dish(lines, portions), options);
          const scaled = recipeCost(
            dish(
              lines.map((entry) => ({ ...entry, quantity: entry.quantity * factor })),
              portions * factor,
            ),
            options,
          );
          expect(scaled.status === 'complete' && scaled.portionCostMinor).toBe(
            base.status === 'complete' && base.portionCostMinor,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  test('a sub-recipe used whole, with no cooking loss, costs what its lines cost inline', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        pricesArb,
        fc.integer({ min: 1, max: 6 }),
        (lines, subLines, prices, subPortions) => {
          const options = { currency: 'RON', prices };
          const sub: Recipe = { ...dish(subLines, subPortions), id: 'sub', name: 'sub' };
          // Used by its portions: all of them, which is its whole served batch.
          const nested = recipeCost(
            dish([...lines, { item: sub, quantity: subPortions, unit: 'pcs' }], 1),
            options,
          );
          const inline = recipeCost(dish([...lines, ...subLines], 1), options);
          expect(nested.status === 'complete' && nested.batchCostMinor).toBe(
            inline.status === 'complete' && inline.batchCostMinor,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  test('incomplete exactly when a used ingredient lacks a price, naming each such one', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        pricesArb,
        fc.subarray(ingredients.map((item) => item.id)),
        (lines, prices, unpriced) => {
          for (const id of unpriced) prices.delete(id);
          const cost = recipeCost(dish(lines, 1), { currency: 'RON', prices });
          const expected = [
            ...new Set(lines.map((entry) => entry.item.id).filter((id) => unpriced.includes(id))),
          ];
          if (expected.length === 0) {
            expect(cost.status).toBe('complete');
          } else {
            expect(cost.status).toBe('incomplete');
            if (cost.status !== 'incomplete') return;
            expect(cost.missingPrices.map((entry) => entry.ingredientId)).toEqual(expected);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
