import { computeRecipe, RecipeError } from '@nutrimenu/core/recipe';
import { describe, expect, test, vi } from 'vitest';
import { loadGraphDocs } from './loadGraphDocs';
import {
  createGraphDocs,
  type GraphDocs,
  missingGraphDocs,
  type RecipeData,
  recipeGraphFromDocs,
} from './recipeGraphFromDocs';
import type { IngredientDoc } from './toCoreIngredient';

const flour: IngredientDoc = {
  id: 1,
  name: { ro: 'făină', en: 'flour' },
  nutrients: {
    fat: 1,
    saturates: 0.2,
    carbohydrate: 70,
    sugars: 2,
    fibre: 3,
    protein: 10,
    salt: 0,
  },
  allergensDeclared: true,
  allergens: ['gluten'],
};
const butter: IngredientDoc = {
  id: 2,
  name: { ro: 'unt' },
  nutrients: { fat: 80, saturates: 50, carbohydrate: 1, sugars: 1, fibre: 0, protein: 1, salt: 1 },
  allergensDeclared: true,
  allergens: ['milk'],
};
const dough: RecipeData = {
  id: 10,
  name: { ro: 'aluat' },
  portions: 1,
  lines: [
    { kind: 'ingredient', ingredient: 1, quantity: 100, unit: 'g' },
    { kind: 'ingredient', ingredient: 2, quantity: 100, unit: 'g' },
  ],
};
const pie: RecipeData = {
  name: 'plăcintă',
  portions: 2,
  lines: [{ kind: 'recipe', recipe: 10, quantity: 200, unit: 'g' }],
};

function docsWith(ingredients: IngredientDoc[], recipes: RecipeData[]): GraphDocs {
  const docs = createGraphDocs();
  for (const doc of ingredients) docs.ingredients.set(String(doc.id), doc);
  for (const doc of recipes) docs.recipes.set(String(doc.id), doc);
  return docs;
}

describe('missingGraphDocs', () => {
  test('lists the sub-recipes to load before their ingredients are known', () => {
    expect(missingGraphDocs(pie, undefined, createGraphDocs())).toEqual({
      ingredients: [],
      recipes: ['10'],
    });
    expect(missingGraphDocs(pie, undefined, docsWith([], [dough]))).toEqual({
      ingredients: ['1', '2'],
      recipes: [],
    });
    expect(missingGraphDocs(pie, undefined, docsWith([flour, butter], [dough]))).toEqual({
      ingredients: [],
      recipes: [],
    });
  });

  test('does not ask for the recipe being edited when a line refers to it', () => {
    const selfish: RecipeData = { lines: [{ kind: 'recipe', recipe: 5, quantity: 1, unit: 'g' }] };
    expect(missingGraphDocs(selfish, 5, createGraphDocs()).recipes).toEqual([]);
  });

  test('skips lines whose item is not chosen yet, and accepts populated relationships', () => {
    const data: RecipeData = {
      lines: [
        { kind: 'ingredient', ingredient: null, quantity: 5, unit: 'g' },
        { kind: 'ingredient', ingredient: { id: 7 }, quantity: 5, unit: 'g' },
      ],
    };
    expect(missingGraphDocs(data, undefined, createGraphDocs()).ingredients).toEqual(['7']);
  });
});

describe('recipeGraphFromDocs', () => {
  test('builds the graph core computes, sub-recipes included', () => {
    const graph = recipeGraphFromDocs(pie, undefined, docsWith([flour, butter], [dough]));
    expect(graph.id).toBe('new');
    const result = computeRecipe(graph);
    expect(result.per100g.fat).toEqual({ status: 'known', value: 40.5 });
    expect(result.allergens).toEqual({
      contains: ['gluten', 'milk'],
      complete: true,
      // The flour and the butter bring them in, through the dough.
      sources: [
        { code: 'gluten', sources: [{ ingredientId: '1', via: ['10'] }] },
        { code: 'milk', sources: [{ ingredientId: '2', via: ['10'] }] },
      ],
    });
    expect(result.weights.netPortion).toBe(100);
  });

  test('maps the yield, extra allergens and flags of the recipe', () => {
    const graph = recipeGraphFromDocs(
      {
        ...dough,
        yieldKind: 'servedWeight',
        servedWeight: 150,
        extraTraces: ['sesame'],
        frozen: true,
        nutriScoreCategory: 'general',
      },
      10,
      docsWith([flour, butter], []),
    );
    expect(graph).toMatchObject({
      id: '10',
      cookingYield: { kind: 'servedWeight', grams: 150 },
      extraTraces: ['sesame'],
      frozen: true,
      nutriScoreCategory: 'general',
    });
    expect(computeRecipe(graph).weights.netPortion).toBe(150);
  });

  test('gives a quantity being typed (empty) as NaN, so core refuses it', () => {
    const graph = recipeGraphFromDocs(
      { lines: [{ kind: 'ingredient', ingredient: 1, quantity: null, unit: 'g' }] },
      undefined,
      docsWith([flour], []),
    );
    expect(() => computeRecipe(graph)).toThrow(
      expect.objectContaining({ code: 'invalidQuantity' }),
    );
  });

  test('lets core report a recipe that contains itself instead of recursing', () => {
    const loop: RecipeData = {
      id: 20,
      name: 'loop',
      portions: 1,
      lines: [{ kind: 'recipe', recipe: 21, quantity: 10, unit: 'g' }],
    };
    const back: RecipeData = {
      id: 21,
      name: 'back',
      portions: 1,
      lines: [{ kind: 'recipe', recipe: 20, quantity: 10, unit: 'g' }],
    };
    const graph = recipeGraphFromDocs(loop, 20, docsWith([], [back]));
    let error: unknown;
    try {
      computeRecipe(graph);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RecipeError);
    expect((error as RecipeError).code).toBe('cycle');
  });

  test('refuses to build from documents that were not loaded', () => {
    expect(() => recipeGraphFromDocs(pie, undefined, createGraphDocs())).toThrow(
      'Recipe 10 is not loaded',
    );
  });
});

describe('loadGraphDocs', () => {
  test('loads level by level and never again what the cache holds', async () => {
    const loaders = {
      ingredients: vi.fn(async (ids: string[]) =>
        ids.map((id) => [flour, butter].find((doc) => String(doc.id) === id) as IngredientDoc),
      ),
      recipes: vi.fn(async (ids: string[]) => ids.map(() => dough)),
    };
    const docs = await loadGraphDocs(pie, undefined, loaders);
    expect(loaders.recipes.mock.calls).toEqual([[['10']]]);
    expect(loaders.ingredients.mock.calls).toEqual([[['1', '2']]]);

    await loadGraphDocs(pie, undefined, loaders, docs);
    expect(loaders.recipes).toHaveBeenCalledTimes(1);
    expect(loaders.ingredients).toHaveBeenCalledTimes(1);
  });

  test('fails when a loader returns fewer documents than asked for', async () => {
    await expect(
      loadGraphDocs(pie, undefined, { ingredients: async () => [], recipes: async () => [] }),
    ).rejects.toThrow('Recipe 10 was not loaded');
  });
});
