import { z } from 'zod';
import { localeField, slugField, uniqueArray } from './_lib/fields';

/**
 * The query that asks the public menu's address for the restaurant's locales only
 * (`GET /api/public/menus/:restaurantSlug?only=locales`): a printed QR code opens the unprefixed
 * `/restaurant/{slug}`, which redirects to a locale the restaurant offers and needs nothing
 * else. The same address, so a CDN and the storefront's cache drop it with the restaurant's menus.
 */
export const RESTAURANT_LOCALES_QUERY = 'locales';

/** A restaurant's offered locales and its default, as its public menu states them. */
export const restaurantLocalesSchema = z
  .strictObject({
    slug: slugField,
    defaultLocale: localeField,
    locales: uniqueArray(localeField, 'locale').min(1),
  })
  .refine((restaurant) => restaurant.locales.includes(restaurant.defaultLocale), {
    error: 'The default locale is not among the offered locales',
    path: ['defaultLocale'],
  });

export type RestaurantLocales = z.infer<typeof restaurantLocalesSchema>;
