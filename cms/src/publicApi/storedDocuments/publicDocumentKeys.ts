import { isLocale, type Locale } from '@nutrimenu/core/locale';

/** The row naming the build the stored documents were made by (documentsBuild.ts). */
export const BUILD_KEY = 'build';

/** The one row of the brand list (`GET /api/public/brands`). */
export const BRANDS_KEY = 'brands';

/**
 * The row whose ETag changes with every change a restaurant listing can show (a restaurant, its
 * subscription, menus' publication, pictures, a brand): the listings computed under one ETag
 * are reused until it changes (publicApi/listingCache).
 */
export const LISTING_VERSION_KEY = 'listing-version';

/**
 * The row of one public menu address: the restaurant's slug, the menu's slug ('' for the default
 * menu, asked for without one) and the locale ('' for the restaurant's default, asked for
 * without one). Slugs and locales never contain '/', so two addresses never share a key.
 *
 * @example
 * menuDocumentKey('demo-bistro', undefined, 'en') // 'menu/demo-bistro//en'
 */
export function menuDocumentKey(
  restaurantSlug: string,
  menuSlug: string | undefined,
  locale: Locale | undefined,
): string {
  return `menu/${restaurantSlug}/${menuSlug ?? ''}/${locale ?? ''}`;
}

/**
 * The locale a menu row was asked in (undefined for the default, or for another kind of row):
 * a locale a diner asked for once, though not offered, is rebuilt with the offered ones.
 *
 * @example
 * localeOfMenuKey('menu/demo-bistro//de') // 'de'
 */
export function localeOfMenuKey(key: string): Locale | undefined {
  if (!key.startsWith('menu/')) return undefined;
  const locale = key.slice(key.lastIndexOf('/') + 1);
  return isLocale(locale) ? locale : undefined;
}

/**
 * A restaurant's marker row, rewritten by every rebuild of its documents: a document built on a
 * read (publicApi/storedDocuments/storeOnRead) is stored only if no rebuild committed meanwhile.
 */
export function restaurantMarkerKey(restaurantId: number): string {
  return `restaurant/${restaurantId}`;
}
