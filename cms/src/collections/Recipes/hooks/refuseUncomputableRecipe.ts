import type { Recipe, RecipeError } from '@nutrimenu/core/recipe';
import { type PayloadRequest, ValidationError } from 'payload';
import { adminLocale, adminTranslator } from '../../../utilities/adminTranslator';
import { recipeErrorView } from '../nutritionView/recipeErrorView';

/**
 * Refuses a change that leaves a published recipe impossible to compute, whether the recipe
 * itself is saved or something it uses changes: a ValidationError on the recipe's `lines`
 * naming the row, the reason and what to do, in the admin's language.
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
  const sentence = [view.reason, view.fix, view.where].filter(Boolean).join(' ');
  throw new ValidationError(
    {
      collection: 'recipes',
      // The label is what Payload's message names after "The following field is invalid:":
      // the row and what to do, not the field's key.
      errors: [
        {
          path: 'lines',
          label: view.row ? `${view.row}: ${sentence}` : sentence,
          message: sentence,
        },
      ],
      req,
    },
    // The toast's heading in the admin language too, not Payload's English default.
    req.t,
  );
}
