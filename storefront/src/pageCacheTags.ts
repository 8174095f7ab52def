import {
  ALL_CACHE_TAG,
  brandCacheTag,
  LISTINGS_CACHE_TAG,
  restaurantCacheTag,
} from '@nutrimenu/core/contract';

// Pages that list restaurants: any restaurant's change may show on them.
const LISTING_ROUTES = new Set(['home', 'listing']);

/**
 * The CDN cache tags of a rendered page (core's cacheTags): every page the site-wide tag and its
 * brand's; a restaurant's pages (menu, dish) the restaurant's; the home and listing pages the
 * listings' tag.
 *
 * @example
 * pageCacheTags({ brandKey: 'nutrischeme', routeId: 'dish', params: { slug: 'demo-bistro' } })
 * // ['nutrimenu', 'nutrimenu-brand-nutrischeme', 'nutrimenu-restaurant-demo-bistro']
 */
export function pageCacheTags(page: {
  brandKey: string | null;
  routeId: string | null;
  params: Readonly<Record<string, string>>;
}): string[] {
  const tags = [ALL_CACHE_TAG];
  if (page.brandKey) tags.push(brandCacheTag(page.brandKey));
  if (page.routeId && LISTING_ROUTES.has(page.routeId)) tags.push(LISTINGS_CACHE_TAG);
  const restaurant = page.params.slug;
  if (restaurant) tags.push(restaurantCacheTag(restaurant));
  return tags;
}
