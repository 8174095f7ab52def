import { ENERGY_FACTORS } from './energyFactors';
import { ENERGY_COMPONENT_KEYS, type EnergyComponentKey } from './nutrients';

/** Grams per 100 g of each Annex XIV component; an absent component contributes nothing. */
export type EnergyComponents = Partial<Record<EnergyComponentKey, number>>;

/**
 * Energy of 100 g from its components by the Annex XIV factors, unrounded.
 * `carbohydrate` excludes polyols, `polyols` excludes erythritol, `fat` excludes salatrims.
 * Round for display with `formatNutrient('energyKj', …)` and `formatNutrient('energyKcal', …)`.
 *
 * @example
 * energyFromComponents({ fat: 10, carbohydrate: 20, protein: 5 })
 * // { kj: 795, kcal: 190 }
 */
export function energyFromComponents(grams: EnergyComponents): { kj: number; kcal: number } {
  let kj = 0;
  let kcal = 0;
  for (const key of ENERGY_COMPONENT_KEYS) {
    const value = grams[key];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(
        `energyFromComponents: ${key} must be a finite number ≥ 0, got ${value}`,
      );
    }
    kj += value * ENERGY_FACTORS[key].kj;
    kcal += value * ENERGY_FACTORS[key].kcal;
  }
  return { kj, kcal };
}
