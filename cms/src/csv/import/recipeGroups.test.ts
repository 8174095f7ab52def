import { describe, expect, test } from 'vitest';
import { rowsOf, storedRecipe, t } from './__fixtures__/recipeFile';
import { groupRecipeRows, indexStoredRecipes } from './recipeGroups';

const group = (cells: Record<string, string | undefined>[], stored = [storedRecipe(7, 'ciorba')]) =>
  groupRecipeRows(rowsOf(...cells), indexStoredRecipes(stored), t);

describe('groupRecipeRows', () => {
  test.each([
    {
      label: 'rows of one slug are one recipe',
      cells: [{ slug: 'ciorba', name: 'Ciorbă' }, { slug: 'ciorba' }],
      recipes: { ciorba: [2, 3] },
    },
    {
      label: 'the name makes the slug when there is none',
      cells: [{ slug: '', name: 'Salată verde' }],
      recipes: { 'salata-verde': [2] },
    },
    {
      label: 'a row with line cells and no slug or name continues the recipe above',
      cells: [{ slug: 'ciorba' }, { slug: '', ingredient: 'Morcov' }],
      recipes: { ciorba: [2, 3] },
    },
    {
      label: 'a typed slug is normalised',
      cells: [{ slug: 'Ciorbă' }],
      recipes: { ciorba: [2] },
    },
  ])('$label', ({ cells, recipes }) => {
    const { groups, issues } = group(cells);
    expect(issues).toEqual([]);
    expect(
      Object.fromEntries([...groups].map(([key, g]) => [key, g.rows.map((row) => row.row)])),
    ).toEqual(recipes);
  });

  test('a recipe is matched with the stored recipe of its slug, else created', () => {
    const { groups } = group([{ slug: 'ciorba' }, { slug: 'supa', name: 'Supă' }]);
    expect(groups.get('ciorba')?.item).toEqual({ row: 2, key: 'ciorba', action: 'create', id: 7 });
    expect(groups.get('ciorba')?.stored?.id).toBe(7);
    expect(groups.get('supa')?.stored).toBeNull();
  });

  test.each([
    {
      label: 'a row naming no recipe',
      cells: [{ slug: '', name: '' }],
      stored: [],
      issue: {
        row: 2,
        column: 'slug',
        code: 'noRecipe',
        message: 'Give the recipe a slug or a name.',
      },
    },
    {
      label: 'a line row with nothing above it',
      cells: [{ slug: '', ingredient: 'Morcov' }],
      stored: [],
      issue: { row: 2, column: 'slug', code: 'noRecipe' },
    },
    {
      label: 'a slug two stored recipes share',
      cells: [{ slug: 'ciorba' }],
      stored: [storedRecipe(7, 'ciorba'), storedRecipe(9, 'ciorba')],
      issue: { row: 2, column: 'slug', code: 'ambiguousSlug' },
    },
  ])('$label is a problem of its row', ({ cells, stored, issue }) => {
    const { issues } = group(cells, stored);
    expect(issues).toMatchObject([issue]);
  });
});
