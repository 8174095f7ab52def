import type { NutrientKey } from './nutrients';

/**
 * Reference intakes of an average adult, Annex XIII part B of Regulation (EU) No 1169/2011.
 * Fibre and sodium have none.
 *
 * @example
 * REFERENCE_INTAKES.salt // 6
 */
export const REFERENCE_INTAKES = {
  energyKj: 8400,
  energyKcal: 2000,
  fat: 70,
  saturates: 20,
  carbohydrate: 260,
  sugars: 90,
  protein: 50,
  salt: 6,
} as const satisfies Partial<Record<NutrientKey, number>>;

export type ReferenceIntakeKey = keyof typeof REFERENCE_INTAKES;

/**
 * Whether a nutrient has a reference intake, so a table knows where to leave %RI empty.
 *
 * @example
 * hasReferenceIntake('fibre') // false
 */
export function hasReferenceIntake(key: NutrientKey): key is ReferenceIntakeKey {
  return key in REFERENCE_INTAKES;
}
