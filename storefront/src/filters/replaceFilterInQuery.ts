import { FILTER_QUERY_NAMES } from './filterQueryNames';
import { type MenuFilter, RANGE_NUTRIENTS } from './menuFilter';
import { serializeMenuFilter } from './serializeMenuFilter';

const FILTER_NAMES = new Set<string>([
  FILTER_QUERY_NAMES.category,
  FILTER_QUERY_NAMES.exclude,
  FILTER_QUERY_NAMES.traces,
  FILTER_QUERY_NAMES.sort,
  ...RANGE_NUTRIENTS.flatMap((nutrient) => Object.values(FILTER_QUERY_NAMES.ranges[nutrient])),
]);

/**
 * `search` with its filter parameters replaced by the canonical query of `filter`, without '?'.
 * Parameters the filter does not own (a QR code's `utm_source`) are kept, after the filter's.
 *
 * @example
 * replaceFilterInQuery('?utm_source=qr&category=all&kcalMax=', filterExcludingMilk)
 * // 'exclude=milk&utm_source=qr'
 */
export function replaceFilterInQuery(search: string, filter: MenuFilter): string {
  const others = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!FILTER_NAMES.has(name)) others.append(name, value);
  }
  return [serializeMenuFilter(filter), others.toString()].filter((part) => part !== '').join('&');
}
