import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { executeSql, type SqlRequest } from '../../utilities/executeSql';
import {
  type StoredDocument,
  type StoredDocumentSqlRow,
  storedDocumentOfRow,
} from './storedDocument';

export interface StoredDocumentRow extends StoredDocument {
  key: string;
  restaurantId: number | null;
}

/** The stored document of `key`, or null when there is none. One indexed row. */
export async function readStoredDocument(
  req: SqlRequest,
  key: string,
): Promise<StoredDocument | null> {
  const [row] = await executeSql<StoredDocumentSqlRow>(
    req,
    sql`SELECT etag, body, valid_until FROM public_documents WHERE key = ${key}`,
  );
  return row ? storedDocumentOfRow(row) : null;
}

/**
 * Writes `rows`, replacing those of the same keys. `updated_at` is the moment of the write
 * (`clock_timestamp()`), not the transaction's start.
 */
export async function storeDocuments(
  req: PayloadRequest,
  rows: readonly StoredDocumentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = JSON.stringify(
    rows.map((row) => ({
      key: row.key,
      restaurant_id: row.restaurantId,
      etag: row.etag,
      body: row.body,
      valid_until: row.validUntil?.toISOString() ?? null,
    })),
  );
  await executeSql(
    req,
    sql`INSERT INTO public_documents (key, restaurant_id, etag, body, valid_until, created_at,
          updated_at)
        SELECT source.key, source.restaurant_id, source.etag, source.body, source.valid_until,
               clock_timestamp(), clock_timestamp()
        FROM jsonb_to_recordset(${values}::jsonb) AS source(key varchar, restaurant_id integer,
          etag varchar, body varchar, valid_until timestamptz)
        ON CONFLICT (key) DO UPDATE SET restaurant_id = excluded.restaurant_id,
          etag = excluded.etag, body = excluded.body, valid_until = excluded.valid_until,
          updated_at = excluded.updated_at`,
  );
}

/**
 * Deletes the rows of one restaurant but `keep`, and returns the keys deleted (the addresses
 * diners asked for, to build again).
 */
export async function deleteRestaurantDocuments(
  req: PayloadRequest,
  restaurantId: number,
  keep: string,
): Promise<string[]> {
  const rows = await executeSql<{ key: string }>(
    req,
    sql`DELETE FROM public_documents WHERE restaurant_id = ${restaurantId} AND key <> ${keep}
        RETURNING key`,
  );
  return rows.map((row) => row.key);
}

/** Deletes every row of a restaurant, its marker included (the restaurant is gone). */
export async function deleteAllRestaurantDocuments(
  req: PayloadRequest,
  restaurantId: number,
): Promise<void> {
  await executeSql(req, sql`DELETE FROM public_documents WHERE restaurant_id = ${restaurantId}`);
}

/** Deletes the row of `key`, if any. */
export async function deleteDocument(req: PayloadRequest, key: string): Promise<void> {
  await executeSql(req, sql`DELETE FROM public_documents WHERE key = ${key}`);
}

/**
 * Drops the stored menus of many restaurants at once, in two statements: their marker rows
 * rewritten first (in id order, as rebuilds take them, so that a build on a read that overlapped
 * this is not stored), then every menu row of theirs deleted, to be built on its next read.
 */
export async function dropRestaurantsMenus(
  req: PayloadRequest,
  restaurantIds: readonly number[],
): Promise<void> {
  if (restaurantIds.length === 0) return;
  const ids = `{${[...restaurantIds].sort((a, b) => a - b).join(',')}}`;
  await executeSql(
    req,
    sql`INSERT INTO public_documents (key, restaurant_id, etag, body, valid_until, created_at,
          updated_at)
        SELECT 'restaurant/' || id, id, '', '', NULL, clock_timestamp(), clock_timestamp()
        FROM unnest(${ids}::int[]) AS id ORDER BY id
        ON CONFLICT (key) DO UPDATE SET updated_at = excluded.updated_at`,
  );
  await executeSql(
    req,
    sql`DELETE FROM public_documents
        WHERE restaurant_id = ANY(${ids}::numeric[]) AND key ^@ 'menu/'`,
  );
}
