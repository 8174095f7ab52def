import type { RestaurantListing } from '@nutrimenu/core/contract';
import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { ListingFilters } from './listingPath';

/**
 * The heading of a listing page: "Restaurants", "Restaurants in Cluj-Napoca or Oradea",
 * "Restaurants: Bistro", or both, with the facets' names in the page's locale (a slug the
 * listing does not name is shown as it is). A restaurant matches any of the chosen values.
 *
 * @example
 * listingTitle(listing, { cities: ['oradea'], specifics: [] }, t, 'en') // 'Restaurants in Oradea'
 */
export function listingTitle(
  listing: Pick<RestaurantListing, 'cities' | 'specifics'>,
  filters: ListingFilters,
  t: Translate,
  locale: Locale,
): string {
  const or = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'disjunction' });
  const city = or.format(
    filters.cities.map((slug) => listing.cities.find((item) => item.slug === slug)?.name ?? slug),
  );
  const feature = or.format(
    filters.specifics.map((key) => listing.specifics.find((item) => item.key === key)?.name ?? key),
  );
  if (city && feature) return t('restaurants.byCityAndSpecific.title', { city, feature });
  if (city) return t('restaurants.byCity.title', { city });
  if (feature) return t('restaurants.bySpecific.title', { feature });
  return t('restaurants.title');
}
