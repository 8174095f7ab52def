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
import { costRecipes } from '../../../costing/recostRecipes';
import { env } from '../../../env';
import { notifyStorefrontOfRecipes } from '../../../hooks/notifyStorefront';
import { refreshPublicDocuments } from '../../../publicApi/storedDocuments/refreshPublicDocuments';
import { recordShown } from '../../../shownHistory/recordShown';
import { withTagConflicts } from '../computed/storedResult';
import { refuseUncomputableRecipe } from '../hooks/refuseUncomputableRecipe';
import {
  type DependentRecipes,
  findDependentRecipes,
  type LatestVersion,
} from './findDependentRecipes';
import { loadDependentGraphs } from './loadDependentGraphs';
import { type ComputedRow, markStale, writeComputed } from './writeComputed';

type Id = number | string;

/*
 * Above env RECOMPUTE_INLINE_LIMIT recipes to recompute (stored documents and owners' drafts, each
 * counted once; 20,000 by default), a save marks them stale and leaves them to the
 * `recomputeRecipes` job instead of waiting. The default comes from `npm run bench:recompute`: up
 * to it an editor's save still ends while they wait; an import touching more would hold one
 * transaction (and its row locks) too long. While stale, the public menu shows a dish's allergens
 * as incomplete and its nutrition as being updated.
 */

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

/**
 * Recomputes, in bulk and in the caller's transaction, every recipe that uses one of `ids`
 * through the `field` of its lines (`ingredient` or `recipe`), directly or through sub-recipes:
 * the dependency graph in a few queries (findDependentRecipes, then one read per collection and
 * level), core computing each recipe once in dependency order (computeRecipes), their costs
 * with the same graphs (costRecipes), results and costs written together with batched SQL
 * to the stored documents and to their latest version rows in place (writeComputed): no Payload
 * save per recipe, no version added to the owner's history. A latest version that is the
 * owner's draft is computed from the draft's own lines. The storefront hears of the change once
 * per restaurant, after the commit.
 *
 * Beyond `deferAbove` recipes (env RECOMPUTE_INLINE_LIMIT unless `inline`), they are marked stale in
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
    deferAbove = inline ? Number.POSITIVE_INFINITY : env().RECOMPUTE_INLINE_LIMIT,
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
    await refreshPublicDocuments(req, { recipes: documents });
    await req.payload.jobs.queue({ task: 'recomputeRecipes', input: { field, ids: changed }, req });
    return [];
  }

  return recomputeFound(req, { documents, latestVersions });
}

/**
 * Recomputes, in the caller's transaction, the stored `documents` and the `latestVersions` rows
 * found for them (recomputeRecipesUsing's second half; the engine's catch-up calls it directly):
 * results, costs, the public record and the storefront's notice. With `refuseUncomputable` (a
 * save's fan-out) a published dish core can no longer compute refuses the change; without it
 * (a background catch-up with nobody to answer) its error is stored like a draft's.
 *
 * @returns the ids of the stored documents recomputed.
 */
export async function recomputeFound(
  req: PayloadRequest,
  { documents, latestVersions }: DependentRecipes,
  { refuseUncomputable = true }: { refuseUncomputable?: boolean } = {},
): Promise<number[]> {
  const { recipes, graphs, drafts } = await loadDependentGraphs(req, documents, latestVersions);
  const outcomes = computeRecipes(graphs);
  const documentRows = new Map<number, ComputedRow>();
  for (const [index, doc] of recipes.entries()) {
    const graph = graphs[index] as Recipe;
    const outcome = outcomes.get(graph.id) as RecipeResult | RecipeError;
    if (refuseUncomputable && outcome instanceof RecipeError && doc._status === 'published') {
      await refuseUncomputableRecipe(req, outcome, graph);
    }
    documentRows.set(doc.id, computedRow(doc.id, outcome, graph, doc.tags));
  }

  // The latest versions: a copy of the published document's, or the draft's own.
  const draftsByVersion = new Map(drafts.map((draft) => [draft.version.versionId, draft]));
  const versionRows = latestVersions.flatMap((version: LatestVersion): ComputedRow[] => {
    const draft = draftsByVersion.get(version.versionId);
    if (!draft) {
      const row = documentRows.get(version.parentId);
      return row ? [{ ...row, id: version.versionId }] : [];
    }
    let outcome: RecipeResult | RecipeError;
    try {
      outcome = computeRecipe(draft.graph);
    } catch (error) {
      if (!(error instanceof RecipeError)) throw error;
      outcome = error;
    }
    return [computedRow(version.versionId, outcome, draft.graph, draft.doc.tags)];
  });

  const computedAt = new Date().toISOString();
  // Their cost moves with them (a sub-recipe's lines or yield changed), written in the same
  // statements as the results: each row is written once.
  const costs = await costRecipes(req, { recipes, graphs, drafts }, latestVersions, computedAt);
  await writeComputed(req, 'recipes', [...documentRows.values()], computedAt, {
    figures: costs.documents,
    cause: 'recipe',
  });
  await writeComputed(req, '_recipes_v', versionRows, computedAt, {
    figures: costs.versions,
    cause: 'recipe',
  });
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
  // Written with SQL, past the recipes' hooks: the stored menus showing them are rebuilt here.
  await refreshPublicDocuments(req, { recipes: recipes.map((doc) => doc.id) });
  return recipes.map((doc) => doc.id);
}
