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
 * Whether the widget shows `dish`: the allergen and category rules of the storefront's
 * storefront/src/filters/dishMatchesFilter.ts, duplicated on purpose (the widget may not import
 * storefront code, and the nutrient ranges are left out to keep the bundle small). Excluding any
 * allergen hides dishes whose allergens are not completely declared, dishes containing one and,
 * unless traces are allowed, dishes that may contain a trace of one.
 *
 * @example
 * widgetDishMatches(soup, { category: 'all', exclude: ['celery'], allowTraces: false }) // false
 */
export function widgetDishMatches(dish: FilterableDish, filter: WidgetFilter): boolean {
  if (filter.category !== 'all' && dish.category !== filter.category) return false;
  if (filter.exclude.length > 0) {
    if (!dish.complete) return false;
    if (filter.exclude.some((code) => dish.contains.includes(code))) return false;
    if (!filter.allowTraces && filter.exclude.some((code) => dish.traces.includes(code))) {
      return false;
    }
  }
  return true;
}
