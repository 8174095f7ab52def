import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import type { LatestVersion } from '../collections/Recipes/graph/findDependentRecipes';
import { loadDependentGraphs } from '../collections/Recipes/graph/loadDependentGraphs';
import { executeSql } from '../utilities/executeSql';
import { recostRecipes } from './recostRecipes';

/**
 * Recosts every recipe of a restaurant (stored documents and latest versions), in the caller's
 * transaction: its VAT rates or targets changed, which moves every dish's figures. Also how a
 * restaurant's dishes saved before costing was stored get their figures.
 *
 * @returns the ids of the recipes recosted.
 */
export async function recostRestaurant(req: PayloadRequest, restaurant: number): Promise<number[]> {
  const documents = (
    await executeSql<{ id: number }>(
      req,
      sql`SELECT "id" FROM "recipes" WHERE "restaurant_id" = ${restaurant} ORDER BY "id"`,
    )
  ).map((row) => Number(row.id));
  if (documents.length === 0) return [];
  const versions = await executeSql<LatestVersion>(
    req,
    sql`SELECT DISTINCT ON (version."parent_id")
        version."id" AS "versionId", version."parent_id" AS "parentId",
        version."version__status" AS "status"
      FROM "_recipes_v" version
      WHERE version."latest" = true
        AND version."parent_id" = ANY(${`{${documents.join(',')}}`}::int[])
      ORDER BY version."parent_id", version."id" DESC`,
  );
  const latestVersions: LatestVersion[] = versions.map((row) => ({
    versionId: Number(row.versionId),
    parentId: Number(row.parentId),
    status: row.status === 'published' ? 'published' : 'draft',
  }));
  const graphs = await loadDependentGraphs(req, documents, latestVersions);
  await recostRecipes(req, graphs, latestVersions, 'settings', new Date().toISOString());
  return documents;
}
