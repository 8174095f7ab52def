import type { NutrientKey } from './nutrients';
import { roundNutrient } from './roundNutrient';

/**
 * The figure declared on a label for an amount, '.' as decimal separator, no unit
 * (European Commission rounding guidance, December 2012).
 *
 * @example
 * formatNutrient('energyKcal', 179.6) // '180'
 * formatNutrient('fat', 12.4) // '12'
 * formatNutrient('fat', 7.44) // '7.4'
 * formatNutrient('saturates', 0.08) // '<0.1'
 * formatNutrient('salt', 0.623) // '0.62'
 */
export function formatNutrient(key: NutrientKey, value: number): string {
  const rounded = roundNutrient(key, value);
  if (rounded.kind === 'lessThan') return `<${rounded.limit.toFixed(rounded.decimals)}`;
  return rounded.value.toFixed(rounded.decimals);
}
