import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';

/**
 * Payload's database adapter as the PostgreSQL one payload.config.ts sets up, for what the
 * generic adapter does not offer: raw SQL in a request's transaction, the connection pool.
 */
export function postgresAdapter(payload: Payload): PostgresAdapter {
  const { db } = payload;
  if (!isPostgresAdapter(db)) {
    throw new Error(`Expected the PostgreSQL database adapter, found "${db.packageName}"`);
  }
  return db;
}

function isPostgresAdapter(db: object): db is PostgresAdapter {
  return 'packageName' in db && db.packageName === '@payloadcms/db-postgres';
}
