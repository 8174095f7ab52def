import { z } from 'zod';
import { countField, localeField, reportDuplicates, slugField, textField } from './_lib/fields';
import { publicImageSchema } from './publicImage';

/** A city facet: `count` restaurants in it match the other filters. */
export const listingCitySchema = z.strictObject({
  slug: slugField,
  name: textField,
  count: countField,
});

/** A "specific" facet (cuisine, kind of place…), named in the listing's locale. */
export const listingSpecificSchema = z.strictObject({
  key: slugField,
  name: textField,
  count: countField,
});

/**
 * A restaurant card of the listing; `hasPublicMenu` is false while its menu page shows a notice.
 * `brandKey` names the brand whose hosts serve its pages (for a brand's sitemap).
 */
export const listingRestaurantSchema = z.strictObject({
  slug: slugField,
  name: textField,
  city: textField,
  citySlug: slugField,
  specifics: z.array(slugField),
  logo: publicImageSchema.exactOptional(),
  cover: publicImageSchema.exactOptional(),
  hasPublicMenu: z.boolean(),
  brandKey: slugField,
});

/** The most cards one listing page holds (and the default page size). */
export const LISTING_PAGE_SIZE = 60;

/** The most restaurants one answer may carry (a sitemap reads the listing in such pages). */
export const LISTING_MAX_PAGE_SIZE = 1000;

/**
 * The answer of `GET /api/public/restaurants?city=a,b&specific=x,y&q=&page=&limit=&locale=xx`:
 * the facets to filter by and one page of the matching restaurants, with names in `locale`.
 * `total` counts every matching restaurant; `pageCount` is 0 when none matches.
 *
 * @example
 * const listing = restaurantListingSchema.parse(await response.json());
 * listing.restaurants.map((restaurant) => restaurant.slug)
 */
export const restaurantListingSchema = z
  .strictObject({
    locale: localeField,
    cities: z.array(listingCitySchema),
    specifics: z.array(listingSpecificSchema),
    restaurants: z.array(listingRestaurantSchema),
    /** The page given, from 1 (it may lie past `pageCount`: then `restaurants` is empty). */
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(LISTING_MAX_PAGE_SIZE),
    total: countField,
    pageCount: countField,
  })
  .superRefine((listing, ctx) => {
    reportDuplicates(
      listing.cities.map((city) => city.slug),
      ctx,
      (index) => ['cities', index, 'slug'],
      'city',
    );
    reportDuplicates(
      listing.specifics.map((specific) => specific.key),
      ctx,
      (index) => ['specifics', index, 'key'],
      'specific',
    );
    reportDuplicates(
      listing.restaurants.map((restaurant) => restaurant.slug),
      ctx,
      (index) => ['restaurants', index, 'slug'],
      'restaurant',
    );
  });

export type RestaurantListing = z.infer<typeof restaurantListingSchema>;
export type ListingCity = z.infer<typeof listingCitySchema>;
export type ListingSpecific = z.infer<typeof listingSpecificSchema>;
export type ListingRestaurant = z.infer<typeof listingRestaurantSchema>;
