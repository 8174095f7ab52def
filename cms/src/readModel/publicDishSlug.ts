import { isSlug, slugify } from '@nutrimenu/core/contract';
import { type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { RecipeAllLocales } from './documents';
import { localizedText } from './localizedText';

/**
 * The slug a dish's public page is reached by: its own, or, when it has none that is a slug, one
 * made of its name in `locale` (else the restaurant's default locale), else of its id. The public
 * menu and the brand's sitemap name a dish alike.
 */
export function publicDishSlug(
  recipe: Pick<RecipeAllLocales, 'id' | 'slug' | 'name'>,
  locale: Locale,
  defaultLocale: Locale,
): string {
  if (isSlug(recipe.slug)) return recipe.slug;
  const name = pickLocalized(localizedText(recipe.name), locale, [defaultLocale]);
  return slugify(name.text) || `dish-${recipe.id}`;
}
