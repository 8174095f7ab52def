/**
 * The tags a dish can carry on the public menu, in the order the menu shows
 * them. The codes are stable identifiers: they are stored in the CMS and appear in storefront
 * filters, so they must never be renamed.
 *
 * @example
 * DISH_TAGS.includes('no_gluten') // true
 */
export const DISH_TAGS = [
  'hot',
  'halal',
  'eco',
  'no_gluten',
  'no_sugar',
  'vegan',
  'vegetarian',
  'with_meat',
] as const;

export type DishTag = (typeof DISH_TAGS)[number];

/**
 * Narrows any value to a dish tag, e.g. a query-string parameter.
 *
 * @example
 * isDishTag('vegan') // true
 * isDishTag('spicy') // false
 */
export function isDishTag(value: unknown): value is DishTag {
  return typeof value === 'string' && (DISH_TAGS as readonly string[]).includes(value);
}
