import type { EnergyComponentKey } from './nutrients';

/**
 * Annex XIV of Regulation (EU) No 1169/2011: energy per gram of each component.
 * kJ and kcal have separate factors; kcal is never derived from kJ.
 *
 * @example
 * ENERGY_FACTORS.fat // { kj: 37, kcal: 9 }
 */
export const ENERGY_FACTORS: Record<EnergyComponentKey, { kj: number; kcal: number }> = {
  carbohydrate: { kj: 17, kcal: 4 },
  polyols: { kj: 10, kcal: 2.4 },
  erythritol: { kj: 0, kcal: 0 },
  protein: { kj: 17, kcal: 4 },
  fat: { kj: 37, kcal: 9 },
  salatrims: { kj: 25, kcal: 6 },
  alcohol: { kj: 29, kcal: 7 },
  organicAcids: { kj: 13, kcal: 3 },
  fibre: { kj: 8, kcal: 2 },
};
