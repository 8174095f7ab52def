import { RESTAURANT_QUERY_MAX_LENGTH } from '@nutrimenu/core/contract';

/**
 * The listing's `q` parameter as the listing uses it: trimmed, '' when absent, blank or longer
 * than core's `RESTAURANT_QUERY_MAX_LENGTH` characters. The CMS matches it (see core's
 * `searchWords`): every word in a restaurant's name or city, ignoring case and diacritics.
 *
 * @example
 * restaurantQuery(new URLSearchParams('q=%20Cluj%20')) // 'Cluj'
 */
export function restaurantQuery(query: URLSearchParams): string {
  const value = query.get('q')?.trim() ?? '';
  return value.length > RESTAURANT_QUERY_MAX_LENGTH ? '' : value;
}
