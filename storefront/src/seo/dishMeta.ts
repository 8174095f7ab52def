import { type PublicDish, type PublicRestaurant, shareCardPath } from '@nutrimenu/core/contract';
import type { MetaContext, RouteMeta } from '../routeTypes';
import { menuItemJsonLd } from './menuItemJsonLd';
import { restaurantPaths } from './restaurantPaths';

/**
 * The head of a dish page: title, the dish's description (or a sentence naming what the page
 * shows), the restaurant's locales for hreflang, the dish's path as canonical, its share card
 * (when the CMS names one), and the MenuItem JSON-LD with the restaurant as its seller.
 *
 * @example
 * dishMeta({ restaurant, dish }, { t, brand }).title // 'Ciorbă de burtă – Bistro Someș'
 */
export function dishMeta(
  { restaurant, dish }: { restaurant: PublicRestaurant; dish: PublicDish },
  { t }: MetaContext,
): RouteMeta {
  return {
    title: `${dish.name} – ${restaurant.name}`,
    description:
      dish.description ??
      t('meta.dish.description', { dish: dish.name, restaurant: restaurant.name }),
    canonicalPath: restaurantPaths.dish(restaurant.slug, dish.slug),
    locales: restaurant.locales,
    defaultLocale: restaurant.defaultLocale,
    ...(dish.shareCard
      ? {
          shareImage: {
            path: shareCardPath(dish.shareCard),
            alt: t('meta.shareCard.dishAlt', { dish: dish.name, restaurant: restaurant.name }),
          },
        }
      : {}),
    jsonLd: (urls) => menuItemJsonLd(dish, { restaurant, urls, standalone: true }),
  };
}
