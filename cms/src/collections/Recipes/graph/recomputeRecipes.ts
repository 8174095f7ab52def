import type { DishTag } from '@nutrimenu/core/contract';
import {
  computeRecipe,
  computeRecipes,
  type Recipe,
  RecipeError,
  type RecipeResult,
  tagConflicts,
} from '@nutrimenu/core/recipe';
import type { PayloadRequest } from 'payload';
import { notifyStorefrontOfRecipes } from '../../../hooks/notifyStorefront';
import { recordShown } from '../../../shownHistory/recordShown';
import { findAllLocales } from '../../../utilities/findAllLocales';
import { withTagConflicts } from '../computed/storedResult';
import { refuseUncomputableRecipe } from '../hooks/refuseUncomputableRecipe';
import { findDependentRecipes, type LatestVersion } from './findDependentRecipes';
import { loadAllGraphDocs } from './loadGraphDocs';
import { localApiGraphLoaders } from './loadRecipeGraph';
import { loadRecipeRows, RECIPE_ROW_SELECT } from './loadRecipeRows';
import {
  createGraphDocs,
  type RecipeData,
  recipeGraphBuilder,
  recipeGraphFromDocs,
} from './recipeGraphFromDocs';
import { type ComputedRow, markStale, writeComputed } from './writeComputed';

type Id = number | string;

/**
 * Above this many recipes to recompute (stored documents and owners' drafts, each counted once), a
 * save marks them stale and leaves them to the `recomputeRecipes` job instead of waiting. The limit
 * comes from `npm run bench:recompute`: up to it an editor's save still ends while they wait; an
 * import touching more would hold one transaction (and its row locks) too long. While stale, the
 * public menu shows a dish's allergens as incomplete and its nutrition as being updated.
 */
export const RECOMPUTE_INLINE_LIMIT = 20_000;

interface LoadedRecipe extends RecipeData {
  id: number;
  _status?: 'draft' | 'published' | null;
  tags?: DishTag[] | null;
  restaurant?: Id | { id: Id } | null;
  slug?: string | null;
}

/** What one computation stores: the result (with its tag contradictions) or the error. */
function computedRow(
  id: number,
  outcome: RecipeResult | RecipeError,
  graph: Recipe,
  tags: readonly DishTag[] | null | undefined,
): ComputedRow {
  if (outcome instanceof RecipeError) {
    return {
      id,
      result: null,
      error: { code: outcome.code, message: outcome.message, path: outcome.path },
    };
  }
  return { id, result: withTagConflicts(outcome, tagConflicts(tags ?? [], graph)), error: null };
}

/** The owner's latest drafts of `ids`, through the local API (few: most dishes have none). */
async function findDrafts(req: PayloadRequest, ids: readonly number[]): Promise<LoadedRecipe[]> {
  if (ids.length === 0) return [];
  const found = await findAllLocales(req.payload, {
    collection: 'recipes',
    where: { id: { in: [...ids] } },
    draft: true,
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: RECIPE_ROW_SELECT,
  });
  return found.docs;
}

/**
 * Recomputes, in bulk and in the caller's transaction, every recipe that uses one of `ids`
 * through the `field` of its lines (`ingredient` or `recipe`), directly or through sub-recipes:
 * the dependency graph in a few queries (findDependentRecipes, then one read per collection and
 * level), core computing each recipe once in dependency order (computeRecipes), the results
 * written with batched SQL to the stored documents and to their latest version rows in place
 * (writeComputed): no Payload save per recipe, no version added to the owner's history. A
 * latest version that is the owner's draft is computed from the draft's own lines. The
 * storefront hears of the change once per restaurant, after the commit.
 *
 * Beyond `deferAbove` recipes (RECOMPUTE_INLINE_LIMIT unless `inline`), they are marked stale in
 * this transaction and left to the `recomputeRecipes` job, which calls this with `inline`.
 * A published dish that can no longer be computed refuses the change with a ValidationError.
 *
 * @returns the ids of the stored documents recomputed (none when deferred).
 */
export async function recomputeRecipesUsing(
  req: PayloadRequest,
  field: 'ingredient' | 'recipe',
  ids: Id[],
  {
    inline = false,
    deferAbove = inline ? Number.POSITIVE_INFINITY : RECOMPUTE_INLINE_LIMIT,
  }: { inline?: boolean; deferAbove?: number } = {},
): Promise<number[]> {
  const changed = ids.map(Number).filter((id) => Number.isInteger(id));
  if (changed.length === 0) return [];
  const { documents, latestVersions } = await findDependentRecipes(req, field, changed);
  if (documents.length === 0 && latestVersions.length === 0) return [];

  const recipeCount = new Set([...documents, ...latestVersions.map((v) => v.parentId)]).size;
  if (recipeCount > deferAbove) {
    await markStale(
      req,
      documents,
      latestVersions.map((version) => version.versionId),
    );
    // Marked stale, a dish's allergens and nutrition leave the public menu until the job ends.
    await recordShown(req, 'recipe', documents);
    await req.payload.jobs.queue({ task: 'recomputeRecipes', input: { field, ids: changed }, req });
    return [];
  }

  // The local API sets `req.locale` to 'all' for the reads below; the caller's save goes on in
  // its own locale.
  const { locale, fallbackLocale } = req;
  try {
    const recipes: LoadedRecipe[] = await loadRecipeRows(req, documents);
    const drafts = await findDrafts(
      req,
      latestVersions.filter((version) => version.status === 'draft').map((v) => v.parentId),
    );
    const docs = createGraphDocs();
    for (const doc of recipes) docs.recipes.set(String(doc.id), doc);
    await loadAllGraphDocs(
      [...recipes, ...drafts].map((doc) => ({ data: doc, id: doc.id })),
      // Set off by any restaurant's change (a library food's, too): system access, over references
      // that refuseUnreadableReferences checked when each recipe was saved.
      localApiGraphLoaders(req, 'system'),
      docs,
    );

    // The stored documents: one shared graph, each sub-recipe computed once.
    const build = recipeGraphBuilder(docs);
    const graphs = recipes.map((doc) => build(doc, String(doc.id)));
    const outcomes = computeRecipes(graphs);
    const documentRows = new Map<number, ComputedRow>();
    for (const [index, doc] of recipes.entries()) {
      const graph = graphs[index] as Recipe;
      const outcome = outcomes.get(graph.id) as RecipeResult | RecipeError;
      if (outcome instanceof RecipeError && doc._status === 'published') {
        await refuseUncomputableRecipe(req, outcome, graph);
      }
      documentRows.set(doc.id, computedRow(doc.id, outcome, graph, doc.tags));
    }

    // The latest versions: a copy of the published document's, or the draft's own.
    const draftsById = new Map(drafts.map((doc) => [doc.id, doc]));
    const versionRows = latestVersions.flatMap((version: LatestVersion): ComputedRow[] => {
      const draft = version.status === 'draft' ? draftsById.get(version.parentId) : undefined;
      if (!draft) {
        const row = documentRows.get(version.parentId);
        return row ? [{ ...row, id: version.versionId }] : [];
      }
      const graph = recipeGraphFromDocs(draft, draft.id, docs);
      let outcome: RecipeResult | RecipeError;
      try {
        outcome = computeRecipe(graph);
      } catch (error) {
        if (!(error instanceof RecipeError)) throw error;
        outcome = error;
      }
      return [computedRow(version.versionId, outcome, graph, draft.tags)];
    });

    const computedAt = new Date().toISOString();
    await writeComputed(req, 'recipes', [...documentRows.values()], computedAt);
    await writeComputed(req, '_recipes_v', versionRows, computedAt);
    // Written with SQL, past the recipes' hooks: the public menu's new figures are recorded here.
    await recordShown(
      req,
      'recipe',
      recipes.map((doc) => doc.id),
    );
    await notifyStorefrontOfRecipes(
      req,
      recipes.filter((doc) => doc._status === 'published'),
    );
    return recipes.map((doc) => doc.id);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}
