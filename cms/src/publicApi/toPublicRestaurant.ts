import {
  type PublicRestaurant,
  type RestaurantLinks,
  restaurantLinksSchema,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nutrimenu/core/locale';
import { nonEmpty, safeHttpUrl } from './safeUrl';
import { populated, type StoredRestaurant } from './storedDocs';
import { toPublicImage } from './toPublicImage';

const LINK_KEYS = Object.keys(restaurantLinksSchema.shape) as (keyof RestaurantLinks)[];

/** The restaurant's default locale, and the locales it offers with the default among them. */
export function restaurantLocales(restaurant: StoredRestaurant): {
  defaultLocale: Locale;
  locales: Locale[];
} {
  const defaultLocale = isLocale(restaurant.defaultLocale)
    ? restaurant.defaultLocale
    : DEFAULT_LOCALE;
  const offered = (restaurant.offeredLocales ?? []).filter(isLocale);
  const locales = [
    ...new Set(offered.includes(defaultLocale) ? offered : [defaultLocale, ...offered]),
  ];
  return { defaultLocale, locales };
}

/**
 * The restaurant card of the public menu: public fields only (no owner, no subscription, no
 * flags), links that are not absolute http(s) URLs left out rather than sent to a diner.
 */
export function toPublicRestaurant(
  restaurant: StoredRestaurant & { slug: string },
  locale: Locale,
): PublicRestaurant {
  const { defaultLocale, locales } = restaurantLocales(restaurant);
  const links: RestaurantLinks = {};
  for (const key of LINK_KEYS) {
    const url = safeHttpUrl(restaurant.links?.[key]);
    if (url) links[key] = url;
  }
  const card: PublicRestaurant = {
    slug: restaurant.slug,
    name: restaurant.name,
    city: restaurant.city,
    links,
    defaultLocale,
    locales,
    currency: (restaurant.currency ?? '').trim().toUpperCase(),
    brandKey: populated(restaurant.brand)?.key ?? '',
  };
  const address = nonEmpty(restaurant.address);
  if (address) card.address = address;
  const phone = nonEmpty(restaurant.phone);
  if (phone) card.phone = phone;
  const imageOptions = { locale, fallbackLocales: [defaultLocale], defaultAlt: restaurant.name };
  const logo = toPublicImage(restaurant.logo, imageOptions);
  if (logo) card.logo = logo;
  const cover = toPublicImage(restaurant.cover, { ...imageOptions, size: 'large' });
  if (cover) card.cover = cover;
  return card;
}
