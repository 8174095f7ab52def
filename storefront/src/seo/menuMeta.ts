import { type PublicMenu, shareCardPath } from '@nutrimenu/core/contract';
import type { MetaContext, RouteMeta } from '../routeTypes';
import { restaurantJsonLd } from './restaurantJsonLd';
import { restaurantPaths } from './restaurantPaths';

/**
 * The head of a menu page: title and description, the restaurant's locales for hreflang, its
 * own path as canonical (the default menu asked for by name is the restaurant page), and the
 * Restaurant JSON-LD; the restaurant's share card when the CMS names one (it does for a shown menu). A notice (no subscription, no public menu) is kept out of search results.
 *
 * @example
 * menuMeta(document, { t, brand }).title // 'Bistro Someș – Meniu'
 */
export function menuMeta(document: PublicMenu, { t }: MetaContext): RouteMeta {
  const { restaurant, menu } = document;
  const shown = menu && document.menus.find((option) => option.slug === menu.slug);
  return {
    title: menu ? `${restaurant.name} – ${menu.name}` : restaurant.name,
    description: t('meta.menu.description', { restaurant: restaurant.name, city: restaurant.city }),
    canonicalPath: shown
      ? restaurantPaths.menu(restaurant.slug, shown)
      : restaurantPaths.restaurant(restaurant.slug),
    locales: restaurant.locales,
    defaultLocale: restaurant.defaultLocale,
    ...(restaurant.shareCard
      ? {
          shareImage: {
            path: shareCardPath(restaurant.shareCard),
            alt: t('meta.shareCard.restaurantAlt', {
              restaurant: restaurant.name,
              city: restaurant.city,
            }),
          },
        }
      : {}),
    ...(document.state === 'ok'
      ? { jsonLd: (urls) => restaurantJsonLd(document, urls) }
      : { noindex: true }),
  };
}
