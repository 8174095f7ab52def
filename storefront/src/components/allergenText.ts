import { allergenName } from '@nutrimenu/core/allergens';
import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';

/**
 * A dish's allergens as one sentence: never "none" while some ingredient's allergens are
 * undeclared, since a diner must not read an incomplete list as safe.
 *
 * @example
 * allergenText(dish, 'en', t) // 'Eggs, Milk (including lactose)'
 */
export function allergenText(dish: PublicDish, locale: Locale, t: Translate): string {
  if (!dish.allergens.complete) return t('allergens.unknown');
  if (dish.allergens.contains.length === 0) return t('allergens.none');
  return dish.allergens.contains.map((code) => allergenName(code, locale)).join(', ');
}

/** The "may contain traces of …" sentence, or `null` when the dish declares no traces. */
export function tracesText(dish: PublicDish, locale: Locale, t: Translate): string | null {
  if (dish.traces.length === 0) return null;
  const names = dish.traces.map((code) => allergenName(code, locale)).join(', ');
  return t('allergens.mayContain.sentence', { allergens: names });
}
