import { CostingError, type RecipeCost, recipeCost } from '@nutrimenu/core/costing';
import { type Recipe as CoreRecipe, RecipeError } from '@nutrimenu/core/recipe';
import type { PayloadRequest } from 'payload';
import { loadRestaurantCosting } from '../../../costing/loadRestaurantCosting';
import {
  costingFigures,
  portionCostOf,
  type StoredCosting,
  storedCostingOf,
} from '../../../costing/storedCosting';
import type { Recipe } from '../../../payload-types';
import { idOf } from '../../../utilities/idOf';
import { graphItems } from '../nutritionView/graphItems';

/**
 * The cost group a recipe's save stores, from the graph its nutrition was computed from and the
 * restaurant's prices in force, in the save's transaction. An edit that pushes the dish over its
 * target is marked as the recipe's doing; one that stays over keeps the first mark.
 */
export async function costingOnSave(
  req: PayloadRequest,
  recipe: Partial<Recipe>,
  graph: CoreRecipe,
  previous: Recipe['costing'] | undefined,
): Promise<StoredCosting | undefined> {
  if (!recipe.restaurant) return undefined;
  const loaded = await loadRestaurantCosting(req, Number(idOf(recipe.restaurant)), [
    ...graphItems(graph).ingredients.keys(),
  ]);
  if (!loaded) return undefined;
  let outcome: RecipeCost | RecipeError | CostingError;
  try {
    outcome = recipeCost(graph, { prices: loaded.prices, currency: loaded.settings.currency });
  } catch (error) {
    if (!(error instanceof RecipeError || error instanceof CostingError)) throw error;
    outcome = error;
  }
  const figures = costingFigures(
    portionCostOf(outcome),
    { price: recipe.price, category: recipe.category },
    loaded.settings,
    new Date().toISOString(),
  );
  return storedCostingOf(figures, previous, 'recipe');
}
