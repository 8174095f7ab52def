import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../utilities/executeSql';
import { buildPublicMenu, type PublicMenuRequest } from '../buildPublicMenu';
import { menuDocumentKey, restaurantMarkerKey } from './publicDocumentKeys';
import { storedMenu } from './rebuildRestaurantDocuments';
import { isValidAt, readStoredDocument, type StoredDocument } from './storedDocumentRows';
import { storeOnRead } from './storeOnRead';

export type ReadMenuOutcome =
  | { stored: StoredDocument }
  | { error: { status: 404 | 500; message: string } };

/**
 * A public menu as the endpoint sends it: its stored row (one indexed read), or, when there is
 * none valid at `now`, built and stored (storeOnRead). 404 for an unknown restaurant or menu,
 * which is never stored; 500 for a document that breaks its contract (logged).
 */
export async function readPublicMenu(
  req: PayloadRequest,
  request: Required<Pick<PublicMenuRequest, 'restaurantSlug'>> &
    Pick<PublicMenuRequest, 'menuSlug' | 'locale'>,
  now: Date = new Date(),
): Promise<ReadMenuOutcome> {
  const key = menuDocumentKey(request.restaurantSlug, request.menuSlug, request.locale);
  const found = await readStoredDocument(req, key);
  if (found && isValidAt(found, now)) return { stored: found };
  return storeOnRead<ReadMenuOutcome>(req.payload, async (snapshot) => {
    const [restaurant] = await executeSql<{ id: number }>(
      snapshot,
      sql`SELECT id FROM restaurants WHERE slug = ${request.restaurantSlug} ORDER BY id LIMIT 1`,
    );
    const outcome = await buildPublicMenu(req.payload, { ...request, now, req: snapshot });
    if ('error' in outcome) return { result: outcome, rows: [] };
    const stored = storedMenu(req.payload, outcome, now);
    if (!stored) {
      return { result: { error: { status: 500, message: 'Invalid document' } }, rows: [] };
    }
    if (!restaurant) return { result: { stored }, rows: [] };
    const restaurantId = Number(restaurant.id);
    return {
      result: { stored },
      rows: [
        {
          key: restaurantMarkerKey(restaurantId),
          restaurantId,
          etag: '',
          body: '',
          validUntil: null,
        },
        { key, restaurantId, ...stored },
      ],
    };
  });
}
