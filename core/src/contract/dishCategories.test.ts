import { expect, test } from 'vitest';
import { DISH_CATEGORIES } from './dishCategories';

test('lists the categories of the spec without the "all" filter value', () => {
  expect(DISH_CATEGORIES).toEqual(['food', 'drinks', 'other']);
});
