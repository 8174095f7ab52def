import type { PublicMenuContent, PublicRestaurant } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import { dishCardContent, restaurantCardContent, shareCardKeyOf } from './shareCardContent';

/**
 * The restaurant card and the shown menu of a public menu document with their share cards' keys,
 * so a page's head names its card without asking for it. Only a menu that is shown gets them: a
 * card renders only what the public menu shows.
 */
export function withShareCards(
  restaurant: PublicRestaurant,
  content: PublicMenuContent,
  locale: Locale,
  accent: string,
): { restaurant: PublicRestaurant; content: PublicMenuContent } {
  return {
    restaurant: {
      ...restaurant,
      shareCard: shareCardKeyOf(restaurantCardContent(restaurant, locale, accent)),
    },
    content: {
      ...content,
      sections: content.sections.map((section) => ({
        ...section,
        dishes: section.dishes.map((dish) => ({
          ...dish,
          shareCard: shareCardKeyOf(dishCardContent(dish, restaurant, locale, accent)),
        })),
      })),
    },
  };
}
