import { describe, expect, test } from 'vitest';
import { rowsOf, t } from './__fixtures__/recipeFile';
import { readLineDraft } from './readLineDraft';

const read = (cells: Record<string, string | undefined>) => {
  const [row] = rowsOf(cells);
  if (!row) throw new Error('no row');
  return readLineDraft(row, t);
};

describe('readLineDraft', () => {
  test.each([
    {
      label: 'an ingredient by name',
      cells: { ingredient: 'Morcov', quantity: '120', unit: 'g' },
      draft: {
        ingredient: { row: 2, name: 'Morcov', id: '' },
        subRecipe: null,
        quantity: 120,
        unit: 'g',
        coldLossPercent: null,
      },
    },
    {
      label: 'an ingredient by id, a decimal comma and a unit alias',
      cells: { ingredient_id: '42', quantity: '0,5', unit: 'grame' },
      draft: {
        ingredient: { row: 2, name: '', id: '42' },
        subRecipe: null,
        quantity: 0.5,
        unit: 'g',
        coldLossPercent: null,
      },
    },
    {
      label: 'a sub-recipe',
      cells: { sub_recipe: 'sos-alb', quantity: '2', unit: 'pcs' },
      draft: {
        ingredient: null,
        subRecipe: 'sos-alb',
        quantity: 2,
        unit: 'pcs',
        coldLossPercent: null,
      },
    },
    {
      label: 'a cleaning loss with a decimal comma',
      cells: { ingredient: 'Morcov', quantity: '80', unit: 'g', cold_loss_percent: '12,5' },
      draft: {
        ingredient: { row: 2, name: 'Morcov', id: '' },
        subRecipe: null,
        quantity: 80,
        unit: 'g',
        coldLossPercent: 12.5,
      },
    },
    {
      label: 'an empty cleaning loss: none',
      cells: { ingredient: 'Morcov', quantity: '80', unit: 'g', cold_loss_percent: '' },
      draft: {
        ingredient: { row: 2, name: 'Morcov', id: '' },
        subRecipe: null,
        quantity: 80,
        unit: 'g',
        coldLossPercent: 0,
      },
    },
  ])('$label', ({ cells, draft }) => {
    expect(read(cells)).toEqual({ ok: true, draft: { row: 2, ...draft } });
  });

  test.each([
    {
      label: 'neither ingredient nor sub-recipe',
      cells: { quantity: '1', unit: 'g' },
      problems: [{ column: 'ingredient', code: 'lineTarget' }],
    },
    {
      label: 'both an ingredient and a sub-recipe',
      cells: { ingredient: 'Morcov', sub_recipe: 'sos', quantity: '1', unit: 'g' },
      problems: [{ column: 'sub_recipe', code: 'lineTarget' }],
    },
    {
      label: 'no quantity and no unit',
      cells: { ingredient: 'Morcov' },
      problems: [
        { column: 'quantity', code: 'required' },
        { column: 'unit', code: 'required', message: 'Choose the unit: g, ml, pcs.' },
      ],
    },
    {
      label: 'an unknown unit',
      cells: { ingredient: 'Morcov', quantity: '1', unit: 'kg' },
      problems: [{ column: 'unit', code: 'choice' }],
    },
    ...['100', '-1', 'abc'].map((loss) => ({
      label: `a cleaning loss of ${loss}`,
      cells: { ingredient: 'Morcov', quantity: '1', unit: 'g', cold_loss_percent: loss },
      problems: [
        {
          column: 'cold_loss_percent',
          code: 'invalid',
          message: 'The cleaning loss must be at least 0 and below 100 %.',
        },
      ],
    })),
  ])('$label: every problem of the row', ({ cells, problems }) => {
    const result = read(cells);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toMatchObject(
      problems.map((problem) => ({ row: 2, ...problem })),
    );
  });
});
