/**
 * Surrogate keys ("cache tags") of public responses, so a CDN in front can drop exactly what a
 * change affects. The storefront and the CMS's public API send them; the CMS purges them when a
 * change commits (CDN_PURGE_URL). Tags are lower-case ASCII without spaces or commas, as both
 * Fastly (`Surrogate-Key`, space-separated) and Cloudflare (`Cache-Tag`, comma-separated) accept.
 */

/** Carried by every public response: purging it empties the CDN of everything this site serves. */
export const ALL_CACHE_TAG = 'nutrimenu';

/** Carried by pages that list restaurants (home, listing, sitemap): any restaurant's change may show there. */
export const LISTINGS_CACHE_TAG = 'nutrimenu-listings';

/** Carried by a restaurant's pages and documents: its menus, dishes, the widget's menu JSON. */
export function restaurantCacheTag(slug: string): string {
  return `nutrimenu-restaurant-${slug}`;
}

/** Carried by every page served under a brand's hosts. */
export function brandCacheTag(key: string): string {
  return `nutrimenu-brand-${key}`;
}

/**
 * The tags a change of `restaurant` invalidates (its own pages and every listing), or every
 * tag's common one when it can show anywhere (`null`: a brand, a brand page, shared data). The
 * same scope as the storefront's own purge.
 *
 * @example
 * cacheTagsToPurge('demo-bistro') // ['nutrimenu-restaurant-demo-bistro', 'nutrimenu-listings']
 * cacheTagsToPurge(null) // ['nutrimenu']
 */
export function cacheTagsToPurge(restaurant: string | null): string[] {
  return restaurant === null
    ? [ALL_CACHE_TAG]
    : [restaurantCacheTag(restaurant), LISTINGS_CACHE_TAG];
}

/**
 * The response headers that carry `tags`: `Surrogate-Key` (Fastly and most CDNs, space-separated)
 * and `Cache-Tag` (Cloudflare, comma-separated).
 *
 * @example
 * cacheTagHeaders(['nutrimenu', 'nutrimenu-brand-nutrischeme'])
 * // { 'Surrogate-Key': 'nutrimenu nutrimenu-brand-nutrischeme', 'Cache-Tag': 'nutrimenu,nutrimenu-brand-nutrischeme' }
 */
export function cacheTagHeaders(tags: readonly string[]): {
  'Surrogate-Key': string;
  'Cache-Tag': string;
} {
  const unique = [...new Set(tags)];
  return { 'Surrogate-Key': unique.join(' '), 'Cache-Tag': unique.join(',') };
}
