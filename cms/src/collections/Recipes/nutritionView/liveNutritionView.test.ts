import { createTranslator, en } from '@nutrimenu/core/messages';
import { ro } from '@nutrimenu/core/messages/ro';
import { describe, expect, test } from 'vitest';
import type { RecipeData } from '../graph/recipeGraphFromDocs';
import { graphDocs } from './__fixtures__/docs';
import { computeLiveNutrition } from './computeLiveNutrition';
import { liveNutritionView } from './liveNutritionView';

const tEn = createTranslator('en', en);
const tRo = createTranslator('ro', ro, en);

const pie: RecipeData = {
  name: 'plăcintă',
  portions: 2,
  lines: [{ kind: 'recipe', recipe: 10, quantity: 200, unit: 'g' }],
};
const pieWithCondiment: RecipeData = {
  ...pie,
  lines: [
    { kind: 'recipe', recipe: 10, quantity: 200, unit: 'g' },
    { kind: 'ingredient', ingredient: 3, quantity: 10, unit: 'g' },
  ],
};

function computed(data: RecipeData) {
  const outcome = computeLiveNutrition(data, undefined, graphDocs());
  if (outcome.status !== 'computed') throw outcome.error;
  return outcome;
}

describe('liveNutritionView of a complete recipe', () => {
  const { result, graph } = computed({ ...pie, nutriScoreCategory: 'general' });
  const view = liveNutritionView(result, graph, 'en', tEn);

  test('heads the portion column with the served weight of one portion', () => {
    expect(view.perPortionHeading).toBe('per portion (100 g)');
    expect(view.weights).toMatchObject({
      gross: 'Raw weight per portion: 100 g',
      portion: 'Portion weight: 100 g',
      cookingLoss: 'Cooking loss: 0 %',
    });
  });

  test('gives the cooking loss from the yield and the portion weight (gramaj), as the sheet', () => {
    const { result: cooked, graph: cookedGraph } = computed({
      ...pie,
      yieldKind: 'servedWeight',
      servedWeight: 150,
    });
    expect(liveNutritionView(cooked, cookedGraph, 'ro', tRo).weights).toMatchObject({
      portion: 'Gramaj: 75 g',
      cookingLoss: 'Pierderi la gătire: 25 %',
    });
  });

  test('gives the Nutri-Score grade and the reference-intake statement', () => {
    expect(view.nutriScore.grade).toMatch(/^[A-E]$/);
    expect(view.nutriScore.text).toBe(`Nutri-Score ${view.nutriScore.grade}`);
    expect(view.referenceIntake).toBe('Reference intake of an average adult (8 400 kJ/2 000 kcal)');
    expect(view.lowerBoundNote).toBeNull();
  });

  test('names the allergens and traces, and reports complete data', () => {
    expect(view.allergens).toMatchObject({ complete: true });
    expect(view.allergens.text).toMatch(/^Cereals containing gluten, Milk/);
    expect(view.traces.text).toBe('Sesame seeds');
    expect(view.additives.text).toBe('None');
    expect(view.tags.text).toBe('Vegetarian');
    expect(view.frozen).toBeNull();
    expect(view.missing.rows).toEqual([]);
  });

  test('lists the ingredients in the ANPC form with allergen names marked for bold', () => {
    expect(view.ingredients.parts).toEqual([
      { text: 'dough – 100 g [' },
      { text: 'wheat flour', allergens: ['gluten'] },
      { text: ' – 50 g, ' },
      { text: 'butter', allergens: ['milk'] },
      { text: ' – 50 g]' },
    ]);
  });

  test('names the ingredient bringing in each allergen and trace, through the sub-recipe', () => {
    expect(view.allergens.sources).toEqual([
      { code: 'gluten', text: 'Cereals containing gluten — wheat flour (via dough)' },
      { code: 'milk', text: 'Milk (including lactose) — butter (via dough)' },
    ]);
    expect(view.traces.sources).toEqual([
      { code: 'sesame', text: 'Sesame seeds — wheat flour (via dough)' },
    ]);
    expect(view.allergens.publishWarning).toBeNull();
  });

  test('says "no allergens" only when every ingredient was checked', () => {
    const plain = computed({
      name: 'apă',
      portions: 1,
      lines: [{ kind: 'ingredient', ingredient: 4, quantity: 100, unit: 'g' }],
    });
    const none = liveNutritionView(plain.result, plain.graph, 'ro', tRo);
    expect(none.allergens).toMatchObject({
      complete: true,
      text: 'Fără alergeni (toate ingredientele verificate)',
      sources: [],
      publishWarning: null,
    });
  });

  test('asks for a Nutri-Score category when none is chosen', () => {
    const plain = computed(pie);
    expect(liveNutritionView(plain.result, plain.graph, 'en', tEn).nutriScore).toEqual({
      label: 'Nutri-Score',
      grade: null,
      text: 'Choose a Nutri-Score category to compute it.',
    });
  });
});

describe('liveNutritionView of a recipe with an incomplete ingredient', () => {
  const { result, graph } = computed({ ...pieWithCondiment, nutriScoreCategory: 'general' });
  const view = liveNutritionView(result, graph, 'ro', tRo);

  test('never shows the allergens as complete while one is undeclared', () => {
    expect(view.allergens.complete).toBe(false);
    expect(view.allergens.text).toMatch(/; Alergeni NEDECLARAȚI încă pentru: condiment$/);
  });

  test('warns before publishing and names the ingredients lacking a declaration', () => {
    expect(view.allergens.publishWarning).toBe(
      'Înainte de publicare: meniul va afișa „Alergenii nu au fost încă declarați” pentru acest ' +
        'preparat până când sunt declarați alergenii acestor ingrediente: condiment.',
    );
    expect(view.allergens.sources.map((row) => row.text)).toEqual([
      'Cereale care conțin gluten — făină de grâu (prin aluat)',
      'Lapte (inclusiv lactoză) — unt (prin aluat)',
    ]);
  });

  test('names the ingredient to complete and what it lacks', () => {
    expect(view.missing.rows).toEqual([
      {
        ingredientId: '3',
        name: 'condiment',
        detail: 'fără valoare pentru: Zaharuri, Fibre; alergeni nedeclarați',
      },
    ]);
  });

  test('marks the lower bounds and withholds the Nutri-Score', () => {
    expect(view.lowerBoundNote).toBe(ro['admin.live.lowerBound']);
    expect(view.rows.find((row) => row.line === 'sugars')?.per100g.text).toMatch(/^≥\d/);
    expect(view.nutriScore).toMatchObject({
      grade: null,
      text: 'Nu se calculează cât timp unele valori sunt necunoscute.',
    });
  });

  test('shows additives as "class: E-number" and the frozen marker', () => {
    expect(view.additives.text).toBe('potențator de aromă: E621');
    expect(view.frozen).toBe('Din produs decongelat');
  });
});

describe('liveNutritionView of a drink', () => {
  // 300 g water + 100 g flour: 17.5 g carbohydrate per 100 g; at 1.3 g/ml, 22.75 g per 100 ml.
  const drink: RecipeData = {
    name: 'băutură',
    category: 'drinks',
    density: 1.3,
    portions: 1,
    lines: [
      { kind: 'ingredient', ingredient: 4, quantity: 300, unit: 'g' },
      { kind: 'ingredient', ingredient: 1, quantity: 100, unit: 'g' },
    ],
  };

  test('is declared per 100 ml with its portion in ml, as on the public menu', () => {
    const { result, graph } = computed(drink);
    const view = liveNutritionView(result, graph, 'ro', tRo);
    expect(view.per100gHeading).toBe('per 100 ml');
    expect(view.perPortionHeading).toBe('per porție (308 ml)');
    expect(view.rows.find((row) => row.line === 'carbohydrate')?.per100g.text).toBe('23 g');
  });

  test('the same recipe as a food stays per 100 g', () => {
    const { result, graph } = computed({ ...drink, category: 'food' });
    const view = liveNutritionView(result, graph, 'ro', tRo);
    expect(view.per100gHeading).toBe('per 100 g');
    expect(view.perPortionHeading).toBe('per porție (400 g)');
    expect(view.rows.find((row) => row.line === 'carbohydrate')?.per100g.text).toBe('18 g');
  });
});
