import type { PayloadRequest } from 'payload';
import { BRANDS_KEY } from './publicDocumentKeys';
import { buildStoredBrands } from './rebuildBrandsDocument';
import { readStoredDocument, type StoredDocument } from './storedDocumentRows';
import { storeOnRead } from './storeOnRead';

/**
 * The brand list as the endpoint sends it: its stored row, or, when there is none, built and
 * stored (storeOnRead); null for a list that breaks its contract (logged).
 */
export async function readPublicBrands(req: PayloadRequest): Promise<StoredDocument | null> {
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
