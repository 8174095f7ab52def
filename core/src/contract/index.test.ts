import { expect, test } from 'vitest';
import { DISH_CATEGORIES, DISH_TAGS, NUTRITION_TABLE_KEYS, PUBLIC_MENU_STATES } from './index';

// Loaded as a plain object so each name can be looked up from the table.
const contract: Record<string, unknown> = { ...(await import('./index')) };

test.each([
  'brandForHost',
  'isDishTag',
  'isSlug',
  'parseListFilter',
  'slugify',
  'toNutritionTable',
  'webVttIssue',
])('exports the function %s', (name) => {
  expect(typeof contract[name]).toBe('function');
});

test.each([
  'nutritionTableSchema',
  'publicBrandListSchema',
  'publicBrandSchema',
  'publicDishSchema',
  'publicImageSchema',
  'publicMenuSchema',
  'restaurantListingSchema',
])('exports the schema %s', (name) => {
  const schema = contract[name] as { safeParse?: unknown };
  expect(typeof schema.safeParse).toBe('function');
});

test('exports the code lists', () => {
  expect(DISH_TAGS).toHaveLength(8);
  expect(DISH_CATEGORIES).toEqual(['food', 'drinks', 'other']);
  expect(PUBLIC_MENU_STATES).toEqual(['ok', 'no-subscription', 'no-public-menu']);
  expect(NUTRITION_TABLE_KEYS).toHaveLength(9);
});
