import { allergenName } from '@nutrimenu/core/allergens';
import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';

/** The "may contain traces of …" sentence, or `null` when the dish declares no traces. */
export function tracesText(
  dish: Pick<PublicDish, 'traces'>,
  locale: Locale,
  t: Translate,
): string | null {
  if (dish.traces.length === 0) return null;
  const names = dish.traces.map((code) => allergenName(code, locale)).join(', ');
  return t('allergens.mayContain.sentence', { allergens: names });
}
