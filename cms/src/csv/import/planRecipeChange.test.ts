import { describe, expect, test } from 'vitest';
import { recipeColumns } from '../recipeColumns';
import { groupsOf, rowsOf, storedRecipe, t } from './__fixtures__/recipeFile';
import { linesToSave, planRecipeChange } from './planRecipeChange';
import type { PlannedLine } from './recipeGroups';

const present = recipeColumns(t).filter((column) => ['name', 'portions'].includes(column.name));

const carrot: PlannedLine = {
  row: 2,
  kind: 'ingredient',
  ingredient: 42,
  recipe: null,
  quantity: 100,
  unit: 'g',
  coldLossPercent: 20,
};
const storedCarrot = {
  kind: 'ingredient',
  ingredient: 42,
  recipe: null,
  quantity: 100,
  unit: 'g',
  coldLossPercent: 20,
} as const;

function plan({
  stored = storedRecipe(7, 'ciorba', { name: 'Ciorbă', portions: 4, lines: [storedCarrot] }),
  wanted = { name: 'Ciorbă', portions: 4 } as Record<string, unknown>,
  status = 'published' as 'published' | 'draft',
  lines = [carrot],
  managesLines = true,
} = {}) {
  const { groups } = groupsOf(rowsOf({ slug: 'ciorba' }), stored ? [stored] : []);
  const [group] = groups.values();
  if (!group) throw new Error('no recipe');
  group.wanted = new Map(Object.entries(wanted));
  group.status = status;
  group.lines = lines;
  return { ...planRecipeChange(group, present, managesLines), action: group.item.action };
}

describe('planRecipeChange', () => {
  test.each([
    {
      label: 'the same cells, lines and status',
      options: {},
      action: 'unchanged',
      data: {},
      linesChanged: false,
    },
    {
      label: 'a changed cell',
      options: { wanted: { name: 'Ciorbă', portions: 6 } },
      action: 'update',
      data: { portions: 6 },
      linesChanged: false,
    },
    {
      label: 'a changed quantity',
      options: { lines: [{ ...carrot, quantity: 120 }] },
      action: 'update',
      data: {},
      linesChanged: true,
    },
    {
      label: 'a changed cleaning loss',
      options: { lines: [{ ...carrot, coldLossPercent: 15 }] },
      action: 'update',
      data: {},
      linesChanged: true,
    },
    {
      label: 'no loss column: the stored loss kept',
      options: { lines: [{ ...carrot, coldLossPercent: null }] },
      action: 'unchanged',
      data: {},
      linesChanged: false,
    },
    {
      label: 'no loss column and a changed quantity',
      options: { lines: [{ ...carrot, quantity: 120, coldLossPercent: null }] },
      action: 'update',
      data: {},
      linesChanged: true,
    },
    {
      label: 'a line more',
      options: { lines: [carrot, { ...carrot, row: 3, ingredient: 43 }] },
      action: 'update',
      data: {},
      linesChanged: true,
    },
    {
      label: 'other lines, in a file without line columns',
      options: { lines: [], managesLines: false },
      action: 'unchanged',
      data: {},
      linesChanged: false,
    },
    {
      label: 'a changed status',
      options: { status: 'draft' as const },
      action: 'update',
      data: {},
      linesChanged: false,
    },
    {
      label: 'nothing stored',
      options: { stored: null as never },
      action: 'create',
      data: { name: 'Ciorbă', portions: 4 },
      linesChanged: true,
    },
  ])('$label: $action', ({ options, action, data, linesChanged }) => {
    expect(plan(options)).toEqual({ action, data, linesChanged });
  });

  test('a file without a loss column saves the stored losses', () => {
    const { groups } = groupsOf(rowsOf({ slug: 'ciorba' }), [
      storedRecipe(7, 'ciorba', { lines: [storedCarrot] }),
    ]);
    const [group] = groups.values();
    if (!group) throw new Error('no recipe');
    group.lines = [{ ...carrot, quantity: 120, coldLossPercent: null }];
    planRecipeChange(group, [], true);
    expect(linesToSave(group.lines)).toMatchObject([{ quantity: 120, coldLossPercent: 20 }]);
  });

  test('lines are saved with the ids their sub-recipes of the file were saved under', () => {
    const { groups } = groupsOf(rowsOf({ slug: 'sauce' }));
    const sauce = groups.get('sauce');
    if (!sauce) throw new Error('no sauce');
    sauce.item.id = 31;
    expect(
      linesToSave([carrot, { ...carrot, kind: 'recipe', ingredient: null, recipe: sauce }]),
    ).toEqual([
      {
        kind: 'ingredient',
        ingredient: 42,
        recipe: null,
        quantity: 100,
        unit: 'g',
        coldLossPercent: 20,
      },
      {
        kind: 'recipe',
        ingredient: null,
        recipe: 31,
        quantity: 100,
        unit: 'g',
        coldLossPercent: 20,
      },
    ]);
  });
});
