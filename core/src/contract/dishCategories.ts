/**
 * The category of a dish on the public menu. The menu filter adds "all" on top; it is a filter
 * value, not a category.
 *
 * @example
 * DISH_CATEGORIES[1] // 'drinks'
 */
export const DISH_CATEGORIES = ['food', 'drinks', 'other'] as const;

export type DishCategory = (typeof DISH_CATEGORIES)[number];
