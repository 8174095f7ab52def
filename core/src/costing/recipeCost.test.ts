import { describe, expect, test } from 'vitest';
import { butter, egg, line, milk, recipe } from '../recipe/__fixtures__/ingredients';
import { RecipeError } from '../recipe/RecipeError';
import type { Ingredient, RecipeLine } from '../recipe/types';
import { CostingError } from './CostingError';
import { recipeCost, recipeCosts } from './recipeCost';
import type { IngredientPrice } from './types';

const potato: Ingredient = {
  kind: 'ingredient',
  id: 'potato',
  name: { ro: 'cartof', en: 'potato' },
  nutrients: {},
  allergens: [],
};

const withLoss = (entry: RecipeLine, coldLossPercent: number): RecipeLine => ({
  ...entry,
  coldLossPercent,
});

const PRICES: [string, IngredientPrice][] = [
  ['potato', { price: 4.5, packQuantity: 1, packUnit: 'kg' }],
  ['milk', { price: 7.99, packQuantity: 1, packUnit: 'l' }],
  ['egg', { price: 1.2, packQuantity: 1, packUnit: 'piece' }],
  ['butter', { price: 9.99, packQuantity: 200, packUnit: 'g' }],
];
const options = (prices: [string, IngredientPrice][] = PRICES) => ({
  currency: 'RON',
  prices: new Map(prices),
});

// Mashed potatoes for 4, as the technical sheet's example: 800 g peeled potatoes (20 % peel),
// 200 ml milk at 1.03 g/ml, 2 eggs of 50 g (12.5 % shell), 30 g butter.
const mash = recipe(
  'mash',
  [
    withLoss(line(potato, 800), 20),
    line(milk, 200, 'ml'),
    withLoss(line(egg, 2, 'pcs'), 12.5),
    line(butter, 30),
  ],
  { portions: 4, cookingYield: { kind: 'ratio', ratio: 0.9 } },
);

describe('recipeCost: a dish of ingredients, by hand', () => {
  // In bani (1/100 leu), on the gross quantity:
  // potato 800 / 0.8 = 1000 g × 450 / 1000 g = 450
  // milk 200 ml × 1.03 = 206 g × 799 / 1030 g = 159.8
  // egg 100 / 0.875 = 114.2857… g × 120 / 50 g = 274.2857…
  // butter 30 g × 999 / 200 g = 149.85
  // batch 1033.9357… → 1034; portion 1033.9357… / 4 = 258.48… → 258.
  const cost = recipeCost(mash, options());

  test('gives the batch and the portion, each rounded once from the exact sum', () => {
    expect(cost).toMatchObject({
      status: 'complete',
      currency: 'RON',
      batchCostMinor: 1034,
      portionCostMinor: 258,
    });
  });

  test('gives each line its gross weight and its cost', () => {
    expect(cost.lines).toEqual([
      { kind: 'ingredient', id: 'potato', grossGrams: 1000, batchCostMinor: 450 },
      { kind: 'ingredient', id: 'milk', grossGrams: 206, batchCostMinor: 160 },
      { kind: 'ingredient', id: 'egg', grossGrams: 800 / 7, batchCostMinor: 274 },
      { kind: 'ingredient', id: 'butter', grossGrams: 30, batchCostMinor: 150 },
    ]);
  });

  test('the cooking yield does not change what a dish costs, only what it weighs', () => {
    const { cookingYield: _, ...uncooked } = mash;
    const raw = recipeCost(uncooked, options());
    expect(raw).toMatchObject({ batchCostMinor: 1034, portionCostMinor: 258 });
  });

  test('one pack stated in several ways costs the same', () => {
    const same = recipeCost(
      mash,
      options([
        ['potato', { price: 45, packQuantity: 10_000, packUnit: 'g' }],
        ['milk', { price: 1.598, packQuantity: 200, packUnit: 'ml' }],
        ['egg', { price: 12, packQuantity: 10, packUnit: 'piece' }],
        ['butter', { price: 49.95, packQuantity: 1, packUnit: 'kg' }],
      ]),
    );
    expect(same).toEqual(cost);
  });

  test('halves are rounded away from zero', () => {
    // 1 kg at 4.50 lei for 4 portions: 112.5 bani → 113.
    const fries = recipe('fries', [line(potato, 1000)], { portions: 4 });
    expect(recipeCost(fries, options())).toMatchObject({
      batchCostMinor: 450,
      portionCostMinor: 113,
    });
  });

  test('a price of 0 is a price', () => {
    const free = recipeCost(
      recipe('free', [line(potato, 100)]),
      options([['potato', { price: 0, packQuantity: 1, packUnit: 'kg' }]]),
    );
    expect(free).toMatchObject({ status: 'complete', portionCostMinor: 0 });
  });

  test('a currency without minor unit rounds to whole units', () => {
    const cost = recipeCost(recipe('fries', [line(potato, 1000)], { portions: 4 }), {
      currency: 'JPY',
      prices: new Map([['potato', { price: 450, packQuantity: 1, packUnit: 'kg' }]]),
    });
    expect(cost).toMatchObject({ batchCostMinor: 450, portionCostMinor: 113 });
  });
});

describe('recipeCost: sub-recipes cost their share of their served batch', () => {
  // Sauce: 100 g butter + 100 g milk (100 / 1.03 ml), cooked down to 150 g, 2 portions of 75 g.
  // Its batch costs 100 × 999 / 200 + 100 × 799 / 1030 = 499.5 + 77.5728… = 577.0728… bani.
  const sauce = recipe('sauce', [line(butter, 100), line(milk, 100)], {
    portions: 2,
    cookingYield: { kind: 'servedWeight', grams: 150 },
  });
  const SAUCE_BATCH = 499.5 + (100 * 799) / 1030;

  test('by weight, by its portions and with a cold loss of its own', () => {
    const plate = recipe(
      'plate',
      [line(sauce, 60), line(sauce, 1, 'pcs'), withLoss(line(sauce, 30), 25), line(potato, 250)],
      { portions: 1 },
    );
    const cost = recipeCost(plate, options());
    // 60 g, 75 g (one portion) and 30 / 0.75 = 40 g of the 150 g served, plus 250 g potato.
    const expected = (SAUCE_BATCH * (60 + 75 + 40)) / 150 + 112.5;
    expect(cost).toMatchObject({ status: 'complete', portionCostMinor: Math.round(expected) });
    expect(cost.lines.map((entry) => entry.batchCostMinor)).toEqual([
      Math.round((SAUCE_BATCH * 60) / 150),
      Math.round((SAUCE_BATCH * 75) / 150),
      Math.round((SAUCE_BATCH * 40) / 150),
      113,
    ]);
    expect(cost.lines[2]).toMatchObject({ kind: 'recipe', id: 'sauce', grossGrams: 40 });
  });

  test('nested two deep', () => {
    const base = recipe('base', [line(sauce, 150)], { portions: 3 });
    const top = recipe('top', [line(base, 50)], { portions: 1 });
    // base: 150 g of sauce = the whole sauce batch, served as is (no yield); 50 g is a third.
    expect(recipeCost(top, options())).toMatchObject({
      portionCostMinor: Math.round(SAUCE_BATCH / 3),
    });
  });
});

describe('recipeCost: an unpriced ingredient', () => {
  const sauce = recipe('sauce', [line(butter, 100), line(milk, 100)]);
  const plate = recipe('plate', [line(potato, 250), line(sauce, 50), line(egg, 1, 'pcs')]);

  test('makes the cost incomplete and names every one, through sub-recipes, once', () => {
    const cost = recipeCost(
      recipe('plate2', [...plate.lines, line(milk, 10, 'ml')]),
      options([['potato', { price: 4.5, packQuantity: 1, packUnit: 'kg' }]]),
    );
    expect(cost.status).toBe('incomplete');
    if (cost.status !== 'incomplete') return;
    expect(cost.missingPrices).toEqual([
      { ingredientId: 'butter', name: butter.name, via: ['sauce'] },
      { ingredientId: 'milk', name: milk.name, via: ['sauce'] },
      { ingredientId: 'egg', name: egg.name, via: [] },
    ]);
    expect(cost).not.toHaveProperty('portionCostMinor');
    expect(cost.lines.map((entry) => entry.batchCostMinor)).toEqual([113, null, null, null]);
  });

  test('is named even when the dish has no other price', () => {
    const cost = recipeCost(recipe('lone', [line(potato, 10)]), options([]));
    expect(cost).toMatchObject({
      status: 'incomplete',
      missingPrices: [{ ingredientId: 'potato', via: [] }],
    });
  });
});

describe('recipeCost: refusals', () => {
  const noDensity: Ingredient = { ...potato, id: 'plain' };

  test.each([
    ['ml', 'missingDensity'],
    ['l', 'missingDensity'],
    ['piece', 'missingUnitWeight'],
  ] as const)('a pack in %s the ingredient cannot convert: %s, naming it', (packUnit, code) => {
    let caught: unknown;
    try {
      recipeCost(
        recipe('dish', [line(butter, 10), line(noDensity, 10)]),
        options([...PRICES, ['plain', { price: 2, packQuantity: 1, packUnit }]]),
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CostingError);
    expect(caught).toMatchObject({ code, ingredientId: 'plain', path: ['dish', 'plain'] });
    expect(String((caught as Error).message)).toContain('"potato" (plain)');
  });

  test.each([
    [{ price: -1, packQuantity: 1, packUnit: 'kg' }, 'invalidPrice'],
    [{ price: Number.NaN, packQuantity: 1, packUnit: 'kg' }, 'invalidPrice'],
    [{ price: 1, packQuantity: 0, packUnit: 'kg' }, 'invalidPackQuantity'],
  ] as const)('%o is refused: %s', (pack, code) => {
    expect(() =>
      recipeCost(recipe('dish', [line(potato, 10)]), options([['potato', pack]])),
    ).toThrow(expect.objectContaining({ code }));
  });

  test.each([100, -5, Number.NaN])('a cold loss of %s is refused', (loss) => {
    expect(() => recipeCost(recipe('dish', [withLoss(line(potato, 10), loss)]), options())).toThrow(
      expect.objectContaining({ name: 'CostingError', code: 'invalidColdLoss' }),
    );
  });

  test('a recipe computeRecipe refuses is refused the same way', () => {
    expect(() => recipeCost(recipe('dish', [line(noDensity, 10, 'ml')]), options())).toThrow(
      expect.objectContaining({ name: 'RecipeError', code: 'missingDensity' }),
    );
    expect(() => recipeCost(recipe('dish', [], {}), options())).toThrow(RecipeError);
    const loopLines: RecipeLine[] = [];
    const loop = recipe('loop', loopLines);
    loopLines.push(line(loop, 10));
    expect(() => recipeCost(loop, options())).toThrow(expect.objectContaining({ code: 'cycle' }));
  });
});

describe('recipeCosts', () => {
  test('costs many recipes, each outcome its own', () => {
    const good = recipe('good', [line(potato, 1000)]);
    const bad = recipe('bad', [line({ ...potato, id: 'plain' }, 10, 'ml')]);
    const outcomes = recipeCosts([good, bad], options());
    expect(outcomes.get('good')).toMatchObject({ status: 'complete', portionCostMinor: 450 });
    expect(outcomes.get('bad')).toBeInstanceOf(RecipeError);
  });
});
