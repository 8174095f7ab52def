import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../utilities/executeSql';
import { type RefuseEntry, readRefuseCsv } from './refuseCsv';

export interface SyncCiqualRefuseResult {
  /** Library foods given the table's default cleaning loss by this run. */
  filled: number;
  unchanged: number;
  /** Foods whose default was set otherwise (a provider's edit), kept. */
  kept: number;
}

/**
 * Gives the shared library's CIQUAL foods their default cleaning loss
 * (`defaultColdLossPercent`) from cms/data/ciqual/refuse.csv, in the request's transaction.
 *
 * Like the additives: a food without a default gets the table's; one that has it already is
 * left alone, so a second run writes nothing; one set otherwise (a provider's choice) is kept.
 * In SQL, as the import's other writes (see ciqualLibraryStore): the default changes no
 * computed figure, so no recipe needs recomputing and no hook needs to run.
 */
export async function syncCiqualRefuse(
  req: PayloadRequest,
  {
    table,
    log = () => {},
  }: { table?: ReadonlyMap<string, RefuseEntry>; log?: (message: string) => void } = {},
): Promise<SyncCiqualRefuseResult> {
  const entries = [...(table ?? (await readRefuseCsv())).values()].map((entry) => ({
    code: entry.code,
    loss: entry.coldLossPercent,
  }));
  const result: SyncCiqualRefuseResult = { filled: 0, unchanged: 0, kept: 0 };
  if (entries.length === 0) return result;
  const rows = await executeSql<{ filled: boolean; same: boolean }>(
    req,
    sql`WITH wanted AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(entries)}::json)
            AS f(code varchar, loss numeric)
        ), before AS (
          SELECT i.id, i.default_cold_loss_percent AS stored, w.loss
          FROM ingredients i JOIN wanted w ON w.code = i.source_code
          WHERE i.source_kind = 'ciqual' AND i.restaurant_id IS NULL
        ), filled AS (
          UPDATE ingredients i SET default_cold_loss_percent = b.loss
          FROM before b
          WHERE i.id = b.id AND b.stored IS NULL
          RETURNING i.id
        )
        SELECT b.stored IS NULL AS filled, b.stored = b.loss AS same FROM before b`,
  );
  for (const row of rows) {
    if (row.filled) result.filled++;
    else if (row.same) result.unchanged++;
    else result.kept++;
  }
  log(
    `CIQUAL cleaning losses: ${result.filled} foods given a default, ${result.unchanged} ` +
      `unchanged, ${result.kept} kept as edited`,
  );
  return result;
}
