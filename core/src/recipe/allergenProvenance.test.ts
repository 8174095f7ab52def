import { describe, expect, test } from 'vitest';
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
  mysterySpice,
  recipe,
  salt,
} from './__fixtures__/ingredients';
import { computeRecipe } from './computeRecipe';

describe('computeRecipe: which ingredient brings in each allergen', () => {
  test('names the ingredient of a line of the dish itself', () => {
    const result = computeRecipe(recipe('toast', [line(flour, 100), line(butter, 10)]));
    expect(result.allergens.sources).toEqual([
      { code: 'gluten', sources: [{ ingredientId: 'flour', via: [] }] },
      { code: 'milk', sources: [{ ingredientId: 'butter', via: [] }] },
    ]);
    expect(result.traceSources).toEqual([
      { code: 'soybeans', sources: [{ ingredientId: 'flour', via: [] }] },
      { code: 'sesame', sources: [{ ingredientId: 'flour', via: [] }] },
    ]);
  });

  test('follows sub-recipes to any depth and says through which ones', () => {
    const dough = recipe('dough', [line(flour, 200), line(egg, 2, 'pcs'), line(salt, 2)]);
    const filling = recipe('filling', [line(dough, 50), line(carrot, 100), line(celeriac, 50)]);
    const dish = recipe('pie', [line(filling, 300), line(butter, 20), line(dough, 100)]);
    const result = computeRecipe(dish);
    expect(result.allergens.contains).toEqual(['gluten', 'eggs', 'milk', 'celery']);
    expect(result.allergens.sources).toEqual([
      {
        code: 'gluten',
        sources: [
          { ingredientId: 'flour', via: ['filling', 'dough'] },
          { ingredientId: 'flour', via: ['dough'] },
        ],
      },
      {
        code: 'eggs',
        sources: [
          { ingredientId: 'egg', via: ['filling', 'dough'] },
          { ingredientId: 'egg', via: ['dough'] },
        ],
      },
      { code: 'milk', sources: [{ ingredientId: 'butter', via: [] }] },
      { code: 'celery', sources: [{ ingredientId: 'celeriac', via: ['filling'] }] },
    ]);
  });

  test('lists every ingredient that brings in the same allergen, once each', () => {
    const result = computeRecipe(
      recipe('bread-and-butter', [line(flour, 100), line(bun, 1, 'pcs'), line(flour, 20)]),
    );
    expect(result.allergens.sources).toEqual([
      {
        code: 'gluten',
        sources: [
          { ingredientId: 'flour', via: [] },
          { ingredientId: 'bun', via: [] },
        ],
      },
    ]);
  });

  test('counts a composite ingredient as the source of its components’ allergens', () => {
    const result = computeRecipe(recipe('dip', [line(mayonnaise, 50), line(milk, 50)]));
    expect(result.allergens.sources).toEqual([
      { code: 'eggs', sources: [{ ingredientId: 'mayonnaise', via: [] }] },
      { code: 'milk', sources: [{ ingredientId: 'milk', via: [] }] },
      { code: 'mustard', sources: [{ ingredientId: 'mayonnaise', via: [] }] },
    ]);
  });

  test('marks what a recipe declares by hand, at its own level', () => {
    const sauce = recipe('sauce', [line(carrot, 100)], { extraAllergens: ['mustard'] });
    const dish = recipe('plate', [line(sauce, 50), line(flour, 50)], {
      extraAllergens: ['sesame'],
      extraTraces: ['nuts'],
    });
    const result = computeRecipe(dish);
    expect(result.allergens.sources).toEqual([
      { code: 'gluten', sources: [{ ingredientId: 'flour', via: [] }] },
      { code: 'mustard', sources: [{ ingredientId: null, via: ['sauce'] }] },
      { code: 'sesame', sources: [{ ingredientId: null, via: [] }] },
    ]);
    // Annex II order: soybeans (6) before nuts (8); sesame left the traces for the allergens.
    expect(result.traceSources).toEqual([
      { code: 'soybeans', sources: [{ ingredientId: 'flour', via: [] }] },
      { code: 'nuts', sources: [{ ingredientId: null, via: [] }] },
    ]);
  });

  test('drops a trace from the trace sources once another line contains it', () => {
    const result = computeRecipe(
      recipe('sesame-bun', [line(bun, 1, 'pcs'), line(flour, 10)], { extraAllergens: ['sesame'] }),
    );
    expect(result.traces).toEqual(['soybeans']);
    expect(result.traceSources.map((entry) => entry.code)).toEqual(['soybeans']);
    expect(result.allergens.sources.find((entry) => entry.code === 'sesame')).toEqual({
      code: 'sesame',
      sources: [{ ingredientId: null, via: [] }],
    });
  });

  test('an undeclared ingredient brings in nothing: it is listed as missing instead', () => {
    const result = computeRecipe(recipe('seasoned', [line(flour, 100), line(mysterySpice, 5)]));
    expect(result.allergens.sources).toEqual([
      { code: 'gluten', sources: [{ ingredientId: 'flour', via: [] }] },
    ]);
    expect(result.missing.map((item) => item.ingredientId)).toEqual(['mystery']);
  });
});
