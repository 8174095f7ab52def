import { z } from 'zod';
import { countField, localeField, reportDuplicates, slugField, textField } from './_lib/fields';
import { publicImageSchema } from './publicImage';
import { isSlug } from './slug';

/** Most slugs one filter segment keeps; the rest are ignored, so a URL cannot ask for a huge query. */
export const LIST_FILTER_MAX_ITEMS = 20;

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

/** A restaurant card of the listing; `hasPublicMenu` is false while its menu page shows a notice. */
export const listingRestaurantSchema = z.strictObject({
  slug: slugField,
  name: textField,
  city: textField,
  citySlug: slugField,
  specifics: z.array(slugField),
  logo: publicImageSchema.exactOptional(),
  cover: publicImageSchema.exactOptional(),
  hasPublicMenu: z.boolean(),
});

/**
 * The answer of `GET /api/public/restaurants?city=a,b&specific=x,y&locale=xx`: the facets to
 * filter by and the matching restaurants, with names in `locale`.
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
