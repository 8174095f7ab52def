import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { findDependentRecipes } from '../collections/Recipes/graph/findDependentRecipes';
import { loadDependentGraphs } from '../collections/Recipes/graph/loadDependentGraphs';
import { env } from '../env';
import { executeSql } from '../utilities/executeSql';
import { recostRecipes } from './recostRecipes';
import { markCostingStale } from './writeCosting';

/*
 * Above env RECOMPUTE_INLINE_LIMIT dishes to recost (20,000 by default), a price change marks their
 * cost stale and leaves them to the `recomputeCosts` job. From `npm run bench:cost-recompute`:
 * 1,000 dishes recost in well under a second, so a supplier's whole price list for a large
 * restaurant still fits in one save.
 */

/**
 * Recosts, in the caller's transaction, every dish and sub-recipe of `restaurant` that uses one
 * of `ingredients`, directly or through sub-recipes (stored documents and the owner's latest
 * drafts): a price is the restaurant's own, so other restaurants' dishes using the same library
 * food are left alone. A dish newly over its target is marked as pushed there by a price.
 *
 * @returns the ids of the recipes recosted (none when left to the job).
 */
export async function recomputeCostsUsingIngredients(
  req: PayloadRequest,
  restaurant: number,
  ingredients: readonly (number | string)[],
  {
    inline = false,
    deferAbove = inline ? Number.POSITIVE_INFINITY : env().RECOMPUTE_INLINE_LIMIT,
  }: { inline?: boolean; deferAbove?: number } = {},
): Promise<number[]> {
  const ids = ingredients.map(Number).filter((id) => Number.isInteger(id));
  if (ids.length === 0) return [];
  const found = await findDependentRecipes(req, 'ingredient', ids);
  const candidates = [
    ...new Set([...found.documents, ...found.latestVersions.map((v) => v.parentId)]),
  ];
  if (candidates.length === 0) return [];
  const ours = new Set(
    (
      await executeSql<{ id: number }>(
        req,
        sql`SELECT "id" FROM "recipes"
          WHERE "id" = ANY(${`{${candidates.join(',')}}`}::int[]) AND "restaurant_id" = ${restaurant}`,
      )
    ).map((row) => Number(row.id)),
  );
  const documents = found.documents.filter((id) => ours.has(id));
  const latestVersions = found.latestVersions.filter((version) => ours.has(version.parentId));
  if (ours.size === 0) return [];

  if (ours.size > deferAbove) {
    await markCostingStale(
      req,
      documents,
      latestVersions.map((version) => version.versionId),
    );
    await req.payload.jobs.queue({
      task: 'recomputeCosts',
      input: { restaurant, ingredients: ids },
      req,
    });
    return [];
  }
  const graphs = await loadDependentGraphs(req, documents, latestVersions);
  await recostRecipes(req, graphs, latestVersions, 'price', new Date().toISOString());
  return documents;
}
