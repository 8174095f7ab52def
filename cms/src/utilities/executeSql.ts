import type { SQL } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { postgresAdapter } from './postgresAdapter';

/**
 * Runs one SQL statement in the request's transaction (or outside any when it has none) and
 * returns its rows. For bulk writes only (seed, stale marks): tables and columns are those of the
 * committed migrations, and tests read the result back through the local API.
 */
export async function executeSql<T = Record<string, unknown>>(
  req: PayloadRequest,
  query: SQL,
): Promise<T[]> {
  const adapter = postgresAdapter(req.payload);
  const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle;
  const result = await db.execute(query);
  // The statement decides the columns; the caller names their type, as drizzle's `execute<T>`.
  return result.rows as T[];
}
