import {
  CostingError,
  type IngredientPrice as PackPrice,
  recipeCost,
} from '@nutrimenu/core/costing';
import { type Recipe, RecipeError } from '@nutrimenu/core/recipe';

/** The costs a technical sheet prints, in minor units of `currency`. */
export interface SheetCosts {
  currency: string;
  /** Each line's cost for the batch (its gross weight × the price in force), `null` unpriced. */
  lines: (number | null)[];
  /** `null` while any line lacks a price: a total leaving one out would be silently low. */
  batchCostMinor: number | null;
  portionCostMinor: number | null;
}

/**
 * The costs of a recipe's technical sheet, line by line in the sheet's order (core's
 * `recipeCost`: what each line takes from stock at the price in force, a sub-recipe line its
 * share of the sub-recipe's batch). `null` when no line has a price at all (the sheet then
 * prints no cost column) or the recipe cannot be costed (the sheet says why elsewhere).
 *
 * @example
 * sheetCosts(graph, prices, 'RON')?.lines // [1249, null, 310]
 */
export function sheetCosts(
  graph: Recipe,
  prices: ReadonlyMap<string, PackPrice>,
  currency: string,
): SheetCosts | null {
  if (prices.size === 0) return null;
  try {
    const cost = recipeCost(graph, { prices, currency });
    const lines = cost.lines.map((line) => line.batchCostMinor);
    if (lines.every((line) => line === null)) return null;
    return {
      currency,
      lines,
      batchCostMinor: cost.status === 'complete' ? cost.batchCostMinor : null,
      portionCostMinor: cost.status === 'complete' ? cost.portionCostMinor : null,
    };
  } catch (error) {
    if (error instanceof RecipeError || error instanceof CostingError) return null;
    throw error;
  }
}
