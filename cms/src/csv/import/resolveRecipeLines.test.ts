import { describe, expect, test } from 'vitest';
import { groupsOf, rowsOf, storedRecipe, t } from './__fixtures__/recipeFile';
import type { LineDraft } from './recipeGroups';
import { resolveRecipeLines } from './resolveRecipeLines';

const line = (row: number, target: Partial<LineDraft>): LineDraft => ({
  row,
  ingredient: null,
  subRecipe: null,
  quantity: 1,
  unit: 'g',
  coldLossPercent: null,
  ...target,
});

describe('resolveRecipeLines', () => {
  const setup = (drafts: LineDraft[]) => {
    const { groups, stored } = groupsOf(rowsOf({ slug: 'dish' }, { slug: 'sauce' }), [
      storedRecipe(7, 'stock'),
      storedRecipe(8, 'twin'),
      storedRecipe(9, 'twin'),
    ]);
    const dish = groups.get('dish');
    if (!dish) throw new Error('no dish');
    dish.drafts = drafts;
    return { groups, stored, dish };
  };

  test('ingredients by the ids found; a line without one is left out', () => {
    const found = { row: 2, name: 'Morcov', id: '' };
    const lost = { row: 3, name: 'Nimic', id: '' };
    const { groups, stored, dish } = setup([
      line(2, { ingredient: found }),
      line(3, { ingredient: lost }),
    ]);
    expect(resolveRecipeLines(groups, new Map([[found, 42]]), stored, t)).toEqual([]);
    expect(dish.lines).toMatchObject([
      { row: 2, kind: 'ingredient', ingredient: 42, recipe: null },
    ]);
  });

  test('each line keeps the loss read from its row, or none when the file has no loss column', () => {
    const found = { row: 2, name: 'Morcov', id: '' };
    const { groups, stored, dish } = setup([
      line(2, { ingredient: found, coldLossPercent: 12.5 }),
      line(3, { subRecipe: 'stock' }),
    ]);
    expect(resolveRecipeLines(groups, new Map([[found, 42]]), stored, t)).toEqual([]);
    expect(dish.lines).toMatchObject([
      { row: 2, kind: 'ingredient', coldLossPercent: 12.5 },
      { row: 3, kind: 'recipe', recipe: 7, coldLossPercent: null },
    ]);
  });

  test.each([
    { label: 'a recipe of the file, by its group', subRecipe: 'Sauce', target: 'sauce' },
    { label: 'a stored recipe by slug', subRecipe: 'stock', target: 7 },
    { label: 'a stored recipe by id', subRecipe: '9', target: 9 },
  ])('sub-recipe: $label', ({ subRecipe, target }) => {
    const { groups, stored, dish } = setup([line(2, { subRecipe })]);
    expect(resolveRecipeLines(groups, new Map(), stored, t)).toEqual([]);
    const recipe = dish.lines[0]?.recipe;
    expect(typeof recipe === 'object' ? recipe?.key : recipe).toBe(target);
  });

  test.each([
    { subRecipe: 'nowhere', code: 'unknownRecipe' },
    { subRecipe: 'twin', code: 'ambiguousSlug' },
  ])('sub-recipe "$subRecipe" is a problem: $code', ({ subRecipe, code }) => {
    const { groups, stored, dish } = setup([line(5, { subRecipe })]);
    expect(resolveRecipeLines(groups, new Map(), stored, t)).toMatchObject([
      { row: 5, column: 'sub_recipe', code },
    ]);
    expect(dish.lines).toEqual([]);
  });
});
