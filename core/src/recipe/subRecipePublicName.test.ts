import { describe, expect, test } from 'vitest';
import { butter, line, recipe, rice, water } from './__fixtures__/ingredients';
import { computeRecipe } from './computeRecipe';
import { formatIngredientList, ingredientListText } from './formatIngredientList';

// The kitchen names a sub-recipe for itself ("OW-RO Mamaliga"); guests read its public name.
describe("a sub-recipe's public name", () => {
  const base = recipe('cooked-rice', [line(rice, 100), line(water, 300, 'ml')], {
    cookingYield: { kind: 'servedWeight', grams: 250 },
  });

  test('names it in the ingredient list of the dish using it', () => {
    const named = {
      ...base,
      name: 'OW rice 2',
      publicName: { ro: 'Orez fiert', en: 'Boiled rice' },
    };
    const dish = recipe('rice-with-butter', [line(named, 125), line(butter, 50)]);
    const list = computeRecipe(dish).ingredients;
    expect(ingredientListText(formatIngredientList(list, 'ro'), (name) => name)).toMatch(
      /^Orez fiert – 125 g \[/,
    );
    expect(ingredientListText(formatIngredientList(list, 'en'), (name) => name)).toMatch(
      /^Boiled rice – 125 g \[/,
    );
  });

  test('without one, the name', () => {
    const dish = recipe('rice-with-butter', [line({ ...base, name: 'Orez' }, 125)]);
    const list = computeRecipe(dish).ingredients;
    expect(ingredientListText(formatIngredientList(list, 'ro'))).toMatch(/^Orez – 125 g \[/);
  });
});
