import { CostingError, type RecipeCost, recipeCost, recipeCosts } from '@nutrimenu/core/costing';
import { type Recipe, RecipeError } from '@nutrimenu/core/recipe';
import type { PayloadRequest } from 'payload';
import { loadRestaurantsCosting } from './loadRestaurantCosting';
import { type CostingFigures, costingFigures, portionCostOf, type Sale } from './storedCosting';

export interface CostSubject {
  /** Whatever the caller keys its rows by (a recipe's id, a version row's). */
  key: number;
  restaurant: number | null;
  graph: Recipe;
  sale: Sale;
}

type Outcome = RecipeCost | RecipeError | CostingError;

function costOne(graph: Recipe, options: Parameters<typeof recipeCost>[1]): Outcome {
  try {
    return recipeCost(graph, options);
  } catch (error) {
    if (error instanceof RecipeError || error instanceof CostingError) return error;
    throw error;
  }
}

/** Every ingredient the graphs use, each shared sub-recipe walked once. */
function ingredientsOf(graphs: readonly Recipe[]): Set<string> {
  const ingredients = new Set<string>();
  const walked = new Set<Recipe>();
  const walk = (recipe: Recipe) => {
    if (walked.has(recipe)) return;
    walked.add(recipe);
    for (const { item } of recipe.lines) {
      if (item.kind === 'recipe') walk(item);
      else ingredients.add(item.id);
    }
  };
  for (const graph of graphs) walk(graph);
  return ingredients;
}

/**
 * Costs many dishes, restaurant by restaurant: every restaurant's settings and prices of the
 * ingredients its dishes use read at once (loadRestaurantsCosting), core costing its dishes with one shared memo (each
 * sub-recipe once) when `shared` (the stored documents: one graph), else one by one (drafts,
 * whose graphs may name a recipe as its published and its draft self).
 */
export async function costInBulk(
  req: PayloadRequest,
  subjects: readonly CostSubject[],
  computedAt: string,
  { shared }: { shared: boolean },
): Promise<Map<number, CostingFigures>> {
  const byRestaurant = new Map<number, CostSubject[]>();
  for (const subject of subjects) {
    if (subject.restaurant === null) continue;
    byRestaurant.set(subject.restaurant, [
      ...(byRestaurant.get(subject.restaurant) ?? []),
      subject,
    ]);
  }
  const figures = new Map<number, CostingFigures>();
  const costings = await loadRestaurantsCosting(
    req,
    new Map(
      [...byRestaurant].map(([restaurant, group]) => [
        restaurant,
        [...ingredientsOf(group.map((subject) => subject.graph))],
      ]),
    ),
  );
  for (const [restaurant, group] of byRestaurant) {
    const loaded = costings.get(restaurant);
    if (!loaded) continue;
    const options = { prices: loaded.prices, currency: loaded.settings.currency };
    const outcomes = shared
      ? recipeCosts(
          group.map((subject) => subject.graph),
          options,
        )
      : null;
    for (const subject of group) {
      const outcome = outcomes?.get(subject.graph.id) ?? costOne(subject.graph, options);
      figures.set(
        subject.key,
        costingFigures(portionCostOf(outcome), subject.sale, loaded.settings, computedAt),
      );
    }
  }
  return figures;
}
