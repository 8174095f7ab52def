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
export const ALLERGEN_REVIEW: Readonly<Record<string, AllergenReview>> = {
  '7813': {
    allergens: [],
    traces: ['gluten'],
    reason:
      'Soft corn tortillas are masa (nixtamalised maize), no wheat; the tortilla rule is for wheat wraps.',
  },
  '38104': {
    allergens: ['crustaceans'],
    traces: ['gluten'],
    reason:
      'Prawn crackers are tapioca starch and prawn, not a wheat fritter or an egg batter, whatever "beignet" says.',
  },
  '30766': {
    allergens: [],
    reason: 'Bierwurst is named after the beer it is eaten with; it contains none.',
  },
  '11009': {
    traces: ['gluten'],
    reason:
      "Brewer's yeast flakes grow on barley wort: no gluten ingredient, but a common cross-contact.",
  },
};
