import { publicBrandListSchema } from '@nutrimenu/core/contract';
import type { PayloadRequest } from 'payload';
import { buildPublicBrands } from '../buildPublicBrands';
import { contentVersion } from '../contentVersion';
import { BRANDS_KEY } from './publicDocumentKeys';
import type { StoredDocument } from './storedDocument';
import { deleteDocument, storeDocuments } from './storedDocumentRows';

/**
 * The brand list as stored, checked against its contract; null when it does not match (no
 * fallback brand yet, while brands are being set up), which the endpoint answers with a 500.
 * An installation with no brand at all is one not set up yet, not a mistake to warn of on every
 * change (every fresh database and test database starts so).
 */
export async function buildStoredBrands(req: PayloadRequest): Promise<StoredDocument | null> {
  const brands = await buildPublicBrands(req.payload, req);
  const parsed = publicBrandListSchema.safeParse(brands);
  if (!parsed.success) {
    const level = brands.length === 0 ? 'debug' : 'warn';
    req.payload.logger[level](
      { issues: parsed.error.issues },
      'The public brand list does not match its contract: not stored',
    );
    return null;
  }
  return {
    etag: `"${contentVersion(parsed.data)}"`,
    body: JSON.stringify(parsed.data),
    validUntil: null,
  };
}

/**
 * Builds the brand list again in the request's transaction and stores it; a list that does not
 * match its contract is not kept (a read tries again and answers a 500 meanwhile).
 */
export async function rebuildBrandsDocument(req: PayloadRequest): Promise<void> {
  const stored = await buildStoredBrands(req);
  if (stored) await storeDocuments(req, [{ key: BRANDS_KEY, restaurantId: null, ...stored }]);
  else await deleteDocument(req, BRANDS_KEY);
}
