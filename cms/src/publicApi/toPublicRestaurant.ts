import {
  type PublicRestaurant,
  type RestaurantLinks,
  restaurantLinksSchema,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { RestaurantAllLocales } from '../readModel/documents';
import { restaurantLocales } from '../readModel/restaurantLocales';
import { nonEmpty, safeHttpUrl } from '../readModel/safeUrl';
import { toPublicImage } from '../readModel/toPublicImage';
import { populated } from '../utilities/idOf';

const LINK_KEYS = Object.keys(restaurantLinksSchema.shape) as (keyof RestaurantLinks)[];

/**
 * The restaurant card of the public menu: public fields only (no owner, no subscription, no
 * flags), links that are not absolute http(s) URLs left out rather than sent to a diner.
 */
export function toPublicRestaurant(
  restaurant: RestaurantAllLocales & { slug: string },
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
