import {
  isSlug,
  PUBLIC_MENU_ROUTE,
  type RestaurantLocales,
  restaurantCacheTag,
  restaurantLocalesSchema,
} from '@nutrimenu/core/contract';
import { restaurantLocales } from '../../readModel/restaurantLocales';
import { publicGetEndpoint } from './publicGetEndpoint';

/**
 * `GET /api/public/menus/:restaurantSlug?only=locales` (answered through publicMenuEndpoint,
 * whose address it shares): the restaurant's offered locales and its default (core's
 * `restaurantLocalesSchema`), read from the restaurant alone. What a printed QR code's redirect
 * needs, for the price of one row rather than the menu. 404 for an unknown restaurant.
 */
export const restaurantLocalesEndpoint = publicGetEndpoint<RestaurantLocales>({
  path: PUBLIC_MENU_ROUTE,
  schema: restaurantLocalesSchema,
  cacheTags: (req) => [restaurantCacheTag(String(req.routeParams?.restaurantSlug ?? ''))],
  build: async (req) => {
    const slug = String(req.routeParams?.restaurantSlug ?? '');
    const missing = { error: { status: 404, message: `No restaurant "${slug}"` } } as const;
    if (!isSlug(slug)) return missing;
    const { docs } = await req.payload.find({
      collection: 'restaurants',
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, defaultLocale: true, offeredLocales: true },
    });
    const restaurant = docs[0];
    if (!restaurant) return missing;
    return { document: { slug, ...restaurantLocales(restaurant) } };
  },
});
