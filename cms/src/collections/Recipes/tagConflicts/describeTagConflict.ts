import { allergenName, isAllergenCode } from '@nutrimenu/core/allergens';
import {
  DEFAULT_LOCALE,
  type Locale,
  type LocalizedText,
  pickLocalized,
} from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { ADDED_SUGAR_MIN_PER_100G, type TagConflict } from '@nutrimenu/core/recipe';

// Names read with `locale: 'all'` hold null for a locale left empty; pickLocalized expects strings.
function cleanName(name: TagConflict['ingredients'][number]): LocalizedText | string {
  if (typeof name === 'string' || name === null || typeof name !== 'object')
    return String(name ?? '');
  return Object.fromEntries(
    Object.entries(name).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as LocalizedText;
}

/**
 * One contradiction between a dish's tag and its recipe, as a sentence in `locale` naming the
 * ingredients responsible, e.g. 'The tag “Gluten-free” contradicts the recipe: wheat flour
 * contains gluten.'
 */
export function describeTagConflict(conflict: TagConflict, locale: Locale, t: Translate): string {
  const tag = t(`tag.${conflict.tag}`);
  const ingredients = conflict.ingredients
    .map((name) => pickLocalized(cleanName(name), locale, [DEFAULT_LOCALE]).text.trim())
    .filter((name) => name !== '')
    .join(', ');
  if (conflict.cause === 'meat') return t('admin.recipe.tagConflict.meat', { tag, ingredients });
  if (conflict.cause === 'sugars') {
    return t('admin.recipe.tagConflict.sugars', {
      tag,
      ingredients,
      grams: String(ADDED_SUGAR_MIN_PER_100G),
    });
  }
  const allergen = isAllergenCode(conflict.cause)
    ? allergenName(conflict.cause, locale)
    : conflict.cause;
  return t('admin.recipe.tagConflict.allergen', { tag, ingredients, allergen });
}
