import { describe, expect, test } from 'vitest';
import { butter, flour, line, milk, recipe, rice } from './__fixtures__/ingredients';
import { computeRecipe, computeRecipes } from './computeRecipe';
import { RecipeError } from './RecipeError';

describe('computeRecipes', () => {
  const dough = recipe('dough', [line(flour, 100), line(butter, 50)]);
  const pie = recipe('pie', [line(dough, 150), line(milk, 50)], { portions: 2 });
  const tart = recipe('tart', [line(dough, 100), line(rice, 20)]);

  test('gives each recipe the result computeRecipe gives it alone', () => {
    const outcomes = computeRecipes([pie, tart, dough]);
    expect([...outcomes.keys()]).toEqual(['pie', 'tart', 'dough']);
    expect(outcomes.get('pie')).toEqual(computeRecipe(pie));
    expect(outcomes.get('tart')).toEqual(computeRecipe(tart));
    expect(outcomes.get('dough')).toEqual(computeRecipe(dough));
  });

  test('computes a shared sub-recipe once for all its users', () => {
    // Counts how often core reads the sub-recipe's lines: once per computation of it.
    let reads = 0;
    const lines = dough.lines;
    const counted = { ...dough };
    Object.defineProperty(counted, 'lines', {
      get: () => {
        reads += 1;
        return lines;
      },
    });
    const users = [
      recipe('pie', [line(counted, 150)]),
      recipe('tart', [line(counted, 100)]),
      recipe('cake', [line(counted, 80)]),
    ];
    computeRecipes(users.slice(0, 1));
    const readsForOne = reads;
    reads = 0;
    computeRecipes(users);
    expect(readsForOne).toBeGreaterThan(0);
    expect(reads).toBe(readsForOne);
  });

  test('reports a faulty recipe without hiding the others', () => {
    const broken = recipe('broken', [line(rice, -5)]);
    const outcomes = computeRecipes([broken, pie]);
    expect(outcomes.get('broken')).toBeInstanceOf(RecipeError);
    expect((outcomes.get('broken') as RecipeError).code).toBe('invalidQuantity');
    expect(outcomes.get('pie')).toEqual(computeRecipe(pie));
  });
});
