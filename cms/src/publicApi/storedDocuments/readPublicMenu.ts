import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { executeSql, type SqlRequest } from '../../utilities/executeSql';
import { buildPublicMenu, type PublicMenuRequest } from '../buildPublicMenu';
import { prepareEncodedBodies } from '../front/sharedEncodedBodies';
import { primaryPosition } from '../readReplica/primaryPosition';
import { type PositionedDocument, readOnReplica } from '../readReplica/readOnReplica';
import { menuDocumentKey, restaurantMarkerKey } from './publicDocumentKeys';
import { storedMenu } from './rebuildRestaurantDocuments';
import { isValidAt } from './storedDocument';
import { readStoredDocument } from './storedDocumentRows';
import { storeOnRead } from './storeOnRead';

export type ReadMenuOutcome =
  | PositionedDocument
  | { error: { status: 404 | 500; message: string } };

export type MenuAddress = Required<Pick<PublicMenuRequest, 'restaurantSlug'>> &
  Pick<PublicMenuRequest, 'menuSlug' | 'locale'>;

/**
 * A public menu as the endpoint sends it: its stored row (one indexed read) from the read replica
 * when there is one that is new enough (`atLeast`, the position of the document the client has:
 * readOnReplica), else from the primary, where, when there is none valid at `now`, it is built
 * and stored (storeOnRead). 404 for an unknown restaurant or menu, which is never stored; 500 for
 * a document that breaks its contract (logged).
 */
export async function readPublicMenu(
  req: PayloadRequest,
  request: MenuAddress,
  now: Date = new Date(),
  atLeast?: string,
): Promise<ReadMenuOutcome> {
  const stored = await readStoredMenu(req, request, now, atLeast);
  if (stored) return stored;
  const key = menuDocumentKey(request.restaurantSlug, request.menuSlug, request.locale);
  const outcome = await buildOnRead(req, request, key, now);
  if ('error' in outcome) return outcome;
  prepareEncodedBodies(outcome.stored.etag, outcome.stored.body);
  return { ...outcome, position: await primaryPosition(req) };
}

/**
 * The stored row of a public menu address as readPublicMenu reads it, from the read replica or
 * the primary, when there is one valid at `now`; null when it is missing or expired, for
 * readPublicMenu to build. The production server's front answers the same rows before Next
 * (front/publicMenuFront).
 */
export async function readStoredMenu(
  req: SqlRequest,
  request: MenuAddress,
  now: Date,
  atLeast: string | undefined,
): Promise<PositionedDocument | null> {
  const key = menuDocumentKey(request.restaurantSlug, request.menuSlug, request.locale);
  const replicated = await readOnReplica(req.payload.logger, key, { atLeast, now });
  if (replicated) return replicated;
  const found = await readStoredDocument(req, key);
  if (!found || !isValidAt(found, now)) return null;
  return { stored: found, position: await primaryPosition(req) };
}

async function buildOnRead(
  req: PayloadRequest,
  request: MenuAddress,
  key: string,
  now: Date,
): Promise<ReadMenuOutcome> {
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
