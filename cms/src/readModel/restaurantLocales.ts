import { DEFAULT_LOCALE, isLocale, type Locale } from '@nutrimenu/core/locale';
import type { Restaurant } from '../payload-types';

/** The restaurant's default locale, and the locales it offers with the default among them. */
export function restaurantLocales(
  restaurant: Partial<Pick<Restaurant, 'defaultLocale' | 'offeredLocales'>>,
): {
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
