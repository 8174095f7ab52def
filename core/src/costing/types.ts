import type { LocalizedText } from '../locale/localizedText';

/** The units a price's pack is counted in. */
export const PACK_UNITS = ['g', 'kg', 'ml', 'l', 'piece'] as const;

export type PackUnit = (typeof PACK_UNITS)[number];

/**
 * What a pack of an ingredient costs: `price` in the restaurant's currency, VAT excluded, as the
 * decimal it was typed (12.49 is exactly 12.49); the pack is `packQuantity` of `packUnit`.
 * ml and l convert to grams through the ingredient's density, a piece through its unit weight.
 */
export interface IngredientPrice {
  price: number;
  packQuantity: number;
  packUnit: PackUnit;
}

/** An ingredient without a price in force, reached through `via` sub-recipes (ids, outwards in). */
export interface MissingPrice {
  ingredientId: string;
  name: LocalizedText | string;
  via: string[];
}

export interface LineCost {
  kind: 'ingredient' | 'recipe';
  id: string;
  /**
   * What the line takes from stock, g: its net weight ÷ (1 − cold loss). For display only;
   * the cost is computed from the exact figure.
   */
  grossGrams: number;
  /** The line's cost for the whole batch in minor units; `null` when something in it lacks a price. */
  batchCostMinor: number | null;
}

/**
 * A recipe's cost in the restaurant's currency, in minor units (bani, cents), each figure
 * rounded once from the exact sum, halves away from zero. An `incomplete` cost has no total:
 * a sum that leaves out the unpriced ingredients would be silently low.
 */
export type RecipeCost =
  | {
      status: 'complete';
      currency: string;
      batchCostMinor: number;
      portionCostMinor: number;
      lines: LineCost[];
    }
  | {
      status: 'incomplete';
      currency: string;
      /** Every ingredient, at any depth, that has no price in force; each once. */
      missingPrices: MissingPrice[];
      lines: LineCost[];
    };
