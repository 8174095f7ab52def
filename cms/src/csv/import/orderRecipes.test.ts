import { describe, expect, test } from 'vitest';
import { groupsOf, rowsOf, storedRecipe, t } from './__fixtures__/recipeFile';
import { orderRecipes } from './orderRecipes';
import type { PlannedLine, RecipeGroup } from './recipeGroups';

const uses = (row: number, recipe: number | RecipeGroup): PlannedLine => ({
  row,
  kind: 'recipe',
  ingredient: null,
  recipe,
  quantity: 1,
  unit: 'g',
  coldLossPercent: 0,
});

function recipes(stored = [storedRecipe(7, 'sauce')]) {
  const { groups } = groupsOf(rowsOf({ slug: 'dish' }, { slug: 'sauce' }), stored);
  const dish = groups.get('dish');
  const sauce = groups.get('sauce');
  if (!dish || !sauce) throw new Error('missing recipes');
  return { groups, dish, sauce };
}

describe('orderRecipes', () => {
  test('a sub-recipe of the file comes before the dish using it', () => {
    const { groups, dish, sauce } = recipes();
    dish.lines = [uses(2, sauce)];
    expect(orderRecipes(groups.values(), t)).toEqual({ order: [sauce, dish], issues: [] });
  });

  test('a stored recipe the file updates counts by its id', () => {
    const { groups, dish, sauce } = recipes();
    dish.lines = [uses(2, 7)];
    expect(orderRecipes(groups.values(), t).order).toEqual([sauce, dish]);
  });

  test('a recipe containing itself is refused at the line that closes the cycle', () => {
    const { groups, dish, sauce } = recipes();
    dish.lines = [uses(2, sauce)];
    sauce.lines = [uses(3, dish)];
    expect(orderRecipes(groups.values(), t).issues).toEqual([
      { row: 3, column: 'sub_recipe', code: 'cycle', message: t('admin.csv.error.cycle') },
    ]);
  });
});
