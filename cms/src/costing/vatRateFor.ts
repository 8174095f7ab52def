import { ROMANIAN_VAT_DEFAULTS } from '@nutrimenu/core/costing';
import type { Restaurant } from '../payload-types';

/**
 * The VAT rate a dish is sold at: the restaurant's drinks rate for a drink, its food rate for
 * anything else, the Romanian defaults while unset.
 *
 * @example
 * vatRateFor({ foodVatPercent: 11, drinksVatPercent: 21 }, 'drinks') // 21
 */
export function vatRateFor(
  costing: Restaurant['costing'] | null | undefined,
  category: string | null | undefined,
): number {
  return category === 'drinks'
    ? (costing?.drinksVatPercent ?? ROMANIAN_VAT_DEFAULTS.drinksPercent)
    : (costing?.foodVatPercent ?? ROMANIAN_VAT_DEFAULTS.foodPercent);
}
