import { ENGINE_VERSION } from '@nutrimenu/core/recipe';
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import type { CostingFigures } from '../../../costing/storedCosting';
import {
  type Cause,
  costingAssignments,
  costingSourceColumns,
  costingSourceValues,
  writeCosting,
} from '../../../costing/writeCosting';
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

/** The costs computed with the results, written in the same statements. */
export interface CostingWithResults {
  /** By the row's id (a recipe's, a version row's); a row without figures keeps its cost. */
  figures: ReadonlyMap<number, CostingFigures>;
  cause: Cause;
}

const COMPUTED_COLUMNS = {
  recipes: {
    result: sql.raw('"computed_result"'),
    error: sql.raw('"computed_error"'),
    computedAt: sql.raw('"computed_computed_at"'),
    stale: sql.raw('"computed_stale"'),
    engineVersion: sql.raw('"computed_engine_version"'),
  },
  _recipes_v: {
    result: sql.raw('"version_computed_result"'),
    error: sql.raw('"version_computed_error"'),
    computedAt: sql.raw('"version_computed_computed_at"'),
    stale: sql.raw('"version_computed_stale"'),
    engineVersion: sql.raw('"version_computed_engine_version"'),
  },
} as const;

type Table = keyof typeof COMPUTED_COLUMNS;

function computedAssignments(table: Table, computedAt: string): SQL {
  const column = COMPUTED_COLUMNS[table];
  return sql`${column.result} = source.result, ${column.error} = source.error,
    ${column.computedAt} = ${computedAt}::timestamptz, ${column.stale} = false,
    ${column.engineVersion} = ${ENGINE_VERSION}`;
}

/**
 * Writes recomputed results with one UPDATE per batch of rows, to the stored documents
 * (`table: 'recipes'`) or to version rows in place (`'_recipes_v'`), and with `costing` the
 * rows' costs in the same statements (each row is written once, not once for its result and
 * again for its cost; rows without figures keep their cost, figures without a result row are
 * written alone). Neither adds a version nor touches `updatedAt`: the results are derived data,
 * not an edit of the owner's, and Payload compares those dates to tell unpublished changes.
 * Rows are written in id order, so two saves recomputing overlapping recipes lock them in the
 * same order and cannot deadlock.
 */
export async function writeComputed(
  req: PayloadRequest,
  table: Table,
  rows: readonly ComputedRow[],
  computedAt: string,
  costing?: CostingWithResults,
): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const costed = costing ? sorted.filter((row) => costing.figures.has(row.id)) : [];
  const plain = costing ? sorted.filter((row) => !costing.figures.has(row.id)) : sorted;
  const resultValues = (row: ComputedRow) => ({
    id: row.id,
    result: row.result ?? null,
    error: row.error ?? null,
  });
  const resultColumns = sql.raw('id integer, result jsonb, error jsonb');
  for (let start = 0; start < plain.length; start += BATCH) {
    const values = JSON.stringify(plain.slice(start, start + BATCH).map(resultValues));
    await executeSql(
      req,
      sql`UPDATE ${sql.raw(`"${table}"`)} AS target SET ${computedAssignments(table, computedAt)}
        FROM jsonb_to_recordset(${values}::jsonb) AS source(${resultColumns})
        WHERE target."id" = source.id`,
    );
  }
  if (!costing) return;
  for (let start = 0; start < costed.length; start += BATCH) {
    const values = JSON.stringify(
      costed.slice(start, start + BATCH).map((row) => ({
        ...costingSourceValues({
          id: row.id,
          figures: costing.figures.get(row.id) as CostingFigures,
        }),
        ...resultValues(row),
      })),
    );
    await executeSql(
      req,
      sql`UPDATE ${sql.raw(`"${table}"`)} AS target SET ${computedAssignments(table, computedAt)},
          ${costingAssignments(table, costing.cause, computedAt)}
        FROM jsonb_to_recordset(${values}::jsonb)
          AS source(${resultColumns}, ${costingSourceColumns})
        WHERE target."id" = source.id`,
    );
  }
  const written = new Set(sorted.map((row) => row.id));
  const alone = [...costing.figures]
    .filter(([id]) => !written.has(id))
    .map(([id, figures]) => ({ id, figures }));
  await writeCosting(req, table, alone, costing.cause, computedAt);
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
