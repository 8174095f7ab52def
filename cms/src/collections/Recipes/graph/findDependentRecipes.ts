import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';

/** The latest version row of a recipe: the owner's draft, or the copy of the published one. */
export interface LatestVersion {
  versionId: number;
  parentId: number;
  status: 'draft' | 'published';
}

export interface DependentRecipes {
  /** Recipes whose stored document (`recipes`) uses a change, directly or through sub-recipes. */
  documents: number[];
  /** Their latest versions, and the latest drafts of others whose lines use a change. */
  latestVersions: LatestVersion[];
}

// A bound parameter PostgreSQL reads as an integer array: one parameter however many ids.
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Every recipe that a change of the ingredients or recipes `ids` (`field` says which) reaches,
 * in two queries whatever the size of the graph: a recursive walk of the stored documents'
 * lines (published sub-recipes feed their users; UNION stops at cycles), then the latest version
 * rows of those recipes and the drafts whose own lines use a changed item.
 */
export async function findDependentRecipes(
  req: PayloadRequest,
  field: 'ingredient' | 'recipe',
  ids: readonly number[],
): Promise<DependentRecipes> {
  const ingredientIds = field === 'ingredient' ? ids : [];
  const recipeIds = field === 'recipe' ? ids : [];
  const rows = await executeSql<{ id: number }>(
    req,
    sql`WITH RECURSIVE dependent(id) AS (
      SELECT "_parent_id" FROM "recipes_lines"
        WHERE "ingredient_id" = ANY(${intArray(ingredientIds)}::int[])
           OR "recipe_id" = ANY(${intArray(recipeIds)}::int[])
      UNION
      SELECT line."_parent_id" FROM "recipes_lines" line
        JOIN dependent ON line."recipe_id" = dependent.id
    )
    SELECT id FROM dependent ORDER BY id`,
  );
  const documents = rows.map((row) => Number(row.id));
  const usedRecipes = [...recipeIds, ...documents];
  const versions = await executeSql<LatestVersion>(
    req,
    sql`SELECT DISTINCT ON (version."parent_id")
        version."id" AS "versionId", version."parent_id" AS "parentId",
        version."version__status" AS "status"
      FROM "_recipes_v" version
      WHERE version."latest" = true AND (
        version."parent_id" = ANY(${intArray(documents)}::int[])
        OR (version."version__status" = 'draft' AND EXISTS (
          SELECT 1 FROM "_recipes_v_version_lines" line
          WHERE line."_parent_id" = version."id"
            AND (line."ingredient_id" = ANY(${intArray(ingredientIds)}::int[])
              OR line."recipe_id" = ANY(${intArray(usedRecipes)}::int[]))))
      )
      ORDER BY version."parent_id", version."id" DESC`,
  );
  return {
    documents,
    latestVersions: versions.map((row) => ({
      versionId: Number(row.versionId),
      parentId: Number(row.parentId),
      status: row.status === 'published' ? 'published' : 'draft',
    })),
  };
}
