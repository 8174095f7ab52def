import type { NutrientKey } from './nutrients';
import { hasReferenceIntake, REFERENCE_INTAKES } from './referenceIntakes';

/**
 * The amount as a percentage of the reference intake, unrounded; `null` for fibre and sodium,
 * which have none. Shown next to it: the statement "Reference intake of an average adult
 * (8 400 kJ/2 000 kcal)" (Art. 32(5)).
 *
 * @example
 * percentReferenceIntake('salt', 1.5) // 25
 * percentReferenceIntake('fibre', 3) // null
 */
export function percentReferenceIntake(key: NutrientKey, value: number): number | null {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${key} must be a finite amount ≥ 0, got ${value}`);
  }
  if (!hasReferenceIntake(key)) return null;
  return (value / REFERENCE_INTAKES[key]) * 100;
}

/**
 * %RI as printed: a whole percentage, "<1" for a trace; `null` where there is no reference intake.
 *
 * @example
 * formatPercentReferenceIntake('energyKcal', 503) // '25'
 * formatPercentReferenceIntake('sugars', 0.2) // '<1'
 */
export function formatPercentReferenceIntake(key: NutrientKey, value: number): string | null {
  const percent = percentReferenceIntake(key, value);
  if (percent === null) return null;
  if (percent > 0 && percent < 0.5) return '<1';
  return String(Math.round(percent));
}
