import {
  CostingError,
  type MenuEconomics,
  menuEconomics,
  type IngredientPrice as PackPrice,
  type RecipeCost,
  recipeCost,
} from '@nutrimenu/core/costing';
import { type Recipe, RecipeError } from '@nutrimenu/core/recipe';
import type { Recipe as RecipeDoc, Restaurant } from '../payload-types';
import { targetFoodCostFor } from './targetFor';
import { vatRateFor } from './vatRateFor';

export type DishCosting =
  | {
      status: 'costed';
      cost: RecipeCost;
      /** The rate the dish is sold at: the restaurant's drinks rate for a drink, else food's. */
      vatRatePercent: number;
      /** `null` while the cost is incomplete or the dish has no price. */
      economics: MenuEconomics | null;
    }
  | { status: 'invalid'; error: RecipeError | CostingError };

export interface DishCostingInput {
  graph: Recipe;
  prices: ReadonlyMap<string, PackPrice>;
  restaurant: Pick<Restaurant, 'currency' | 'costing'>;
  menuPrice: RecipeDoc['price'];
  category: RecipeDoc['category'];
}

/**
 * A dish's cost per portion and, when it is complete and the dish has a price, its food cost %,
 * net price, gross margin and the price meeting the target (the category's, else the restaurant's): core's figures with the
 * restaurant's currency, VAT rate (by category; the Romanian defaults while unset) and target.
 * A recipe or price core refuses is an expected state while editing, returned, not thrown.
 *
 * @example
 * dishCosting({ graph, prices, restaurant, menuPrice: 35, category: 'food' }).status // 'costed'
 */
export function dishCosting(input: DishCostingInput): DishCosting {
  const { graph, prices, restaurant } = input;
  let cost: RecipeCost | RecipeError | CostingError;
  try {
    cost = recipeCost(graph, { prices, currency: restaurant.currency });
  } catch (error) {
    if (!(error instanceof RecipeError || error instanceof CostingError)) throw error;
    cost = error;
  }
  return dishCostingOf(cost, input);
}

/**
 * The same from a cost already computed (or the error that refused it): a bulk recompute costs
 * many dishes with one shared memo (core's `recipeCosts`) and sells each here.
 */
export function dishCostingOf(
  cost: RecipeCost | RecipeError | CostingError,
  { restaurant, menuPrice, category }: Omit<DishCostingInput, 'graph' | 'prices'>,
): DishCosting {
  if (cost instanceof RecipeError || cost instanceof CostingError) {
    return { status: 'invalid', error: cost };
  }
  const vatRatePercent = vatRateFor(restaurant.costing, category);
  const economics =
    cost.status === 'complete' && typeof menuPrice === 'number' && menuPrice > 0
      ? menuEconomics({
          portionCostMinor: cost.portionCostMinor,
          menuPrice,
          vatRatePercent,
          targetFoodCostPercent: targetFoodCostFor(restaurant.costing, category),
          currency: restaurant.currency,
        })
      : null;
  return { status: 'costed', cost, vatRatePercent, economics };
}
