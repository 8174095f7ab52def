import {
  cmsEndpointPath,
  isSlug,
  LISTINGS_CACHE_TAG,
  PUBLIC_RESTAURANTS_PATH,
  parseListFilter,
  restaurantListingSchema,
} from '@nutrimenu/core/contract';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../utilities/parseQuery';
import { buildRestaurantListing } from '../buildRestaurantListing';
import { publicGetEndpoint } from './publicGetEndpoint';

// A filter is a comma-separated list of at most 20 slugs; anything longer is not a hand-made URL.
const filter = z.string().max(2000, { error: 'A filter can list at most 20 slugs' }).optional();

const query = z.object({
  city: filter,
  specific: filter,
  brand: z
    .string()
    .refine(isSlug, { error: 'The brand must be a brand key such as "nutrischeme"' })
    .optional(),
  locale: localeParam.optional(),
});

/**
 * `GET /api/public/restaurants?city=a,b&specific=x,y&brand=key&locale=xx`: the restaurant listing
 * behind `/restaurant/city/...` and `/restaurant/specific/...` (core's `restaurantListingSchema`),
 * optionally only one brand's restaurants (a brand host's listing and sitemap).
 */
export const restaurantListingEndpoint = publicGetEndpoint({
  path: cmsEndpointPath(PUBLIC_RESTAURANTS_PATH),
  schema: restaurantListingSchema,
  cacheTags: () => [LISTINGS_CACHE_TAG],
  build: async (req) => {
    const params = parseQuery(req, query);
    if (!params.ok) return { error: { status: 400, message: params.message } };
    return {
      document: await buildRestaurantListing(req.payload, {
        cities: parseListFilter(params.data.city ?? ''),
        specifics: parseListFilter(params.data.specific ?? ''),
        brand: params.data.brand,
        locale: params.data.locale,
      }),
    };
  },
});
