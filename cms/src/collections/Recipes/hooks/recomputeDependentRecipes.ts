import type { CollectionAfterChangeHook } from 'payload';
import type { Recipe } from '../../../payload-types';
import { recomputeRecipesUsing } from '../graph/recomputeRecipes';

/** A recipe changed: the dishes that use it as a sub-recipe change with it. */
export const recomputeDependentRecipes: CollectionAfterChangeHook<Recipe> = async ({
  doc,
  req,
  context,
}) => {
  if (context?.skipCompute) return doc;
  // Drafts do not feed other dishes, which read published sub-recipes only.
  if (doc._status === 'draft') return doc;
  await recomputeRecipesUsing(req, 'recipe', [doc.id]);
  return doc;
};
