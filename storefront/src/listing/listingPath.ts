/** The filters of a listing page: city slugs and specific keys, in the order they were chosen. */
export interface ListingFilters {
  cities: readonly string[];
  specifics: readonly string[];
}

/**
 * The path of the listing with these filters, without the locale prefix, with the diner's
 * search kept as `?q=` when there is one and the page as `?page=` after the first.
 *
 * @example
 * listingPath({ cities: ['cluj-napoca', 'oradea'], specifics: ['bistro'] })
 * // '/restaurant/city/cluj-napoca,oradea/specific/bistro'
 * listingPath({ cities: [], specifics: [] }, 'pizza', 2) // '/restaurant?q=pizza&page=2'
 */
export function listingPath(filters: ListingFilters, query = '', page = 1): string {
  const list = (slugs: readonly string[]) => slugs.map(encodeURIComponent).join(',');
  let path = '/restaurant';
  if (filters.cities.length > 0) path += `/city/${list(filters.cities)}`;
  if (filters.specifics.length > 0) path += `/specific/${list(filters.specifics)}`;
  const search = new URLSearchParams();
  if (query !== '') search.set('q', query);
  if (page > 1) search.set('page', String(page));
  return search.size === 0 ? path : `${path}?${search}`;
}

/**
 * The listing page asked for by `?page=`: 1 when absent, null (the 404 screen) when it is not
 * a whole number from 1 written plainly ('02', '1e3' and '-1' name no page).
 *
 * @example
 * listingPage(new URLSearchParams('page=3')) // 3
 */
export function listingPage(query: URLSearchParams): number | null {
  const value = query.get('page');
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/**
 * `slugs` with `slug` removed when present, added at the end otherwise: the target of a facet
 * link, which turns its filter on or off and keeps the others.
 *
 * @example
 * toggleSlug(['oradea'], 'cluj-napoca') // ['oradea', 'cluj-napoca']
 * toggleSlug(['oradea', 'cluj-napoca'], 'oradea') // ['cluj-napoca']
 */
export function toggleSlug(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug) ? slugs.filter((item) => item !== slug) : [...slugs, slug];
}
