import { ENGINE_VERSION } from '@nutrimenu/core/recipe';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';

/**
 * What a recompute stores in a recipe's `computed` group (`stale` is cleared and core's
 * ENGINE_VERSION stamped with it).
 */
export interface ComputedRow {
  /** The recipe's id for `recipes`, the version row's id for `_recipes_v`. */
  id: number;
  result: unknown;
  error: unknown;
}

/** Rows per statement: a few MB of JSON each, well under PostgreSQL's limits. */
const BATCH = 500;

/**
 * Writes recomputed results with one UPDATE per batch of rows, to the stored documents
 * (`table: 'recipes'`) or to version rows in place (`'_recipes_v'`). Neither adds a version nor
 * touches `updatedAt`: the results are derived data, not an edit of the owner's, and Payload
 * compares those dates to tell unpublished changes. Rows are written in id order, so two saves
 * recomputing overlapping recipes lock them in the same order and cannot deadlock.
 */
export async function writeComputed(
  req: PayloadRequest,
  table: 'recipes' | '_recipes_v',
  rows: readonly ComputedRow[],
  computedAt: string,
): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  for (let start = 0; start < sorted.length; start += BATCH) {
    const values = JSON.stringify(
      sorted.slice(start, start + BATCH).map((row) => ({
        id: row.id,
        result: row.result ?? null,
        error: row.error ?? null,
      })),
    );
    const source = sql`jsonb_to_recordset(${values}::jsonb) AS source(id integer, result jsonb, error jsonb)`;
    await executeSql(
      req,
      table === 'recipes'
        ? sql`UPDATE "recipes" AS target SET
            "computed_result" = source.result, "computed_error" = source.error,
            "computed_computed_at" = ${computedAt}::timestamptz, "computed_stale" = false,
            "computed_engine_version" = ${ENGINE_VERSION}
          FROM ${source} WHERE target."id" = source.id`
        : sql`UPDATE "_recipes_v" AS target SET
            "version_computed_result" = source.result, "version_computed_error" = source.error,
            "version_computed_computed_at" = ${computedAt}::timestamptz,
            "version_computed_stale" = false, "version_computed_engine_version" = ${ENGINE_VERSION}
          FROM ${source} WHERE target."id" = source.id`,
    );
  }
}

/**
 * Marks recipes and version rows as being recomputed, in two statements: the public menu shows
 * their allergens as incomplete and no nutrition until `writeComputed` clears the mark.
 */
export async function markStale(
  req: PayloadRequest,
  recipeIds: readonly number[],
  versionIds: readonly number[],
): Promise<void> {
  await executeSql(
    req,
    sql`UPDATE "recipes" SET "computed_stale" = true WHERE "id" = ANY(${`{${recipeIds.join(',')}}`}::int[])`,
  );
  await executeSql(
    req,
    sql`UPDATE "_recipes_v" SET "version_computed_stale" = true WHERE "id" = ANY(${`{${versionIds.join(',')}}`}::int[])`,
  );
}
