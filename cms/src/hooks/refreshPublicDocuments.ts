import { sql } from '@payloadcms/db-postgres';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import {
  type PublicDocumentsChange,
  refreshPublicDocuments,
} from '../publicApi/storedDocuments/refreshPublicDocuments';
import { executeSql } from '../utilities/executeSql';
import { idOf } from '../utilities/idOf';

type Id = number | string;

/** What the hooks read of a document that public documents show. */
interface ShownDoc {
  id: Id;
  restaurant?: Id | { id: Id } | null;
  _status?: string | null;
}

/** Which public documents a change of one document makes stale. */
type Reach = (
  req: PayloadRequest,
  doc: ShownDoc,
  previousDoc: ShownDoc | undefined,
) => Promise<PublicDocumentsChange>;

/** The restaurant's menus, and the one it belonged to before if it moved. */
export const ownRestaurant: Reach = async (_req, doc, previousDoc) => ({
  restaurants: [idOf(doc.restaurant), idOf(previousDoc?.restaurant)],
});

/** A restaurant's own menus. */
export const theRestaurant: Reach = async (_req, doc) => ({ restaurants: [doc.id] });

/** The brand list, and the menus of the brand's restaurants (they name the brand). */
export const brandAndItsRestaurants: Reach = async (req, doc) => {
  const rows = await executeSql<{ id: number }>(
    req,
    sql`SELECT id FROM restaurants WHERE brand_id = ${Number(doc.id)}`,
  );
  return { brands: true, restaurants: rows.map((row) => row.id) };
};

/** The brand list only (a promotional video). */
export const brandList: Reach = async () => ({ brands: true });

/** An image: its restaurant's menus, or the brand list for a brand's (no restaurant). */
export const imageOwner: Reach = async (_req, doc) => {
  const restaurant = idOf(doc.restaurant);
  return restaurant === null ? { brands: true } : { restaurants: [restaurant] };
};

/**
 * Hooks that rebuild the stored public documents a save or deletion changes, in its transaction
 * just before it commits (refreshPublicDocuments). A draft of a document never published
 * changes nothing public, so it rebuilds nothing.
 */
export function refreshPublicDocumentsHooks(reach: Reach): {
  afterChange: CollectionAfterChangeHook<ShownDoc>;
  afterDelete: CollectionAfterDeleteHook<ShownDoc>;
} {
  return {
    afterChange: async ({ doc, previousDoc, req }) => {
      const draftOnly = doc._status === 'draft' && (previousDoc?._status ?? 'draft') === 'draft';
      if (!draftOnly) await refreshPublicDocuments(req, await reach(req, doc, previousDoc));
      return doc;
    },
    afterDelete: async ({ doc, req }) => {
      await refreshPublicDocuments(req, await reach(req, doc, undefined));
      return doc;
    },
  };
}
