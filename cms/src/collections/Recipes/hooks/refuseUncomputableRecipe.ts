import type { Recipe, RecipeError } from '@nutrimenu/core/recipe';
import { type PayloadRequest, ValidationError } from 'payload';
import { adminLocale, adminTranslator } from '../../../utilities/adminTranslator';
import { recipeErrorView } from '../nutritionView/recipeErrorView';

/**
 * Refuses a change that leaves a published recipe impossible to compute, whether the recipe
 * itself is saved or something it uses changes: a ValidationError on the recipe's `lines`,
 * giving the reason and the faulty line as the live panel does.
 *
 * @example
 * if (error instanceof RecipeError) return refuseUncomputableRecipe(req, error, graph);
 */
export async function refuseUncomputableRecipe(
  req: PayloadRequest,
  error: RecipeError,
  graph: Recipe,
): Promise<never> {
  // Core's message is English; the owner reads the live panel's sentence in their language.
  const view = recipeErrorView(error, graph, adminLocale(req), await adminTranslator(req));
  throw new ValidationError(
    {
      collection: 'recipes',
      errors: [{ path: 'lines', message: `${view.reason} ${view.where}` }],
      req,
    },
    // The toast's heading in the admin language too, not Payload's English default.
    req.t,
  );
}
