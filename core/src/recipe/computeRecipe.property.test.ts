import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS } from '../nutrition/nutrients';
import {
  butter,
  carrot,
  celeriac,
  egg,
  flour,
  milk,
  mysterySpice,
  oil,
  pork,
  rice,
  salt,
} from './__fixtures__/ingredients';
import { lineGrams } from './_lib/lineGrams';
import { computeRecipe } from './computeRecipe';
import type { CookingYield, NutrientAmount, Recipe, RecipeLine } from './types';

const ingredients = [
  butter,
  carrot,
  celeriac,
  egg,
  flour,
  milk,
  mysterySpice,
  oil,
  pork,
  rice,
  salt,
];

const lineArb = fc.record({
  item: fc.constantFrom(...ingredients),
  quantity: fc.double({ min: 0.5, max: 2000, noNaN: true }),
});

const yieldArb: fc.Arbitrary<CookingYield> = fc.oneof(
  fc.record({
    kind: fc.constant('ratio' as const),
    ratio: fc.double({ min: 0.3, max: 3, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('servedWeight' as const),
    grams: fc.double({ min: 10, max: 5000, noNaN: true }),
  }),
);

/** A dish whose second line may be a sub-recipe, itself built from random lines. */
const recipeArb: fc.Arbitrary<Recipe> = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    subLines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
    subQuantity: fc.double({ min: 1, max: 500, noNaN: true }),
    portions: fc.integer({ min: 1, max: 24 }),
    subPortions: fc.integer({ min: 1, max: 10 }),
    cookingYield: yieldArb,
    subYield: yieldArb,
  })
  .map(({ lines, subLines, subQuantity, portions, subPortions, cookingYield, subYield }) => {
    const sub: Recipe = {
      kind: 'recipe',
      id: 'sub',
      name: 'sub',
      lines: subLines.map(({ item, quantity }): RecipeLine => ({ item, quantity, unit: 'g' })),
      portions: subPortions,
      cookingYield: subYield,
    };
    return {
      kind: 'recipe',
      id: 'dish',
      name: 'dish',
      lines: [
        ...lines.map(({ item, quantity }): RecipeLine => ({ item, quantity, unit: 'g' })),
        { item: sub, quantity: subQuantity, unit: 'g' },
      ],
      portions,
      cookingYield,
    };
  });

function scaleRecipe(recipe: Recipe, factor: number): Recipe {
  const cookingYield = recipe.cookingYield;
  return {
    ...recipe,
    lines: recipe.lines.map((line) => ({ ...line, quantity: line.quantity * factor })),
    ...(cookingYield?.kind === 'servedWeight'
      ? { cookingYield: { kind: 'servedWeight', grams: cookingYield.grams * factor } }
      : {}),
  };
}

function expectClose(actual: NutrientAmount, expected: NutrientAmount) {
  expect(actual.status).toBe(expected.status);
  if (actual.status !== 'unknown' && expected.status !== 'unknown') {
    expect(actual.value).toBeCloseTo(expected.value, 6);
  }
}

describe('computeRecipe properties', () => {
  test('per portion × portions = batch, and per 100 g × served weight / 100 = batch', () => {
    fc.assert(
      fc.property(recipeArb, (recipe) => {
        const result = computeRecipe(recipe);
        for (const key of NUTRIENT_KEYS) {
          const batch = result.batch[key];
          const perPortion = result.perPortion[key];
          const per100g = result.per100g[key];
          if (batch.status === 'unknown') continue;
          if (perPortion.status === 'unknown' || per100g.status === 'unknown') return false;
          expect(perPortion.value * recipe.portions).toBeCloseTo(batch.value, 6);
          expect((per100g.value * result.weights.netBatch) / 100).toBeCloseTo(batch.value, 6);
        }
        expect(result.weights.grossPortion * recipe.portions).toBeCloseTo(
          result.weights.grossBatch,
          6,
        );
        expect(result.weights.netPortion * recipe.portions).toBeCloseTo(result.weights.netBatch, 6);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  test('scaling every quantity (and a measured served weight) leaves per 100 g unchanged', () => {
    fc.assert(
      fc.property(recipeArb, fc.double({ min: 0.1, max: 10, noNaN: true }), (recipe, factor) => {
        const base = computeRecipe(recipe);
        const scaled = computeRecipe(scaleRecipe(recipe, factor));
        for (const key of NUTRIENT_KEYS) expectClose(scaled.per100g[key], base.per100g[key]);
        expect(scaled.allergens).toEqual(base.allergens);
        expect(scaled.tags).toEqual(base.tags);
        expect(scaled.fruitVegLegumesPercent).toBeCloseTo(base.fruitVegLegumesPercent, 9);
      }),
      { numRuns: 300 },
    );
  });

  test('the ingredient list is in descending order of weight at every level', () => {
    fc.assert(
      fc.property(recipeArb, (recipe) => {
        const result = computeRecipe(recipe);
        const grams = result.ingredients.map((entry) => entry.grams ?? 0);
        expect(grams).toEqual([...grams].sort((a, b) => b - a));
        const sum = grams.reduce((total, value) => total + value, 0);
        // The list weighs each line as used (a sub-recipe as served), not raw.
        const asUsed = recipe.lines.reduce((total, line) => {
          const netPortion =
            line.item.kind === 'recipe' ? computeRecipe(line.item).weights.netPortion : null;
          return total + lineGrams(line, netPortion, []);
        }, 0);
        expect(sum).toBeCloseTo(asUsed / recipe.portions, 6);
      }),
      { numRuns: 200 },
    );
  });
});
