import { expect, test } from 'vitest';
import { DISH_CATEGORIES } from './dishCategories';
import { DISH_TAGS } from './dishTags';
import { NUTRITION_TABLE_KEYS } from './nutritionTableKeys';
import { PUBLIC_MENU_STATES } from './publicMenu';

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

// The lists' contents are tested beside each list and through the schemas that use them.
test.each([
  { name: 'DISH_CATEGORIES', list: DISH_CATEGORIES },
  { name: 'DISH_TAGS', list: DISH_TAGS },
  { name: 'NUTRITION_TABLE_KEYS', list: NUTRITION_TABLE_KEYS },
  { name: 'PUBLIC_MENU_STATES', list: PUBLIC_MENU_STATES },
])('exports the code list $name itself', ({ name, list }) => {
  expect(contract[name]).toBe(list);
});
