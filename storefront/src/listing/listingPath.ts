/** The filters of a listing page: city slugs and specific keys, in the order they were chosen. */
export interface ListingFilters {
  cities: readonly string[];
  specifics: readonly string[];
}

/**
 * The path of the listing with these filters, without the locale prefix, and
 * with the diner's search kept as `?q=` when there is one.
 *
 * @example
 * listingPath({ cities: ['cluj-napoca', 'oradea'], specifics: ['bistro'] })
 * // '/restaurant/city/cluj-napoca,oradea/specific/bistro'
 * listingPath({ cities: [], specifics: [] }, 'pizza') // '/restaurant?q=pizza'
 */
export function listingPath(filters: ListingFilters, query = ''): string {
  const list = (slugs: readonly string[]) => slugs.map(encodeURIComponent).join(',');
  let path = '/restaurant';
  if (filters.cities.length > 0) path += `/city/${list(filters.cities)}`;
  if (filters.specifics.length > 0) path += `/specific/${list(filters.specifics)}`;
  return query === '' ? path : `${path}?${new URLSearchParams({ q: query })}`;
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
