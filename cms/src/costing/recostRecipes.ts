import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import type { LatestVersion } from '../collections/Recipes/graph/findDependentRecipes';
import type { DependentGraphs } from '../collections/Recipes/graph/loadDependentGraphs';
import type { Recipe } from '../payload-types';
import { executeSql } from '../utilities/executeSql';
import { idOf } from '../utilities/idOf';
import { costInBulk } from './costInBulk';
import type { CostingFigures, StoredCosting } from './storedCosting';
import { type CostingRow, writeCosting } from './writeCosting';

interface SaleRow {
  id: number;
  price: string | number | null;
  category: Recipe['category'] | null;
}

const restaurantOf = (value: DependentGraphs['recipes'][number]['restaurant']) =>
  value === null || value === undefined ? null : Number(idOf(value));

/** The figures of the stored documents by recipe id, and of the latest versions by version id. */
export interface RecipeCostings {
  documents: Map<number, CostingFigures>;
  versions: Map<number, CostingFigures>;
}

/**
 * Costs the recipes a change reached (their graphs already loaded for the nutrition, or for
 * this alone after a price change), reading in the caller's transaction: the stored documents
 * with their menu price and category read in one query, the latest versions as a copy of the
 * document's figures or, for a draft, from the draft's own lines, price and category.
 */
export async function costRecipes(
  req: PayloadRequest,
  { recipes, graphs, drafts }: DependentGraphs,
  latestVersions: readonly LatestVersion[],
  computedAt: string,
): Promise<RecipeCostings> {
  if (recipes.length === 0 && drafts.length === 0) {
    return { documents: new Map(), versions: new Map() };
  }
  const sales = await executeSql<SaleRow>(
    req,
    sql`SELECT "id", "price", "category" FROM "recipes"
      WHERE "id" = ANY(${`{${recipes.map((doc) => doc.id).join(',')}}`}::int[])`,
  );
  const saleOf = new Map(
    sales.map((row) => [
      Number(row.id),
      { price: row.price === null ? null : Number(row.price), category: row.category },
    ]),
  );
  const documentFigures = await costInBulk(
    req,
    recipes.map((doc, index) => ({
      key: doc.id,
      restaurant: restaurantOf(doc.restaurant),
      graph: graphs[index] as (typeof graphs)[number],
      sale: saleOf.get(doc.id) ?? { price: null, category: null },
    })),
    computedAt,
    { shared: true },
  );
  const draftFigures = await costInBulk(
    req,
    drafts.map(({ version, doc, graph }) => ({
      key: version.versionId,
      restaurant: restaurantOf(doc.restaurant),
      graph,
      sale: { price: doc.price, category: doc.category },
    })),
    computedAt,
    { shared: false },
  );
  const versions = new Map<number, CostingFigures>();
  for (const version of latestVersions) {
    const figures =
      draftFigures.get(version.versionId) ??
      (version.status === 'published' ? documentFigures.get(version.parentId) : undefined);
    if (figures) versions.set(version.versionId, figures);
  }
  return { documents: documentFigures, versions };
}

/**
 * Recosts the recipes a change reached (costRecipes) and writes the figures, in the caller's
 * transaction. `cause` is what a dish newly over its target is marked as pushed by.
 */
export async function recostRecipes(
  req: PayloadRequest,
  dependents: DependentGraphs,
  latestVersions: readonly LatestVersion[],
  cause: NonNullable<StoredCosting['overTargetCause']>,
  computedAt: string,
): Promise<void> {
  const { documents, versions } = await costRecipes(req, dependents, latestVersions, computedAt);
  const rowsOf = (figures: Map<number, CostingFigures>): CostingRow[] =>
    [...figures].map(([id, costing]) => ({ id, figures: costing }));
  await writeCosting(req, 'recipes', rowsOf(documents), cause, computedAt);
  await writeCosting(req, '_recipes_v', rowsOf(versions), cause, computedAt);
}
