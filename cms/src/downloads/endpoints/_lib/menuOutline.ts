import { isSlug, slugify } from '@nutrimenu/core/contract';
import { type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { MenuAllLocales } from '../../../readModel/documents';
import { type AllLocalesText, localizedText } from '../../../readModel/localizedText';
import { idOf } from '../../../utilities/idOf';

export interface MenuOutline {
  slug: string;
  name: string;
  sections: { title: string; dishIds: string[] }[];
}

/**
 * A stored menu's name, slug and sections worded in `locale` (the restaurant's default filling
 * gaps); a section without a title takes the menu's name, as on the public menu.
 *
 * @example
 * menuOutline(menu, 'hu', 'ro').sections[0].title // 'Levesek'
 */
export function menuOutline(
  menu: MenuAllLocales,
  locale: Locale,
  defaultLocale: Locale,
): MenuOutline {
  const pick = (text: AllLocalesText) =>
    pickLocalized(localizedText(text), locale, [defaultLocale]).text.trim();
  const name = pick(menu.name) || menu.slug || `menu-${menu.id}`;
  return {
    slug: isSlug(menu.slug) ? menu.slug : slugify(name) || `menu-${menu.id}`,
    name,
    sections: (menu.sections ?? []).map((section) => ({
      title: pick(section.title) || name,
      dishIds: (section.dishes ?? [])
        .map((dish) => idOf(dish))
        .filter((dishId) => dishId !== null)
        .map(String),
    })),
  };
}
