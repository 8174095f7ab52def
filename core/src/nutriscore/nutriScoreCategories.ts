/**
 * The Nutri-Score 2023 scoring families a product can belong to. Cheese uses the general tables
 * but always counts protein; plain water is always A.
 *
 * @example
 * NUTRI_SCORE_CATEGORIES.includes('cheese') // true
 */
export const NUTRI_SCORE_CATEGORIES = [
  'general',
  'beverage',
  'fatOilNutSeed',
  'cheese',
  'water',
] as const;

export type NutriScoreCategory = (typeof NUTRI_SCORE_CATEGORIES)[number];
