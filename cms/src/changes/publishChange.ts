import type { ContentChange } from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../utilities/executeSql';
import { CHANGE_CHANNEL } from './changeChannel';

/**
 * Announces `change` to every CMS instance listening on the change channel (listenForChanges),
 * which relay it to their storefronts. Issued in the request's transaction: PostgreSQL delivers a
 * notification only when that transaction commits, and never when it rolls back, so a storefront
 * cannot read the old state in between and cache it. Without a transaction it is delivered at once.
 */
export async function publishChange(req: PayloadRequest, change: ContentChange): Promise<void> {
  await publishChanges(req, [change]);
}

/** publishChange for many changes, in one statement (a library food's change reaches thousands of restaurants). */
export async function publishChanges(
  req: PayloadRequest,
  changes: readonly ContentChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await executeSql(
    req,
    sql`SELECT pg_notify(${CHANGE_CHANNEL}, change)
        FROM jsonb_array_elements_text(${JSON.stringify(changes.map((change) => JSON.stringify(change)))}::jsonb) AS change`,
  );
}
