import type { PublicMenu } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';

/**
 * A menu asked for in a locale the restaurant does not offer comes back in its default locale,
 * with its dishes marked only against that locale. For the diner who asked for `locale`, every
 * dish is then in another language: mark them so the page says so and tags
 * their text with its real language.
 *
 * @example
 * markUntranslatedDishes(romanianDocument, 'de').menu?.sections[0]?.dishes[0]?.fallbackLocale // 'ro'
 */
export function markUntranslatedDishes(document: PublicMenu, locale: Locale): PublicMenu {
  if (document.locale === locale || document.menu === null) return document;
  const sections = document.menu.sections.map((section) => ({
    ...section,
    dishes: section.dishes.map((dish) =>
      dish.fallbackLocale === null ? { ...dish, fallbackLocale: document.locale } : dish,
    ),
  }));
  return { ...document, menu: { ...document.menu, sections } };
}
