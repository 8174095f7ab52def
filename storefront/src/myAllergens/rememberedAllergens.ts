import type { AllergenCode } from '@nutrimenu/core/allergens';
import { FILTER_QUERY_NAMES } from '../filters/filterQueryNames';
import type { MenuFilter } from '../filters/menuFilter';
import { parseMenuFilter } from '../filters/parseMenuFilter';
import { serializeMenuFilter } from '../filters/serializeMenuFilter';

/**
 * The cookie keeping a diner's allergens on the device. Host-only (no Domain): a brand serves
 * all its restaurants from its own host, so every restaurant of the brand reads it and no other
 * brand ever does.
 */
export const MY_ALLERGENS_COOKIE = 'myAllergens';

/** What a diner asked the menus of the brand to leave out: never empty when remembered. */
export interface RememberedAllergens {
  exclude: readonly AllergenCode[];
  allowTraces: boolean;
}

/**
 * The remembered allergens of the cookie's value (the filter's own query form,
 * 'exclude=milk&exclude=eggs&traces=allow'), or null for none, an empty or a malformed value:
 * unknown codes are dropped as the filter drops them, so a tampered cookie excludes nothing new.
 *
 * @example
 * parseRememberedAllergens('exclude=eggs&exclude=milk') // { exclude: ['eggs', 'milk'], allowTraces: false }
 */
export function parseRememberedAllergens(value: string | undefined): RememberedAllergens | null {
  if (value === undefined || value.length > 1000) return null;
  const { exclude, allowTraces } = parseMenuFilter(value);
  return exclude.length === 0 ? null : { exclude, allowTraces };
}

/**
 * The canonical cookie value of remembered allergens: one value per set, so it can be part of a
 * cache key.
 *
 * @example
 * serializeRememberedAllergens({ exclude: ['milk'], allowTraces: true }) // 'exclude=milk&traces=allow'
 */
export function serializeRememberedAllergens(remembered: RememberedAllergens): string {
  return serializeMenuFilter(
    parseMenuFilter(
      new URLSearchParams([
        ...remembered.exclude.map((code) => [FILTER_QUERY_NAMES.exclude, code]),
        ...(remembered.allowTraces ? [[FILTER_QUERY_NAMES.traces, 'allow']] : []),
      ]),
    ),
  );
}

/**
 * Whether a menu URL chooses the allergens itself: it has an `exclude` or `traces` parameter,
 * even an empty one (the filter form sends `exclude=` when a diner with remembered allergens
 * unticks them all). Only a URL that does not is filtered by the remembered allergens.
 *
 * @example
 * queryChoosesAllergens('?category=food') // false
 * queryChoosesAllergens('?exclude=') // true
 */
export function queryChoosesAllergens(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(FILTER_QUERY_NAMES.exclude) || params.has(FILTER_QUERY_NAMES.traces);
}

/**
 * The filter a menu starts from: the URL's, with the remembered allergens when the URL does not
 * choose allergens itself.
 *
 * @example
 * withRememberedAllergens(parseMenuFilter('?category=food'), '?category=food', { exclude: ['milk'], allowTraces: false })
 * // { category: 'food', exclude: ['milk'], allowTraces: false, ranges: … }
 */
export function withRememberedAllergens(
  filter: MenuFilter,
  search: string,
  remembered: RememberedAllergens | null,
): MenuFilter {
  if (remembered === null || queryChoosesAllergens(search)) return filter;
  return { ...filter, exclude: remembered.exclude, allowTraces: remembered.allowTraces };
}

/**
 * Whether the filter now applied is the remembered one as to allergens: then the menu says it is
 * filtered for the diner's allergens.
 *
 * @example
 * filtersRememberedAllergens(filter, null) // false
 */
export function filtersRememberedAllergens(
  filter: MenuFilter,
  remembered: RememberedAllergens | null,
): remembered is RememberedAllergens {
  return (
    remembered !== null &&
    filter.allowTraces === remembered.allowTraces &&
    filter.exclude.length === remembered.exclude.length &&
    filter.exclude.every((code, index) => remembered.exclude[index] === code)
  );
}
