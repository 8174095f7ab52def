import type { PublicMenuSection } from '@nutrimenu/core/contract';
import { type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { MenuAllLocales, RecipeAllLocales } from '../readModel/documents';
import { localizedText } from '../readModel/localizedText';
import { toPublicDish } from '../readModel/toPublicDish';
import { idOf } from '../utilities/idOf';

/** A menu's name as the public menu shows it: in `locale`, else the default's, else its slug. */
export function menuName(
  menu: Pick<MenuAllLocales, 'name' | 'slug'>,
  locale: Locale,
  defaultLocale: Locale,
): string {
  return (
    pickLocalized(localizedText(menu.name), locale, [defaultLocale]).text.trim() || menu.slug || ''
  );
}

/**
 * A menu's sections as the public menu shows them: each section's dishes among `recipes` (the
 * published ones it may show, by id) in the menu's order, worded in `locale`; a section whose
 * dishes are all unpublished is left out, one without a title takes the menu's `name`.
 */
export function publicMenuSections(
  menu: Pick<MenuAllLocales, 'sections'>,
  recipes: ReadonlyMap<string, RecipeAllLocales>,
  name: string,
  locale: Locale,
  defaultLocale: Locale,
): PublicMenuSection[] {
  const sections: PublicMenuSection[] = [];
  (menu.sections ?? []).forEach((section, index) => {
    const dishes = (section.dishes ?? [])
      .map((dish) => recipes.get(String(idOf(dish))))
      .filter((recipe) => recipe !== undefined)
      .map((recipe) => toPublicDish(recipe, locale, defaultLocale));
    // A section whose dishes are all unpublished would be an empty heading.
    if (dishes.length === 0) return;
    sections.push({
      id: section.id || `section-${index + 1}`,
      title:
        pickLocalized(localizedText(section.title), locale, [defaultLocale]).text.trim() || name,
      dishes,
    });
  });
  return sections;
}
