import { type SQL, sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../utilities/executeSql';
import type { CostingFigures, StoredCosting } from './storedCosting';

export interface CostingRow {
  /** The recipe's id for `recipes`, the version row's id for `_recipes_v`. */
  id: number;
  figures: CostingFigures;
}

export type Cause = NonNullable<StoredCosting['overTargetCause']>;

/** Rows per statement, as writeComputed batches the nutrition. */
const BATCH = 500;

// The two tables name the same columns with a prefix, and their enums apart.
const TABLES = {
  recipes: {
    prefix: 'costing_',
    statusEnum: 'enum_recipes_costing_status',
    causeEnum: 'enum_recipes_costing_over_target_cause',
  },
  _recipes_v: {
    prefix: 'version_costing_',
    statusEnum: 'enum__recipes_v_version_costing_status',
    causeEnum: 'enum__recipes_v_version_costing_over_target_cause',
  },
} as const;

/** A row's figures as the statement's JSON source carries them (`costingSourceColumns`). */
export function costingSourceValues({ id, figures }: CostingRow) {
  return {
    id,
    status: figures.status,
    portion: figures.portionCostMinor,
    currency: figures.currency,
    missing: figures.missingPrices ?? null,
    vat: figures.vatRatePercent,
    target: figures.targetFoodCostPercent,
    food_cost: figures.foodCostPercent,
    net: figures.netPriceMinor,
    margin: figures.grossMarginMinor,
    suggested: figures.suggestedPriceMinor,
    over: figures.overTarget,
    engine: figures.engineVersion ?? null,
  };
}

/** The columns of `costingSourceValues` but `id` in a `jsonb_to_recordset` column list. */
export const costingSourceColumns = sql.raw(`status text, portion numeric, currency text,
  missing jsonb, vat numeric, target numeric, food_cost numeric, net numeric, margin numeric,
  suggested numeric, over boolean, engine numeric`);

/**
 * The SET assignments writing `source`'s figures into `target`'s costing columns. The
 * over-target mark is decided against the row's own stored mark in the same statement: kept
 * while the dish stays over, set to `computedAt` and `cause` when it goes over, cleared when it
 * is back.
 */
export function costingAssignments(
  table: keyof typeof TABLES,
  cause: Cause,
  computedAt: string,
): SQL {
  const { prefix, statusEnum, causeEnum } = TABLES[table];
  const column = (name: string) => sql.raw(`"${prefix}${name}"`);
  return sql`${column('status')} = source.status::${sql.raw(`"${statusEnum}"`)},
    ${column('portion_cost_minor')} = source.portion,
    ${column('currency')} = source.currency,
    ${column('missing_prices')} = source.missing,
    ${column('vat_rate_percent')} = source.vat,
    ${column('target_food_cost_percent')} = source.target,
    ${column('food_cost_percent')} = source.food_cost,
    ${column('net_price_minor')} = source.net,
    ${column('gross_margin_minor')} = source.margin,
    ${column('suggested_price_minor')} = source.suggested,
    ${column('over_target_since')} = CASE WHEN source.over
      THEN COALESCE(target.${column('over_target_since')}, ${computedAt}::timestamptz) END,
    ${column('over_target_cause')} = CASE
      WHEN NOT source.over THEN NULL
      WHEN target.${column('over_target_since')} IS NULL THEN ${cause}::${sql.raw(`"${causeEnum}"`)}
      ELSE target.${column('over_target_cause')} END,
    ${column('computed_at')} = ${computedAt}::timestamptz,
    ${column('engine_version')} = source.engine,
    ${column('stale')} = false`;
}

/**
 * Writes recomputed costs with one UPDATE per batch, to the stored documents or to version rows
 * in place, without a version or a new `updatedAt` (derived data, as writeComputed), the
 * over-target mark as `costingAssignments` decides it. Rows in id order, so overlapping
 * recomputes lock them alike.
 */
export async function writeCosting(
  req: PayloadRequest,
  table: keyof typeof TABLES,
  rows: readonly CostingRow[],
  cause: Cause,
  computedAt: string,
): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  for (let start = 0; start < sorted.length; start += BATCH) {
    const values = JSON.stringify(sorted.slice(start, start + BATCH).map(costingSourceValues));
    await executeSql(
      req,
      sql`UPDATE ${sql.raw(`"${table}"`)} AS target SET ${costingAssignments(table, cause, computedAt)}
      FROM jsonb_to_recordset(${values}::jsonb) AS source(id integer, ${costingSourceColumns})
      WHERE target."id" = source.id`,
    );
  }
}

/** Marks costs as waiting for the `recomputeCosts` job (stored documents and version rows). */
export async function markCostingStale(
  req: PayloadRequest,
  recipeIds: readonly number[],
  versionIds: readonly number[],
): Promise<void> {
  await executeSql(
    req,
    sql`UPDATE "recipes" SET "costing_stale" = true WHERE "id" = ANY(${`{${recipeIds.join(',')}}`}::int[])`,
  );
  await executeSql(
    req,
    sql`UPDATE "_recipes_v" SET "version_costing_stale" = true WHERE "id" = ANY(${`{${versionIds.join(',')}}`}::int[])`,
  );
}
