import { ALLERGEN_NAMES, type AllergenCode } from '@nutrimenu/core/allergens';
import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';

/** The allergen facts of a dish as printed, in one locale. */
export interface DishAllergenTexts {
  heading: string;
  /** The allergens' names, "No allergens declared", or what is known plus "not yet declared". */
  text: string;
  /** `false` while an ingredient's allergens are undeclared: printed as a warning. */
  complete: boolean;
  /** "May contain traces of …." or `null` without traces. */
  traces: string | null;
}

const names = (codes: readonly AllergenCode[], locale: Locale) =>
  codes.map((code) => ALLERGEN_NAMES[code][locale]).join(', ');

/**
 * The allergen lines every download prints for a dish: never "none" for a dish whose allergens
 * are incomplete.
 *
 * @example
 * dishAllergenTexts(dish, 'ro', t).text // 'Lapte (inclusiv lactoză), Ouă'
 */
export function dishAllergenTexts(
  dish: PublicDish,
  locale: Locale,
  t: Translate,
): DishAllergenTexts {
  const contains = names(dish.allergens.contains, locale);
  const text = dish.allergens.complete
    ? contains || t('allergens.none')
    : [contains, t('allergens.unknown')].filter(Boolean).join('; ');
  return {
    heading: t('allergens.heading'),
    text,
    complete: dish.allergens.complete,
    traces:
      dish.traces.length > 0
        ? t('allergens.mayContain.sentence', { allergens: names(dish.traces, locale) })
        : null,
  };
}
