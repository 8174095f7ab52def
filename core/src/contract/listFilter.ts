import { isSlug } from './slug';

/** Most slugs one filter segment keeps; the rest are ignored, so a URL cannot ask for a huge query. */
export const LIST_FILTER_MAX_ITEMS = 20;

/**
 * The slugs of a `{cityFilters}` or `{specificFilters}` path segment (already URL-decoded, as a
 * router hands it over): split on commas, trimmed, lower-cased, without empties, non-slugs and
 * repeats, at most 20. Never throws: a hand-edited URL just filters by what is valid.
 *
 * @example
 * parseListFilter('Cluj-Napoca, oradea,,cluj-napoca') // ['cluj-napoca', 'oradea']
 */
export function parseListFilter(segment: string): string[] {
  const slugs = new Set<string>();
  for (const item of segment.split(',')) {
    const slug = item.trim().toLowerCase();
    if (isSlug(slug)) slugs.add(slug);
    if (slugs.size === LIST_FILTER_MAX_ITEMS) break;
  }
  return [...slugs];
}
