import type { PublicRestaurant } from '@nutrimenu/core/contract';
import type { JsonLdNode } from './JsonLdNode';
import { restaurantPaths } from './restaurantPaths';
import type { SiteUrls } from './siteUrls';

/**
 * The restaurant as a node other nodes point to: its `@id` (the menu page URL with
 * `#restaurant`) is the same wherever it appears, so search engines join the dish page's
 * MenuItem to the menu page's Restaurant.
 *
 * @example
 * restaurantReference(restaurant, urls)
 * // { '@type': 'Restaurant', '@id': 'https://…/ro/restaurant/bistro#restaurant', name: 'Bistro', url: 'https://…/ro/restaurant/bistro' }
 */
export function restaurantReference(restaurant: PublicRestaurant, urls: SiteUrls): JsonLdNode {
  const url = urls.page(restaurantPaths.restaurant(restaurant.slug));
  return { '@type': 'Restaurant', '@id': `${url}#restaurant`, name: restaurant.name, url };
}
