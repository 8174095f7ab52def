import { computeRecipe, type Recipe, RecipeError, type RecipeResult } from '@nutrimenu/core/recipe';
import {
  type GraphDocs,
  type Id,
  type RecipeData,
  recipeGraphFromDocs,
} from '../graph/recipeGraphFromDocs';

/** Core's result for the recipe in the form, or the reason it cannot be computed yet. */
export type LiveComputation =
  | { status: 'computed'; graph: Recipe; result: RecipeResult }
  | { status: 'invalid'; graph: Recipe; error: RecipeError };

/**
 * Computes the recipe in the form exactly as the save hook will: the same graph builder over
 * the same documents, then core's `computeRecipe`. A `RecipeError` is an expected state while
 * editing (an empty line, a quantity being typed), so it is returned, not thrown.
 *
 * @example
 * computeLiveNutrition(recipeDataFromFormState(fields), id, docs).status // 'computed'
 */
export function computeLiveNutrition(
  data: RecipeData,
  id: Id | undefined,
  docs: GraphDocs,
): LiveComputation {
  const graph = recipeGraphFromDocs(data, id, docs);
  try {
    return { status: 'computed', graph, result: computeRecipe(graph) };
  } catch (error) {
    if (error instanceof RecipeError) return { status: 'invalid', graph, error };
    throw error;
  }
}
