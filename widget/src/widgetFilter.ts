import { passesAllergenExclusion } from '@nutrimenu/core/allergens';

/** What the diner chose in the widget's filter bar. */
export interface WidgetFilter {
  category: 'all' | 'food' | 'drinks' | 'other';
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
