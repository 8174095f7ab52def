import { formatAdditive } from '@nutrimenu/core/additives';
import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';

/**
 * The additives as ANPC lists them, functional class then E-number, worded in `locale`
 * ("acidifiant: E330, …"); `null` when there are none.
 *
 * @example
 * dishAdditivesText(dish, 'ro') // 'potențator de aromă: E621, acidifiant: E330'
 */
export function dishAdditivesText(dish: PublicDish, locale: Locale): string | null {
  if (dish.additives.length === 0) return null;
  return dish.additives
    .map((additive) =>
      formatAdditive(
        { eNumber: additive.eNumber, functionalClass: additive.functionalClass },
        locale,
      ),
    )
    .join(', ');
}
