import { computeRecipe, ENGINE_VERSION, RecipeError, tagConflicts } from '@nutrimenu/core/recipe';
import { type CollectionBeforeChangeHook, ValidationError } from 'payload';
import type { Recipe } from '../../../payload-types';
import { adminLocale, adminTranslator } from '../../../utilities/adminTranslator';
import { costingOnSave } from '../costing/costingOnSave';
import { loadRecipeGraph } from '../graph/loadRecipeGraph';
import { describeTagConflict } from '../tagConflicts/describeTagConflict';
import { refuseUncomputableRecipe } from './refuseUncomputableRecipe';

/**
 * Recomputes a recipe's results and its cost through core whenever it is saved, in the save's
 * transaction.
 * A draft may be incomplete: its error is stored and shown; publishing an invalid recipe is
 * refused with the reason, naming the faulty line. Tags the recipe contradicts (a gluten-free
 * dish with flour) are refused at every save, naming the ingredients.
 */
export const computeNutrition: CollectionBeforeChangeHook<Recipe> = async ({
  data,
  req,
  originalDoc,
  operation,
  context,
}) => {
  // Marking many recipes stale before a background recompute must not compute them here.
  if (context?.skipCompute) return data;
  const id = operation === 'update' ? originalDoc?.id : undefined;
  const merged: Partial<Recipe> = { ...originalDoc, ...data };
  const graph = await loadRecipeGraph(req, merged, id);
  const conflicts = tagConflicts(merged.tags ?? [], graph);
  if (conflicts.length > 0) {
    const locale = adminLocale(req);
    const t = await adminTranslator(req);
    throw new ValidationError(
      {
        collection: 'recipes',
        errors: conflicts.map((conflict) => ({
          path: 'tags',
          message: describeTagConflict(conflict, locale, t),
        })),
        req,
      },
      // The toast's heading in the admin language too, not Payload's English default.
      req.t,
    );
  }
  const computedAt = new Date().toISOString();
  const costing = await costingOnSave(req, merged, graph, originalDoc?.costing);
  try {
    const result = computeRecipe(graph);
    return {
      ...data,
      costing,
      computed: {
        result,
        error: null,
        computedAt,
        engineVersion: ENGINE_VERSION,
        stale: false,
      },
    };
  } catch (error) {
    if (!(error instanceof RecipeError)) throw error;
    if (merged._status === 'draft') {
      return {
        ...data,
        costing,
        computed: {
          result: null,
          error: { code: error.code, message: error.message, path: error.path },
          computedAt,
          engineVersion: ENGINE_VERSION,
        },
      };
    }
    return refuseUncomputableRecipe(req, error, graph);
  }
};
