import type { FoodAllergens } from './deriveAllergens';

/** A reviewer's correction of the rules' result for one CIQUAL food. */
export interface AllergenReview extends Partial<FoodAllergens> {
  /** Why the rules are wrong for this food, shown in allergens.csv's `review` column. */
  reason: string;
}

/**
 * Hand-review overrides by CIQUAL code: only genuine exceptions that a rule cannot express
 * without catching other foods. Each must change the derived result (a test checks it).
 */
export const ALLERGEN_REVIEW: Readonly<Record<string, AllergenReview>> = {};
