import type { FormState } from 'payload';
import { describe, expect, test } from 'vitest';
import { recipeDataFromFormState } from './recipeDataFromFormState';

function form(values: Record<string, unknown>): FormState {
  const state: FormState = {};
  for (const [path, value] of Object.entries(values)) state[path] = { value };
  return state;
}

describe('recipeDataFromFormState', () => {
  test('reads the lines and the fields the calculator uses', () => {
    const fields = form({
      name: 'plăcintă',
      description: 'not read',
      portions: 2,
      yieldKind: 'ratio',
      yieldRatio: 0.8,
      extraAllergens: ['eggs'],
      frozen: true,
      nutriScoreCategory: 'general',
      category: 'drinks',
      'lines.0.id': 'row-a',
      'lines.0.kind': 'ingredient',
      'lines.0.ingredient': 7,
      'lines.0.quantity': 120,
      'lines.0.unit': 'g',
      'lines.1.kind': 'recipe',
      'lines.1.recipe': 10,
      'lines.1.quantity': 1,
      'lines.1.unit': 'pcs',
    });
    fields.lines = { value: 2, disableFormData: true };
    expect(recipeDataFromFormState(fields)).toEqual({
      name: 'plăcintă',
      portions: 2,
      yieldKind: 'ratio',
      yieldRatio: 0.8,
      servedWeight: null,
      density: null,
      category: 'drinks',
      extraAllergens: ['eggs'],
      extraTraces: [],
      frozen: true,
      nutriScoreCategory: 'general',
      redMeat: false,
      lines: [
        { kind: 'ingredient', ingredient: 7, recipe: null, quantity: 120, unit: 'g' },
        { kind: 'recipe', ingredient: null, recipe: 10, quantity: 1, unit: 'pcs' },
      ],
    });
  });

  test.each([
    { typed: '12.5', quantity: 12.5 },
    { typed: '', quantity: null },
    { typed: null, quantity: null },
    { typed: 'abc', quantity: null },
  ])('reads a quantity being typed ($typed) as $quantity', ({ typed, quantity }) => {
    const data = recipeDataFromFormState(
      form({ 'lines.0.kind': 'ingredient', 'lines.0.ingredient': 7, 'lines.0.quantity': typed }),
    );
    expect(data.lines?.[0]?.quantity).toBe(quantity);
  });

  test('takes the id of a populated relationship and drops unknown option values', () => {
    const data = recipeDataFromFormState(
      form({
        'lines.0.ingredient': { id: 7, name: 'flour' },
        'lines.0.unit': 'kg',
        extraTraces: ['sesame', 'lactose'],
        nutriScoreCategory: 'dessert',
      }),
    );
    expect(data.lines?.[0]).toMatchObject({ kind: 'ingredient', ingredient: 7, unit: null });
    expect(data.extraTraces).toEqual(['sesame']);
    expect(data.nutriScoreCategory).toBeNull();
  });

  test('gives an empty recipe for a form without lines', () => {
    expect(recipeDataFromFormState(form({ portions: 1 })).lines).toEqual([]);
  });
});
