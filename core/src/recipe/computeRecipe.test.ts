import { describe, expect, test } from 'vitest';
import { NUTRIENT_KEYS } from '../nutrition/nutrients';
import {
  bun,
  butter,
  carrot,
  celeriac,
  egg,
  flour,
  line,
  mayonnaise,
  milk,
  msg,
  mysterySpice,
  oil,
  pork,
  recipe,
  rice,
  salt,
  water,
} from './__fixtures__/ingredients';
import { computeRecipe } from './computeRecipe';
import { formatIngredientList, ingredientListText } from './formatIngredientList';
import { RecipeError } from './RecipeError';
import type { NutrientAmount, RecipeLine } from './types';

function value(amount: NutrientAmount): number {
  if (amount.status === 'unknown') throw new Error('expected a value, got unknown');
  return amount.value;
}

function expectError(run: () => unknown, code: RecipeError['code'], path?: string[]) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RecipeError);
    expect((error as RecipeError).code).toBe(code);
    if (path) expect((error as RecipeError).path).toEqual(path);
    return error as RecipeError;
  }
  throw new Error(`expected RecipeError ${code}, nothing was thrown`);
}

describe('computeRecipe: one ingredient', () => {
  const result = computeRecipe(recipe('butter-pat', [line(butter, 100)]));

  test('gives the ingredient’s own composition per 100 g', () => {
    expect(result.per100g.fat).toEqual({ status: 'known', value: 80 });
    expect(result.per100g.saturates).toEqual({ status: 'known', value: 50 });
    expect(result.per100g.protein).toEqual({ status: 'known', value: 1 });
  });

  test('computes energy from the Annex XIV components, kcal with its own factors', () => {
    expect(value(result.per100g.energyKj)).toBeCloseTo(37 * 80 + 17 * 1 + 17 * 1, 9);
    expect(value(result.per100g.energyKcal)).toBeCloseTo(9 * 80 + 4 * 1 + 4 * 1, 9);
  });

  test('derives salt from sodium (× 2.5) and keeps sodium', () => {
    expect(value(result.per100g.salt)).toBeCloseTo(1, 9);
    expect(value(result.per100g.sodium)).toBeCloseTo(0.4, 9);
  });
});

describe('computeRecipe: a batch with units, yield and portions', () => {
  // 200 g flour, 100 g butter, 2 eggs of 50 g, 100 ml milk (1.03 g/ml), 2 g salt; 4 portions;
  // baking keeps 80 % of the raw weight.
  const dough = recipe(
    'dough',
    [
      line(flour, 200),
      line(butter, 100),
      line(egg, 2, 'pcs'),
      line(milk, 100, 'ml'),
      line(salt, 2),
    ],
    { portions: 4, cookingYield: { kind: 'ratio', ratio: 0.8 } },
  );
  const result = computeRecipe(dough);

  test('weighs the raw (gross) and served (net) batch and portion', () => {
    expect(result.weights.grossBatch).toBeCloseTo(505, 9);
    expect(result.weights.netBatch).toBeCloseTo(404, 9);
    expect(result.weights.grossPortion).toBeCloseTo(126.25, 9);
    expect(result.weights.netPortion).toBeCloseTo(101, 9);
  });

  test.each([
    { key: 'fat', batch: 95.605, per100g: 23.664604, perPortion: 23.90125 },
    { key: 'saturates', batch: 55.46, per100g: 13.727723, perPortion: 13.865 },
    { key: 'carbohydrate', batch: 147.15, per100g: 36.423267, perPortion: 36.7875 },
    { key: 'sugars', batch: 11.15, per100g: 2.759901, perPortion: 2.7875 },
    { key: 'fibre', batch: 6, per100g: 1.485149, perPortion: 1.5 },
    { key: 'protein', batch: 36.605, per100g: 9.060644, perPortion: 9.15125 },
    { key: 'salt', batch: 3.353, per100g: 0.82995, perPortion: 0.83825 },
    { key: 'energyKj', batch: 6709.22, per100g: 1660.69802, perPortion: 1677.305 },
    { key: 'energyKcal', batch: 1607.465, per100g: 397.887376, perPortion: 401.86625 },
  ] as const)('$key: batch $batch, per 100 g served $per100g, per portion $perPortion', (row) => {
    expect(value(result.batch[row.key])).toBeCloseTo(row.batch, 6);
    expect(value(result.per100g[row.key])).toBeCloseTo(row.per100g, 5);
    expect(value(result.perPortion[row.key])).toBeCloseTo(row.perPortion, 6);
  });

  test('unites allergens in Annex II order and keeps traces apart', () => {
    expect(result.allergens).toMatchObject({
      contains: ['gluten', 'eggs', 'milk'],
      complete: true,
    });
    expect(result.traces).toEqual(['soybeans', 'sesame']);
  });

  test('is vegetarian but not vegan when one line is not vegan', () => {
    expect(result.tags).toEqual(['vegetarian']);
    expect(result.frozen).toBe(false);
  });

  test('lists ingredients by descending weight per portion, ml for what is measured by volume', () => {
    const text = ingredientListText(
      formatIngredientList(result.ingredients, 'ro'),
      (name) => `*${name}*`,
    );
    expect(text).toBe(
      '*făină de grâu* – 50 g, *lapte* – 25 ml, *unt* – 25 g, *ou* – 25 g, sare – 0,5 g',
    );
  });

  test('measures the served weight when it is known instead of a ratio', () => {
    const weighed = computeRecipe({ ...dough, cookingYield: { kind: 'servedWeight', grams: 450 } });
    expect(weighed.weights.netBatch).toBe(450);
    expect(value(weighed.per100g.fat)).toBeCloseTo((95.605 * 100) / 450, 9);
  });
});

describe('computeRecipe: sub-recipes three levels deep', () => {
  const vegetables = recipe('vegetables', [line(carrot, 200), line(celeriac, 100)], {
    name: { ro: 'legume', en: 'vegetables' },
  });
  const garnish = recipe(
    'garnish',
    [
      line(rice, 300),
      line(water, 600, 'ml'),
      line(vegetables, 150),
      line(oil, 20, 'ml'),
      line(salt, 5),
      line(msg, 1),
    ],
    {
      name: { ro: 'garnitură de orez cu legume', en: 'rice with vegetables' },
      cookingYield: { kind: 'servedWeight', grams: 1000 },
    },
  );
  const dish = recipe('pork-with-rice', [line(pork, 560), line(garnish, 560)], {
    portions: 4,
    cookingYield: { kind: 'ratio', ratio: 0.85 },
  });
  const result = computeRecipe(dish);
  const garnishResult = computeRecipe(garnish);

  test('adds a sub-recipe by its served composition', () => {
    const garnishFat = value(garnishResult.per100g.fat);
    // rice 3 g + vegetables 0 g + oil 18.4 g of fat in 1000 g served
    expect(garnishFat).toBeCloseTo((3 + 18.4) / 10, 9);
    expect(value(result.batch.fat)).toBeCloseTo(4 * 5.6 + garnishFat * 5.6, 9);
    // The garnish counts raw: 560 g served of 1000 g cooked from 1074.4 g of ingredients.
    expect(result.weights.grossBatch).toBeCloseTo(560 + 560 * 1.0744, 9);
    // The dish's yield applies to what went into the pot: the garnish as served.
    expect(result.weights.netPortion).toBeCloseTo((1120 * 0.85) / 4, 9);
  });

  test('carries allergens, frozen state, additives and tags up from the third level', () => {
    expect(result.allergens).toMatchObject({ contains: ['celery'], complete: true });
    expect(result.frozen).toBe(true);
    expect(result.additives).toEqual([
      {
        eNumber: 'E621',
        functionalClass: 'flavourEnhancers',
        name: { ro: 'glutamat de sodiu', en: 'monosodium glutamate' },
      },
    ]);
    expect(result.tags).toEqual(['with_meat']);
    expect(garnishResult.tags).toEqual(['vegan', 'vegetarian']);
  });

  test('writes the list in the ANPC form with nested sub-lists and quantities per portion', () => {
    const text = ingredientListText(
      formatIngredientList(result.ingredients, 'ro'),
      (name) => `*${name}*`,
    );
    expect(text).toBe(
      'mușchiuleț de porc – 140 g, garnitură de orez cu legume – 140 g [apă – 84 ml, orez – 42 g, ' +
        'legume – 21 g (morcov – 14 g, *țelină* – 7 g), ulei vegetal – 2,8 ml, sare – 0,7 g, ' +
        'potențator de aromă: E621]',
    );
  });

  test('can leave small quantities out, as in ANPC’s own example', () => {
    const text = ingredientListText(
      formatIngredientList(result.ingredients, 'ro', {
        minQuantityGrams: 20,
        additiveStyle: 'name',
      }),
    );
    expect(text).toBe(
      'mușchiuleț de porc – 140 g, garnitură de orez cu legume – 140 g [apă – 84 ml, orez – 42 g, ' +
        'legume – 21 g (morcov, ȚELINĂ), ulei vegetal, sare, potențator de aromă: glutamat de sodiu]',
    );
  });

  test('computes the fruit, vegetables and legumes share through the levels', () => {
    // Raw weights: 84 g of vegetables (560 × 1.0744 × 150 / 1074.4) in 1161.664 g.
    expect(result.fruitVegLegumesPercent).toBeCloseTo((84 / (560 + 560 * 1.0744)) * 100, 9);
  });

  test('counts a shared sub-recipe twice without calling it a cycle', () => {
    const twice = computeRecipe(
      recipe('double', [line(vegetables, 100), line(garnish, 100), line(vegetables, 50)]),
    );
    expect(twice.weights.grossBatch).toBeCloseTo(100 + 100 * 1.0744 + 50, 9);
    const entry = twice.ingredients.find((item) => item.id === 'vegetables');
    expect(entry?.grams).toBe(150);
    const [carrotGrams, celeriacGrams] = entry?.children.map((child) => child.grams ?? 0) ?? [];
    expect(carrotGrams).toBeCloseTo(100, 9);
    expect(celeriacGrams).toBeCloseTo(50, 9);
  });
});

describe('computeRecipe: composite ingredients and additives', () => {
  const sandwich = recipe('sandwich', [line(bun, 1, 'pcs'), line(mayonnaise, 20), line(msg, 0.5)]);
  const result = computeRecipe(sandwich);

  test('unites the allergens of the components, de-duplicates and sorts additives', () => {
    expect(result.allergens.contains).toEqual(['gluten', 'eggs', 'mustard']);
    expect(result.traces).toEqual(['sesame']);
    expect(result.additives.map((additive) => additive.eNumber)).toEqual(['E330', 'E621']);
    expect(result.frozen).toBe(true);
    expect(result.tags).toEqual(['vegetarian']);
  });

  test('lists a composite ingredient with its own list and its additives', () => {
    const text = ingredientListText(
      formatIngredientList(result.ingredients, 'en'),
      (name) => `*${name}*`,
    );
    expect(text).toBe(
      '*bun* – 60 g, mayonnaise – 20 g [sunflower oil – 15 g, *egg yolk* – 1.6 g, *mustard*, acid: E330], ' +
        'flavour enhancer: E621',
    );
  });
});

describe('computeRecipe: unknown values stay unknown', () => {
  test('a line with unknown values makes the dish a marked lower bound, never a zero', () => {
    const result = computeRecipe(recipe('seasoned', [line(flour, 100), line(mysterySpice, 5)]));
    expect(result.per100g.fat).toEqual({ status: 'lowerBound', value: (1 * 100) / 105 });
    expect(result.per100g.energyKcal.status).toBe('lowerBound');
    expect(result.allergens).toMatchObject({ contains: ['gluten'], complete: false });
    expect(result.missing).toEqual([
      { ingredientId: 'mystery', nutrients: [...NUTRIENT_KEYS], allergens: true },
    ]);
  });

  test('a dish made only of unknowns is unknown', () => {
    const result = computeRecipe(recipe('mystery-dish', [line(mysterySpice, 10)]));
    for (const key of NUTRIENT_KEYS) expect(result.per100g[key]).toEqual({ status: 'unknown' });
    expect(result.allergens.complete).toBe(false);
  });

  test('an unknown sugar value leaves the other nutrients known', () => {
    const honey = { ...carrot, id: 'honey', nutrients: { ...carrot.nutrients, sugars: null } };
    const result = computeRecipe(recipe('glazed', [line(carrot, 100), line(honey, 10)]));
    expect(result.per100g.sugars.status).toBe('lowerBound');
    expect(value(result.per100g.sugars)).toBeCloseTo(500 / 110, 9);
    expect(result.per100g.fat.status).toBe('known');
    expect(result.per100g.energyKj.status).toBe('known');
    expect(result.missing).toEqual([
      { ingredientId: 'honey', nutrients: ['sugars'], allergens: false },
    ]);
  });

  test('an unknown fibre value makes energy a lower bound', () => {
    const { fibre: _fibre, ...rest } = rice.nutrients;
    const result = computeRecipe(recipe('plain-rice', [line({ ...rice, nutrients: rest }, 100)]));
    expect(result.per100g.energyKj).toEqual({ status: 'lowerBound', value: 37 + 17 * 78 + 17 * 7 });
  });

  test('a lower bound in a sub-recipe stays a lower bound in the dish', () => {
    const sauce = recipe('sauce', [line(oil, 50), line(mysterySpice, 5)]);
    const result = computeRecipe(recipe('salad', [line(carrot, 200), line(sauce, 20)]));
    expect(result.per100g.fat.status).toBe('lowerBound');
    expect(result.missing.map((item) => item.ingredientId)).toEqual(['mystery']);
  });
});

describe('computeRecipe: tags and Nutri-Score inputs', () => {
  test('is vegan only when every line is, with_meat when any line is', () => {
    expect(computeRecipe(recipe('v', [line(carrot, 100), line(rice, 100)])).tags).toEqual([
      'vegan',
      'vegetarian',
    ]);
    expect(computeRecipe(recipe('m', [line(carrot, 100), line(pork, 10)])).tags).toEqual([
      'with_meat',
    ]);
    const unknownFlags = {
      ...carrot,
      id: 'plain',
      vegan: undefined,
      vegetarian: undefined,
    } as const;
    const { vegan: _v, vegetarian: _g, ...noFlags } = unknownFlags;
    expect(computeRecipe(recipe('u', [line(carrot, 100), line(noFlags, 1)])).tags).toEqual([]);
  });

  test('removes from the traces what the dish contains', () => {
    const result = computeRecipe(
      recipe('t', [line(flour, 100)], {
        extraTraces: ['gluten', 'nuts'],
        extraAllergens: ['sesame'],
      }),
    );
    expect(result.allergens.contains).toEqual(['gluten', 'sesame']);
    expect(result.traces).toEqual(['soybeans', 'nuts']);
  });

  test('scores a dish with a Nutri-Score category, and none without one or with unknowns', () => {
    const soup = recipe('soup', [line(carrot, 300), line(water, 700, 'ml'), line(salt, 3)], {
      nutriScoreCategory: 'general',
    });
    // Per 100 g: salt (0.3 + 2.925) / 10.03 = 0.32 g → 1 point; everything else 0 points.
    const scored = computeRecipe(soup);
    expect(scored.nutriScore).toMatchObject({ score: 1, grade: 'B' });
    const lessSalt = computeRecipe({
      ...soup,
      lines: [line(carrot, 300), line(water, 700, 'ml'), line(salt, 1)],
    });
    expect(lessSalt.nutriScore).toMatchObject({ score: 0, grade: 'A' });
    const { nutriScoreCategory: _category, ...unscored } = soup;
    expect(computeRecipe(unscored).nutriScore).toBeNull();
    expect(
      computeRecipe({ ...soup, lines: [...soup.lines, line(mysterySpice, 1)] }).nutriScore,
    ).toBeNull();
  });

  test('marks red meat from the ingredients unless the recipe says otherwise', () => {
    expect(computeRecipe(recipe('r', [line(pork, 100)])).redMeat).toBe(true);
    expect(computeRecipe(recipe('r2', [line(pork, 100)], { redMeat: false })).redMeat).toBe(false);
  });
});

describe('computeRecipe: clear errors', () => {
  test('refuses an empty recipe', () => {
    expectError(() => computeRecipe(recipe('empty', [])), 'emptyRecipe', ['empty']);
  });

  test.each([0, -1, 2.5, Number.NaN])('refuses %s portions', (portions) => {
    expectError(
      () => computeRecipe(recipe('p', [line(flour, 10)], { portions })),
      'invalidPortions',
    );
  });

  test.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses a quantity of %s',
    (quantity) => {
      expectError(() => computeRecipe(recipe('q', [line(flour, quantity)])), 'invalidQuantity', [
        'q',
        'flour',
      ]);
    },
  );

  test('refuses ml without a density and pieces without a unit weight', () => {
    expectError(() => computeRecipe(recipe('d', [line(butter, 10, 'ml')])), 'missingDensity');
    expectError(() => computeRecipe(recipe('u', [line(flour, 1, 'pcs')])), 'missingUnitWeight');
    const sauce = recipe('sauce', [line(oil, 10)]);
    expectError(() => computeRecipe(recipe('s', [line(sauce, 10, 'ml')])), 'missingDensity', [
      's',
      'sauce',
    ]);
  });

  test('uses a sub-recipe by ml with its density and by pieces as portions', () => {
    const sauce = recipe('sauce', [line(oil, 100)], { density: 0.9, portions: 4 });
    expect(computeRecipe(recipe('a', [line(sauce, 10, 'ml')])).weights.grossBatch).toBeCloseTo(
      9,
      9,
    );
    expect(computeRecipe(recipe('b', [line(sauce, 2, 'pcs')])).weights.grossBatch).toBe(50);
  });

  test.each([
    { row: 'zero ratio', cookingYield: { kind: 'ratio', ratio: 0 } },
    { row: 'negative served weight', cookingYield: { kind: 'servedWeight', grams: -5 } },
  ] as const)('refuses a $row', ({ cookingYield }) => {
    expectError(
      () => computeRecipe(recipe('y', [line(flour, 10)], { cookingYield })),
      'invalidYield',
    );
  });

  test('refuses nutrient values outside 0–100 g per 100 g', () => {
    const broken = { ...flour, id: 'broken', nutrients: { ...flour.nutrients, fat: 120 } };
    expectError(() => computeRecipe(recipe('n', [line(broken, 10)])), 'invalidNutrient', [
      'n',
      'broken',
    ]);
  });

  test('detects a recipe that contains itself, directly or through others, without hanging', () => {
    const selfLines: RecipeLine[] = [line(flour, 10)];
    const self = recipe('self', selfLines);
    selfLines.push(line(self, 10));
    expectError(() => computeRecipe(self), 'cycle', ['self', 'self']);

    const aLines: RecipeLine[] = [];
    const a = recipe('a', aLines);
    const c = recipe('c', [line(a, 5)]);
    const b = recipe('b', [line(c, 5)]);
    aLines.push(line(flour, 10), line(b, 10));
    const error = expectError(() => computeRecipe(a), 'cycle', ['a', 'b', 'c', 'a']);
    expect(error.message).toContain('"a" (a)');
  });
});
