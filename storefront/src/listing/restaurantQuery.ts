/** The longest search a diner can mean; a longer `q` (a pasted text, an attack) is ignored. */
export const RESTAURANT_QUERY_MAX_LENGTH = 100;

/**
 * Text folded for searching: without diacritics (ș, ş and s are one letter), lower case, with
 * punctuation and runs of spaces as one space.
 *
 * @example
 * foldSearchText('  Târgu-Mureș ') // 'targu mures'
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The listing's `q` parameter as the listing uses it: trimmed, '' when absent, blank or longer
 * than {@link RESTAURANT_QUERY_MAX_LENGTH} characters.
 *
 * @example
 * restaurantQuery(new URLSearchParams('q=%20Cluj%20')) // 'Cluj'
 */
export function restaurantQuery(query: URLSearchParams): string {
  const value = query.get('q')?.trim() ?? '';
  return value.length > RESTAURANT_QUERY_MAX_LENGTH ? '' : value;
}

/**
 * Whether a restaurant matches a diner's search: every word of `query` appears in its name or
 * its city, ignoring case and diacritics. An empty query matches every restaurant.
 *
 * @example
 * matchesRestaurantQuery({ name: 'Bistro Someș', city: 'Cluj-Napoca' }, 'somes cluj') // true
 */
export function matchesRestaurantQuery(
  restaurant: { name: string; city: string },
  query: string,
): boolean {
  const words = foldSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = ` ${foldSearchText(restaurant.name)} ${foldSearchText(restaurant.city)} `;
  return words.every((word) => haystack.includes(word));
}
