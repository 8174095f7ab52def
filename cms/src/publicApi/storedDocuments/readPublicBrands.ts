import type { PayloadRequest } from 'payload';
import { primaryPosition } from '../readReplica/primaryPosition';
import { type PositionedDocument, readOnReplica } from '../readReplica/readOnReplica';
import { BRANDS_KEY } from './publicDocumentKeys';
import { buildStoredBrands } from './rebuildBrandsDocument';
import type { StoredDocument } from './storedDocument';
import { readStoredDocument } from './storedDocumentRows';
import { storeOnRead } from './storeOnRead';

/**
 * The brand list as the endpoint sends it: its stored row, from the read replica when there is
 * one that is new enough (`atLeast`: readOnReplica), else from the primary, where, when there is
 * none, it is built and stored (storeOnRead); null for a list that breaks its contract (logged).
 */
export async function readPublicBrands(
  req: PayloadRequest,
  atLeast?: string,
): Promise<PositionedDocument | null> {
  const replicated = await readOnReplica(req.payload.logger, BRANDS_KEY, {
    atLeast,
    now: new Date(),
  });
  if (replicated) return replicated;
  const stored = await readOnPrimary(req);
  return stored ? { stored, position: await primaryPosition(req) } : null;
}

async function readOnPrimary(req: PayloadRequest): Promise<StoredDocument | null> {
  const found = await readStoredDocument(req, BRANDS_KEY);
  if (found) return found;
  return storeOnRead(req.payload, async (snapshot) => {
    const stored = await buildStoredBrands(snapshot);
    return {
      result: stored,
      rows: stored ? [{ key: BRANDS_KEY, restaurantId: null, ...stored }] : [],
    };
  });
}
