import { describe, expect, test } from 'vitest';
import { recipeColumns } from '../recipeColumns';
import { context, groupsOf, rowsOf, storedRecipe, t } from './__fixtures__/recipeFile';
import { readRecipeCells } from './readRecipeCells';

const columns = recipeColumns(t);

/** Reads the file's only recipe with the columns its first row names. */
function read(cells: Record<string, string | undefined>[], stored = [storedRecipe(7, 'ciorba')]) {
  const header = new Set(cells.flatMap((row) => Object.keys(row)));
  const { groups } = groupsOf(rowsOf(...cells), stored);
  const [group] = groups.values();
  if (!group) throw new Error('no recipe');
  const issues = readRecipeCells(group, {
    present: columns.filter((column) => header.has(column.name)),
    columns: header,
    managesLines: ['ingredient', 'sub_recipe', 'quantity', 'unit'].some((c) => header.has(c)),
    context,
    t,
  });
  return { group, issues };
}

describe('readRecipeCells', () => {
  test('a cell given on one row counts for the whole recipe', () => {
    const { group, issues } = read([
      { slug: 'ciorba', name: 'Ciorbă', portions: '4' },
      { slug: 'ciorba', name: '', portions: '' },
    ]);
    expect(issues).toEqual([]);
    expect(group.wanted.get('name')).toBe('Ciorbă');
    expect(group.wanted.get('portions')).toBe(4);
  });

  test('a cell given twice differently is a conflict naming the first row', () => {
    const { issues } = read([
      { slug: 'ciorba', portions: '4' },
      { slug: 'ciorba', portions: '6' },
    ]);
    expect(issues).toEqual([
      {
        row: 3,
        column: 'portions',
        code: 'conflict',
        message: t('admin.csv.error.conflict', { row: 2 }),
      },
    ]);
  });

  test.each([
    { label: 'the file’s status', cells: { slug: 'ciorba', status: 'draft' }, status: 'draft' },
    {
      label: 'the stored status without one',
      cells: { slug: 'ciorba', status: '' },
      status: 'published',
    },
    {
      label: 'the stored status without the column',
      cells: { slug: 'ciorba' },
      status: 'published',
    },
  ])('status: $label', ({ cells, status }) => {
    expect(read([cells]).group.status).toBe(status);
  });

  test('a new recipe in a file without a name column is a problem', () => {
    const { issues } = read([{ slug: 'supa', portions: '2' }]);
    expect(issues).toMatchObject([{ row: 2, column: 'name', code: 'required' }]);
  });

  test('lines are read as drafts, and their problems listed', () => {
    const { group, issues } = read([
      { slug: 'ciorba', ingredient: 'Morcov', quantity: '100', unit: 'g' },
      { slug: '', ingredient: 'Ceapă', quantity: 'mult', unit: 'g' },
      { slug: '', ingredient: 'Apă', quantity: '1', unit: 'ml' },
    ]);
    expect(group.drafts.map((draft) => [draft.row, draft.ingredient?.name])).toEqual([
      [2, 'Morcov'],
      [4, 'Apă'],
    ]);
    expect(issues).toMatchObject([{ row: 3, column: 'quantity' }]);
  });
});
