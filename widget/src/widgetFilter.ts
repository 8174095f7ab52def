import { passesAllergenExclusion } from '@nutrimenu/core/allergens';
import { DISH_CATEGORIES, type DishCategory } from '@nutrimenu/core/contract';

/** A category filter: core's dish categories, with "all" above them. */
export type WidgetCategory = 'all' | DishCategory;

/** The category filter's choices, in the order the widget shows them. */
export const WIDGET_CATEGORIES: readonly WidgetCategory[] = ['all', ...DISH_CATEGORIES];

/** What the diner chose in the widget's filter bar. */
export interface WidgetFilter {
  category: WidgetCategory;
  exclude: readonly string[];
  allowTraces: boolean;
}

export const DEFAULT_WIDGET_FILTER: WidgetFilter = {
  category: 'all',
  exclude: [],
  allowTraces: false,
};

/** The fields of a public dish the filter reads (checked by readMenu.ts). */
export interface FilterableDish {
  category: string;
  contains: readonly string[];
  complete: boolean;
  traces: readonly string[];
}

/**
 * Whether the widget shows `dish`: its category, then core's allergen rule, the one the
 * storefront's filters use (the widget leaves out the nutrient ranges to stay small).
 *
 * @example
 * widgetDishMatches(soup, { category: 'all', exclude: ['celery'], allowTraces: false }) // false
 */
export function widgetDishMatches(dish: FilterableDish, filter: WidgetFilter): boolean {
  if (filter.category !== 'all' && dish.category !== filter.category) return false;
  return passesAllergenExclusion(dish, filter.exclude, filter.allowTraces);
}
