import { describe, expect, test } from 'vitest';
import type { DishTag } from '../contract/dishTags';
import {
  carrot,
  egg,
  flour,
  line,
  mayonnaise,
  milk,
  mysterySpice,
  oil,
  pork,
  recipe,
  rice,
} from './__fixtures__/ingredients';
import { ADDED_SUGAR_MIN_PER_100G, type TagConflict, tagConflicts } from './tagConflicts';
import type { Ingredient, Recipe } from './types';

const withSugars = (id: string, sugars: number): Ingredient => ({
  kind: 'ingredient',
  id,
  name: id,
  nutrients: { fat: 0, saturates: 0, carbohydrate: sugars, sugars, fibre: 0, protein: 0, salt: 0 },
  allergens: [],
  vegan: true,
  vegetarian: true,
});
const honey = withSugars('honey', 82);
const atThreshold = withSugars('jam', ADDED_SUGAR_MIN_PER_100G);
const belowThreshold = withSugars('apple', ADDED_SUGAR_MIN_PER_100G - 0.1);
const unknownSugars: Ingredient = { ...withSugars('syrup?', 0), nutrients: { sugars: null } };
const shrimp: Ingredient = { ...withSugars('shrimp', 0), allergens: ['crustaceans'] };
const salmon: Ingredient = { ...withSugars('salmon', 0), allergens: ['fish'] };
const mussels: Ingredient = { ...withSugars('mussels', 0), allergens: ['molluscs'] };

const dish = (...items: (Ingredient | Recipe)[]) =>
  recipe(
    'dish',
    items.map((item) => line(item, 100)),
  );

const cases: {
  label: string;
  tags: DishTag[];
  dish: Recipe;
  expected: Pick<TagConflict, 'tag' | 'cause'>[];
}[] = [
  {
    label: 'no tags to check',
    tags: ['hot', 'halal', 'eco', 'with_meat'],
    dish: dish(flour, pork),
    expected: [],
  },
  {
    label: 'gluten-free with flour',
    tags: ['no_gluten'],
    dish: dish(flour, rice),
    expected: [{ tag: 'no_gluten', cause: 'gluten' }],
  },
  {
    label: 'gluten-free without gluten',
    tags: ['no_gluten'],
    dish: dish(rice, carrot),
    expected: [],
  },
  {
    label: 'gluten-free with undeclared allergens',
    tags: ['no_gluten'],
    dish: dish(rice, mysterySpice),
    expected: [],
  },
  {
    label: 'vegan with milk',
    tags: ['vegan'],
    dish: dish(rice, milk),
    expected: [{ tag: 'vegan', cause: 'milk' }],
  },
  {
    label: 'vegan with eggs in a composite component',
    tags: ['vegan'],
    dish: dish(rice, mayonnaise),
    expected: [{ tag: 'vegan', cause: 'eggs' }],
  },
  {
    label: 'vegan with fish, crustaceans, molluscs',
    tags: ['vegan'],
    dish: dish(salmon, shrimp, mussels),
    expected: [
      { tag: 'vegan', cause: 'fish' },
      { tag: 'vegan', cause: 'crustaceans' },
      { tag: 'vegan', cause: 'molluscs' },
    ],
  },
  {
    label: 'vegan with meat',
    tags: ['vegan'],
    dish: dish(rice, pork),
    expected: [{ tag: 'vegan', cause: 'meat' }],
  },
  { label: 'vegan with plants only', tags: ['vegan'], dish: dish(rice, carrot, oil), expected: [] },
  {
    label: 'vegetarian with milk and eggs',
    tags: ['vegetarian'],
    dish: dish(milk, egg),
    expected: [],
  },
  {
    label: 'vegetarian with meat',
    tags: ['vegetarian'],
    dish: dish(rice, pork),
    expected: [{ tag: 'vegetarian', cause: 'meat' }],
  },
  {
    label: 'vegetarian with fish',
    tags: ['vegetarian'],
    dish: dish(rice, salmon),
    expected: [{ tag: 'vegetarian', cause: 'fish' }],
  },
  {
    label: 'no sugar with honey',
    tags: ['no_sugar'],
    dish: dish(rice, honey),
    expected: [{ tag: 'no_sugar', cause: 'sugars' }],
  },
  {
    label: 'no sugar at the threshold',
    tags: ['no_sugar'],
    dish: dish(atThreshold),
    expected: [{ tag: 'no_sugar', cause: 'sugars' }],
  },
  {
    label: 'no sugar just below the threshold',
    tags: ['no_sugar'],
    dish: dish(belowThreshold, milk),
    expected: [],
  },
  {
    label: 'no sugar with unknown sugars',
    tags: ['no_sugar'],
    dish: dish(unknownSugars),
    expected: [],
  },
  {
    label: 'gluten through a sub-recipe',
    tags: ['no_gluten', 'vegan'],
    dish: dish(recipe('dough', [line(flour, 100)]), carrot),
    expected: [{ tag: 'no_gluten', cause: 'gluten' }],
  },
  {
    label: 'gluten added by hand on the recipe',
    tags: ['no_gluten'],
    dish: recipe('dish', [line(rice, 100)], { extraAllergens: ['gluten'] }),
    expected: [{ tag: 'no_gluten', cause: 'gluten' }],
  },
];

describe('tagConflicts', () => {
  test.each(cases)('$label', ({ tags, dish, expected }) => {
    expect(tagConflicts(tags, dish).map(({ tag, cause }) => ({ tag, cause }))).toEqual(expected);
  });

  test('names every ingredient responsible once, in line order, through sub-recipes', () => {
    const dough = recipe('dough', [line(flour, 100), line(milk, 50)]);
    const conflicts = tagConflicts(['vegan', 'no_gluten'], dish(dough, flour, egg));
    expect(conflicts).toEqual([
      { tag: 'no_gluten', cause: 'gluten', ingredients: [flour.name] },
      { tag: 'vegan', cause: 'milk', ingredients: [milk.name] },
      { tag: 'vegan', cause: 'eggs', ingredients: [egg.name] },
    ]);
  });

  test('names the recipe for allergens added by hand', () => {
    const pie = recipe('pie', [line(rice, 100)], {
      name: { ro: 'plăcintă' },
      extraAllergens: ['milk'],
    });
    expect(tagConflicts(['vegan'], pie)).toEqual([
      { tag: 'vegan', cause: 'milk', ingredients: [{ ro: 'plăcintă' }] },
    ]);
  });
});
