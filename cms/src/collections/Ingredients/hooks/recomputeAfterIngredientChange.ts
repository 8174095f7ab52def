import type { CollectionAfterChangeHook } from 'payload';
import type { Ingredient } from '../../../payload-types';
import { recomputeRecipesUsing } from '../../Recipes/graph/recomputeRecipes';

/** An ingredient changed: every recipe that uses it, directly or through others, is recomputed. */
export const recomputeAfterIngredientChange: CollectionAfterChangeHook<Ingredient> = async ({
  doc,
  req,
  operation,
}) => {
  if (operation === 'create' || req.context?.skipRecompute) return doc;
  await recomputeRecipesUsing(req, 'ingredient', [doc.id]);
  return doc;
};
