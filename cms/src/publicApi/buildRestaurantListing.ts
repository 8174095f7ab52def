import {
  isSlug,
  type ListingCity,
  type ListingRestaurant,
  type ListingSpecific,
  type RestaurantListing,
  slugify,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Payload } from 'payload';
import { restaurantLocales } from '../readModel/restaurantLocales';
import { toPublicImage } from '../readModel/toPublicImage';
import { findAllLocales } from '../utilities/findAllLocales';
import { idOf, populated } from '../utilities/idOf';
import { MEDIA_SELECT } from './publicSelects';
import { specificKey, specificName, specificRank } from './restaurantSpecifics';
import { subscribedRestaurantIds } from './subscribedRestaurantIds';

export interface RestaurantListingRequest {
  /** City slugs: a restaurant in any of them matches; none given, every city does. */
  cities: readonly string[];
  /** Specific keys: a restaurant with any of them matches; none given, every one does. */
  specifics: readonly string[];
  /** A brand key: only that brand's restaurants are listed and counted; none given, every brand's. */
  brand?: string | undefined;
  locale?: Locale | undefined;
  now?: Date;
}

interface Entry {
  card: ListingRestaurant;
  /** Stored options ('fine_dining'), for the facet names. */
  options: string[];
}

const matchesAny = (wanted: readonly string[], values: readonly string[]) =>
  wanted.length === 0 || values.some((value) => wanted.includes(value));

/**
 * The restaurant listing: the restaurants matching both filters (any of the cities and any of
 * the specifics), and facets whose counts apply the other filter, so each count says how many
 * restaurants choosing that value would show. Facets with no restaurant are left out unless
 * they are selected. Every restaurant is listed; `hasPublicMenu` says whether its menu page
 * shows the menu (subscription covering now, public menu on, a published menu) or a notice.
 */
export async function buildRestaurantListing(
  payload: Payload,
  request: RestaurantListingRequest,
): Promise<RestaurantListing> {
  const locale = request.locale ?? DEFAULT_LOCALE;
  const now = request.now ?? new Date();
  const [{ docs }, subscribed, menus] = await Promise.all([
    findAllLocales(payload, {
      collection: 'restaurants',
      depth: 1,
      pagination: false,
      overrideAccess: true,
      select: {
        name: true,
        slug: true,
        brand: true,
        city: true,
        citySlug: true,
        specifics: true,
        logo: true,
        cover: true,
        publicMenu: true,
        defaultLocale: true,
        offeredLocales: true,
      },
      populate: { brands: { key: true }, media: MEDIA_SELECT },
    }),
    subscribedRestaurantIds(payload, now),
    payload.find({
      collection: 'menus',
      where: { _status: { equals: 'published' } },
      draft: false,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { restaurant: true },
    }),
  ]);
  const withMenu = new Set(menus.docs.map((menu) => String(idOf(menu.restaurant))));

  const entries: Entry[] = [];
  for (const restaurant of docs) {
    if (!isSlug(restaurant.slug)) continue;
    const brandKey = populated(restaurant.brand)?.key ?? '';
    // A restaurant without a brand has no host to be served on: it is left out, not invented.
    if (!isSlug(brandKey)) continue;
    if (request.brand !== undefined && brandKey !== request.brand) continue;
    const id = String(restaurant.id);
    const options = [...new Set(restaurant.specifics ?? [])];
    const { defaultLocale } = restaurantLocales(restaurant);
    const imageOptions = { locale, fallbackLocales: [defaultLocale], defaultAlt: restaurant.name };
    const card: ListingRestaurant = {
      slug: restaurant.slug,
      name: restaurant.name,
      city: restaurant.city,
      citySlug: isSlug(restaurant.citySlug) ? restaurant.citySlug : slugify(restaurant.city),
      specifics: options.map(specificKey),
      hasPublicMenu: subscribed.has(id) && restaurant.publicMenu !== false && withMenu.has(id),
      brandKey,
    };
    const logo = toPublicImage(restaurant.logo, imageOptions);
    if (logo) card.logo = logo;
    const cover = toPublicImage(restaurant.cover, { ...imageOptions, size: 'card' });
    if (cover) card.cover = cover;
    if (isSlug(card.citySlug)) entries.push({ card, options });
  }

  const inCity = (entry: Entry) => matchesAny(request.cities, [entry.card.citySlug]);
  const hasSpecific = (entry: Entry) => matchesAny(request.specifics, entry.card.specifics);
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);

  const cities = new Map<string, ListingCity>();
  const specifics = new Map<string, ListingSpecific & { rank: number }>();
  for (const entry of entries) {
    const city = cities.get(entry.card.citySlug) ?? {
      slug: entry.card.citySlug,
      name: entry.card.city,
      count: 0,
    };
    if (hasSpecific(entry)) city.count += 1;
    cities.set(city.slug, city);
    for (const option of entry.options) {
      const key = specificKey(option);
      const specific = specifics.get(key) ?? {
        key,
        name: specificName(option, locale),
        count: 0,
        rank: specificRank(option),
      };
      if (inCity(entry)) specific.count += 1;
      specifics.set(key, specific);
    }
  }

  return {
    locale,
    cities: [...cities.values()]
      .filter((city) => city.count > 0 || request.cities.includes(city.slug))
      .sort((a, b) => collator.compare(a.name, b.name)),
    specifics: [...specifics.values()]
      .filter((specific) => specific.count > 0 || request.specifics.includes(specific.key))
      .sort((a, b) => a.rank - b.rank)
      .map(({ rank: _rank, ...specific }) => specific),
    restaurants: entries
      .filter((entry) => inCity(entry) && hasSpecific(entry))
      .map((entry) => entry.card)
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}
