import type { Recipe } from '@nutrimenu/core/recipe';
import type { PayloadRequest } from 'payload';
import { unavailableReferenceError } from '../../../hooks/references/unavailableReferenceError';
import { findAllLocales } from '../../../utilities/findAllLocales';
import { type GraphDocLoaders, loadGraphDocs } from './loadGraphDocs';
import { type Id, type RecipeData, recipeGraphFromDocs } from './recipeGraphFromDocs';

export type { RecipeData, RecipeLineData } from './recipeGraphFromDocs';

/**
 * The documents in the order of `ids`. One that was not found (gone, or not the caller's to
 * read) is the user's to fix, and is answered as refuseUnreadableReferences answers it.
 */
async function inOrder<T extends { id?: Id }>(
  req: PayloadRequest,
  ids: string[],
  docs: T[],
): Promise<T[]> {
  const byId = new Map(docs.map((doc) => [String(doc.id), doc]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((doc) => doc === undefined)) {
    throw await unavailableReferenceError(req, 'recipes', ['lines']);
  }
  return ordered as T[];
}

/**
 * Whose access the loaders read with: `caller`, the signed-in user's (a save: a stored result
 * must never hold what the user could not open), or `system`, everything (a bulk recompute that
 * another restaurant's change set off, over references checked when they were saved).
 */
export type GraphAccess = 'caller' | 'system';

/**
 * Loaders that read ingredients (their additives populated) and sub-recipes (published
 * versions), every locale, through `req`, so the reads join its transaction. One query per
 * collection and call, whatever the number of ids. They set `req.locale` to 'all' (the local
 * API does): callers restore it. With the caller's access, a document they may not read is
 * missing, and answered as a missing one.
 */
export function localApiGraphLoaders(req: PayloadRequest, access: GraphAccess): GraphDocLoaders {
  // A request without a user is the system's own (seed, jobs): there is no caller to restrict.
  const overrideAccess = access === 'system' || !req.user;
  return {
    ingredients: async (ids) =>
      inOrder(
        req,
        ids,
        (
          await findAllLocales(req.payload, {
            collection: 'ingredients',
            where: { id: { in: ids } },
            depth: 1,
            limit: 0,
            pagination: false,
            req,
            overrideAccess,
          })
        ).docs,
      ),
    recipes: async (ids) =>
      inOrder(
        req,
        ids,
        (
          await findAllLocales(req.payload, {
            collection: 'recipes',
            where: { id: { in: ids } },
            depth: 0,
            draft: false,
            limit: 0,
            pagination: false,
            req,
            overrideAccess,
          })
        ).docs,
      ),
  };
}

/**
 * Builds core's recipe graph for a recipe being saved, reading ingredients and sub-recipes
 * (published versions, every locale) through `req`, so the reads join the save's transaction.
 * The graph itself comes from `recipeGraphFromDocs`, the same code the admin's live preview runs.
 * It reads with the caller's access, so the stored result holds only what they may read.
 */
export async function loadRecipeGraph(
  req: PayloadRequest,
  data: RecipeData,
  id: Id | undefined,
): Promise<Recipe> {
  // The local API sets `req.locale` to the locale it is called with ('all' here); the save
  // that called us must go on in its own locale.
  const { locale, fallbackLocale } = req;
  try {
    const docs = await loadGraphDocs(data, id, localApiGraphLoaders(req, 'caller'));
    return recipeGraphFromDocs(data, id, docs);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}
