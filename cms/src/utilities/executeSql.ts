import type { SQL } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { postgresAdapter } from './postgresAdapter';

/** What a statement needs of a request: the CMS, and the transaction it runs in, if any. */
export type SqlRequest = Pick<PayloadRequest, 'payload' | 'transactionID'>;

/**
 * Runs one SQL statement in the request's transaction (or outside any when it has none) and
 * returns its rows. For bulk writes only (seed, stale marks): tables and columns are those of the
 * committed migrations, and tests read the result back through the local API.
 */
export async function executeSql<T = Record<string, unknown>>(
  req: SqlRequest,
  query: SQL,
): Promise<T[]> {
  const adapter = postgresAdapter(req.payload);
  const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle;
  const result = await db.execute(query);
  // The statement decides the columns; the caller names their type, as drizzle's `execute<T>`.
  return result.rows as T[];
}
