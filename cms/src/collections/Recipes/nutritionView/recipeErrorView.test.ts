import { createTranslator, en } from '@nutrimenu/core/messages';
import { ro } from '@nutrimenu/core/messages/ro';
import { describe, expect, test } from 'vitest';
import type { RecipeData } from '../graph/recipeGraphFromDocs';
import { graphDocs } from './__fixtures__/docs';
import { computeLiveNutrition } from './computeLiveNutrition';
import { recipeErrorView } from './recipeErrorView';

const tEn = createTranslator('en', en);
const tRo = createTranslator('ro', ro, en);

function errorOf(data: RecipeData, locale: 'en' | 'ro' = 'en') {
  const outcome = computeLiveNutrition(data, undefined, graphDocs());
  if (outcome.status !== 'invalid') throw new Error(`expected an error, got ${outcome.status}`);
  return recipeErrorView(outcome.error, outcome.graph, locale, locale === 'en' ? tEn : tRo);
}

describe('recipeErrorView', () => {
  test.each([
    {
      case: 'a line in ml without density',
      data: {
        name: 'soup',
        lines: [{ kind: 'ingredient', ingredient: 4, quantity: 250, unit: 'ml' }],
      },
      reason: 'water is measured in ml, but its density (g per ml) is not known.',
      where: 'Where: soup → water',
      row: 'Row 1',
      fix: 'Enter the density (g per ml) on water, or give this row in g.',
    },
    {
      case: 'a quantity still empty',
      data: {
        name: 'soup',
        lines: [{ kind: 'ingredient', ingredient: 4, quantity: null, unit: 'g' }],
      },
      reason: 'Enter a quantity greater than 0 for water.',
      where: 'Where: soup → water',
      row: 'Row 1',
      fix: null,
    },
    {
      case: 'a recipe without lines, before it has a name',
      data: { name: '', lines: [] },
      reason: 'This recipe has no lines.',
      where: 'Where: This recipe',
      row: null,
      fix: null,
    },
    {
      case: 'portions that are not whole',
      data: {
        name: 'soup',
        portions: 1.5,
        lines: [{ kind: 'ingredient', ingredient: 4, quantity: 250, unit: 'g' }],
      },
      reason: 'The number of portions of soup must be a whole number of at least 1.',
      where: 'Where: soup',
      row: null,
      fix: null,
    },
  ] as {
    case: string;
    data: RecipeData;
    reason: string;
    where: string;
    row: string | null;
    fix: string | null;
  }[])(
    'explains $case, naming the row and the item to fix',
    ({ data, reason, where, row, fix }) => {
      expect(errorOf(data)).toEqual({
        title: 'This recipe cannot be computed yet',
        reason,
        where,
        row,
        fix,
      });
    },
  );

  test('follows the path into sub-recipes, in the admin language', () => {
    const view = errorOf(
      {
        name: 'plăcintă',
        lines: [{ kind: 'recipe', recipe: 10, quantity: 200, unit: 'ml' }],
      },
      'ro',
    );
    expect(view.title).toBe('Această rețetă nu poate fi calculată încă');
    expect(view.reason).toBe(
      'aluat este măsurat în ml, dar densitatea sa (g per ml) nu este cunoscută.',
    );
    expect(view.where).toBe('Unde: plăcintă → aluat');
    expect(view.row).toBe('Rândul 1');
    expect(view.fix).toBe(
      'Completați densitatea (g per ml) la aluat sau introduceți rândul în grame.',
    );
  });

  test('names the row among several: the second line of the dish', () => {
    const view = errorOf({
      name: 'soup',
      lines: [
        { kind: 'ingredient', ingredient: 4, quantity: 250, unit: 'g' },
        { kind: 'recipe', recipe: 10, quantity: 200, unit: 'ml' },
      ],
    });
    expect(view.row).toBe('Row 2');
  });
});
