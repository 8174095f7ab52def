import {
  cmsEndpointPath,
  isSlug,
  LISTING_MAX_PAGE_SIZE,
  LISTINGS_CACHE_TAG,
  PUBLIC_RESTAURANTS_PATH,
  parseListFilter,
  RESTAURANT_QUERY_MAX_LENGTH,
} from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../utilities/parseQuery';
import { cachedRestaurantListing } from '../listingCache';
import { publicError } from './publicError';
import { storedDocumentResponse } from './storedDocumentResponse';

// A filter is a comma-separated list of at most 20 slugs; anything longer is not a hand-made URL.
const filter = z.string().max(2000, { error: 'A filter can list at most 20 slugs' }).optional();

const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional();

const query = z.object({
  city: filter,
  specific: filter,
  brand: z
    .string()
    .refine(isSlug, { error: 'The brand must be a brand key such as "nutrischeme"' })
    .optional(),
  q: z
    .string()
    .max(RESTAURANT_QUERY_MAX_LENGTH, {
      error: `The search can be at most ${RESTAURANT_QUERY_MAX_LENGTH} characters long`,
    })
    .optional(),
  page: wholeNumber(1, 1_000_000, 'The page must be a whole number from 1'),
  limit: wholeNumber(
    1,
    LISTING_MAX_PAGE_SIZE,
    `The limit must be a whole number from 1 to ${LISTING_MAX_PAGE_SIZE}`,
  ),
  locale: localeParam.optional(),
});

const GENERIC_ERROR = 'The server could not build this document. Please try again later.';

/**
 * `GET /api/public/restaurants?city=a,b&specific=x,y&brand=key&q=&page=&limit=&locale=xx`: one page
 * (`limit` restaurants, 60 unless given) of the restaurant listing
 * behind `/restaurant/city/...` and `/restaurant/specific/...` (core's `restaurantListingSchema`),
 * optionally only one brand's restaurants (a brand host's listing). Computed, checked against
 * its contract and serialized once per request shape until a change it can show
 * (publicApi/listingCache), and sent like the other public documents (ETag, 304, cache tags).
 */
export const restaurantListingEndpoint: Endpoint = {
  path: cmsEndpointPath(PUBLIC_RESTAURANTS_PATH),
  method: 'get',
  handler: async (req) => {
    try {
      const params = parseQuery(req, query);
      if (!params.ok) return publicError(400, params.message);
      const { stored } = await cachedRestaurantListing(req.payload, {
        cities: parseListFilter(params.data.city ?? ''),
        specifics: parseListFilter(params.data.specific ?? ''),
        brand: params.data.brand,
        query: params.data.q,
        page: params.data.page,
        pageSize: params.data.limit,
        locale: params.data.locale,
      });
      return storedDocumentResponse(req, { stored }, [LISTINGS_CACHE_TAG]);
    } catch (error) {
      req.payload.logger.error({ err: error, url: req.url }, 'Public restaurant listing failed');
      return publicError(500, GENERIC_ERROR);
    }
  },
};
