import { sql } from '@payloadcms/db-postgres';
import type { Payload, PayloadRequest } from 'payload';
import { executeSql } from '../../utilities/executeSql';
import { postgresAdapter } from '../../utilities/postgresAdapter';
import { LISTING_VERSION_KEY } from './publicDocumentKeys';

/** The listings' version as committed (empty before any change was made through Payload). */
export async function readListingVersion(payload: Payload): Promise<string> {
  const { rows } = await postgresAdapter(payload).drizzle.execute<{ etag: string }>(
    sql`SELECT etag FROM public_documents WHERE key = ${LISTING_VERSION_KEY}`,
  );
  return rows[0]?.etag ?? '';
}

/**
 * Gives the listings a new version, in the request's transaction: a listing read after the
 * change commits is computed anew. The row stays locked until the commit, so two changes
 * committing at once take turns here and each commit shows a version of its own: a listing
 * computed before a commit is never kept under the version after it.
 */
export async function bumpListingVersion(req: PayloadRequest): Promise<void> {
  await executeSql(
    req,
    sql`INSERT INTO public_documents (key, restaurant_id, etag, body, valid_until, created_at,
          updated_at)
        VALUES (${LISTING_VERSION_KEY}, NULL, gen_random_uuid()::text, '', NULL, clock_timestamp(),
          clock_timestamp())
        ON CONFLICT (key) DO UPDATE SET etag = excluded.etag, updated_at = excluded.updated_at`,
  );
}
