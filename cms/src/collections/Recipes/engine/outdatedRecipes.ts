import { ENGINE_VERSION } from '@nutrimenu/core/recipe';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';
import type { DependentRecipes } from '../graph/findDependentRecipes';

/**
 * The recipes whose stored results were computed by an older engine than core's ENGINE_VERSION,
 * or carry no stamp (stored before stamps, or never costed), in id order.
 */
export async function findOutdatedRecipes(req: PayloadRequest): Promise<number[]> {
  const rows = await executeSql<{ id: number }>(
    req,
    sql`SELECT "id" FROM "recipes"
      WHERE "computed_engine_version" IS DISTINCT FROM ${ENGINE_VERSION}
         OR "costing_engine_version" IS DISTINCT FROM ${ENGINE_VERSION}
      ORDER BY "id"`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * `ids` with their latest version rows (the owner's draft or the copy of the published
 * document), as recomputeFound takes them: the draft the owner will publish is brought up to
 * date with the document.
 */
export async function withLatestVersions(
  req: PayloadRequest,
  ids: readonly number[],
): Promise<DependentRecipes> {
  const versions = await executeSql<{ versionId: number; parentId: number; status: string }>(
    req,
    sql`SELECT DISTINCT ON ("parent_id") "id" AS "versionId", "parent_id" AS "parentId",
        "version__status" AS "status"
      FROM "_recipes_v"
      WHERE "latest" = true AND "parent_id" = ANY(${`{${ids.join(',')}}`}::int[])
      ORDER BY "parent_id", "id" DESC`,
  );
  return {
    documents: [...ids],
    latestVersions: versions.map((row) => ({
      versionId: Number(row.versionId),
      parentId: Number(row.parentId),
      status: row.status === 'published' ? 'published' : 'draft',
    })),
  };
}
