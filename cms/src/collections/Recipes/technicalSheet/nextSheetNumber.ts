import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';

/**
 * The restaurant's next free sheet number: one more than its highest. Two recipes created at
 * once must not get the same one, so the restaurant's numbering is locked until the save's
 * transaction ends (the other save then sees this one's number); the unique index on
 * (restaurant, number) is the last guard.
 */
export async function nextSheetNumber(req: PayloadRequest, restaurantId: number): Promise<number> {
  await executeSql(
    req,
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`recipe-sheet-number:${restaurantId}`}, 0))`,
  );
  const [row] = await executeSql<{ next: number | string }>(
    req,
    sql`SELECT COALESCE(MAX(technical_sheet_number), 0) + 1 AS next
        FROM recipes WHERE restaurant_id = ${restaurantId}`,
  );
  return Number(row?.next ?? 1);
}
