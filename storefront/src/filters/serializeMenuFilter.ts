import { ALLOW_TRACES_VALUE, FILTER_QUERY_NAMES } from './filterQueryNames';
import { type MenuFilter, RANGE_NUTRIENTS } from './menuFilter';

/**
 * The canonical query of a filter, without '?': parameters in a fixed order (category, the
 * ranges in form order, allergens, traces, sort), defaults left out, so one filter has one URL.
 * `parseMenuFilter(serializeMenuFilter(filter))` gives back any canonical filter.
 *
 * @example
 * serializeMenuFilter({ ...DEFAULT_MENU_FILTER, category: 'food', exclude: ['gluten', 'milk'] })
 * // 'category=food&exclude=gluten&exclude=milk'
 */
export function serializeMenuFilter(filter: MenuFilter): string {
  const params = new URLSearchParams();
  if (filter.category !== 'all') params.append(FILTER_QUERY_NAMES.category, filter.category);
  for (const nutrient of RANGE_NUTRIENTS) {
    const { min, max } = filter.ranges[nutrient];
    const names = FILTER_QUERY_NAMES.ranges[nutrient];
    if (min !== null) params.append(names.min, String(min));
    if (max !== null) params.append(names.max, String(max));
  }
  for (const code of filter.exclude) params.append(FILTER_QUERY_NAMES.exclude, code);
  if (filter.allowTraces) params.append(FILTER_QUERY_NAMES.traces, ALLOW_TRACES_VALUE);
  if (filter.sort !== 'menu') params.append(FILTER_QUERY_NAMES.sort, filter.sort);
  return params.toString();
}
