import { describe, expect, expectTypeOf, test } from 'vitest';
import type { DerivedTag } from '../recipe/types';
import { DISH_TAGS, type DishTag, isDishTag } from './dishTags';

describe('DISH_TAGS', () => {
  test('lists the eight tags of the spec in the menu order', () => {
    expect(DISH_TAGS).toEqual([
      'hot',
      'halal',
      'eco',
      'no_gluten',
      'no_sugar',
      'vegan',
      'vegetarian',
      'with_meat',
    ]);
  });

  test('includes every tag computeRecipe derives, so derived tags go straight into a dish', () => {
    expectTypeOf<DerivedTag>().toExtend<DishTag>();
    for (const tag of ['vegan', 'vegetarian', 'with_meat'] satisfies DerivedTag[]) {
      expect(DISH_TAGS).toContain(tag);
    }
  });
});

describe('isDishTag', () => {
  test.each([
    { label: 'a tag', value: 'no_sugar', expected: true },
    { label: 'the dashed spelling', value: 'no-sugar', expected: false },
    { label: 'upper case', value: 'VEGAN', expected: false },
    { label: 'an unknown word', value: 'spicy', expected: false },
    { label: 'a number', value: 1, expected: false },
    { label: 'undefined', value: undefined, expected: false },
  ])('says $expected for $label', ({ value, expected }) => {
    expect(isDishTag(value)).toBe(expected);
  });
});
