import { sql } from '@payloadcms/db-postgres';
import { createLocalReq, type Payload } from 'payload';
import { executeSql } from '../../utilities/executeSql';
import { documentsBuild } from './documentsBuild';
import { bumpListingVersion } from './listingVersion';
import { BUILD_KEY } from './publicDocumentKeys';
import { storeDocuments } from './storedDocumentRows';

/**
 * At start: when the stored public documents were made by another build (another SERVER_URL or
 * media address, or another shape of the contracts), they are all deleted, and each is built
 * again on its next read. Without it a menu would keep pointing at the old address of its
 * pictures until its restaurant next changed. Returns whether anything was discarded.
 */
export async function discardDocumentsOfOtherBuilds(payload: Payload): Promise<boolean> {
  const build = documentsBuild();
  const req = await createLocalReq({}, payload);
  const transactionID = await payload.db.beginTransaction();
  if (transactionID === null) throw new Error('The database could not begin a transaction');
  req.transactionID = transactionID;
  try {
    // Instances starting together take turns; the second finds the first one's build.
    await executeSql(req, sql`LOCK TABLE public_documents IN SHARE ROW EXCLUSIVE MODE`);
    const [stored] = await executeSql<{ body: string }>(
      req,
      sql`SELECT body FROM public_documents WHERE key = ${BUILD_KEY}`,
    );
    if (stored?.body === build) {
      await payload.db.commitTransaction(transactionID);
      return false;
    }
    await executeSql(req, sql`DELETE FROM public_documents`);
    // A new listings' version, never one seen before: a running CMS process that cached a
    // listing under the deleted one cannot find it equal again.
    await bumpListingVersion(req);
    await storeDocuments(req, [
      { key: BUILD_KEY, restaurantId: null, etag: `"${build}"`, body: build, validUntil: null },
    ]);
    await payload.db.commitTransaction(transactionID);
    if (stored) payload.logger.info('Stored public documents of another build discarded');
    return stored !== undefined;
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
}

/** discardDocumentsOfOtherBuilds at start: a failure is logged and never stops the CMS. */
export async function discardDocumentsOfOtherBuildsAtStart(payload: Payload): Promise<void> {
  try {
    await discardDocumentsOfOtherBuilds(payload);
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not check the stored public documents');
  }
}
