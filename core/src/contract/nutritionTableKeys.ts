import type { NutrientKey } from '../nutrition/nutrients';

/**
 * The rows of a dish's nutrition table, in the order of Annex XV: energy as two rows (kJ, kcal),
 * and salt, never sodium (the label shows sodium as salt).
 *
 * @example
 * NUTRITION_TABLE_KEYS[2] // 'fat'
 */
export const NUTRITION_TABLE_KEYS = [
  'energyKj',
  'energyKcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'protein',
  'salt',
] as const satisfies readonly NutrientKey[];

export type NutritionTableKey = (typeof NUTRITION_TABLE_KEYS)[number];
