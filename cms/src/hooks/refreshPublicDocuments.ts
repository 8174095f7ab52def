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
  /** A menu's: what every menu of its restaurant lists of it. */
  name?: unknown;
  slug?: string | null;
  isDefault?: boolean | null;
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

/**
 * The published menus showing the recipe as a dish (read at the end of the transaction), in the
 * locales stored. A recipe used only inside others reaches their menus through their recompute
 * (recomputeRecipesUsing), which reports the recipes it wrote.
 */
export const menusShowingTheRecipe: Reach = async (_req, doc) => ({ recipes: [doc.id] });

/**
 * A menu's own documents when only its sections changed; the restaurant's menus when what each of
 * them lists of it changed (its name, slug, default flag, publication) or it moved.
 */
export const theMenu: Reach = async (_req, doc, previousDoc) => {
  const listedAlike =
    previousDoc !== undefined &&
    idOf(doc.restaurant) === idOf(previousDoc.restaurant) &&
    doc._status === previousDoc._status &&
    doc.slug === previousDoc.slug &&
    Boolean(doc.isDefault) === Boolean(previousDoc.isDefault) &&
    JSON.stringify(doc.name) === JSON.stringify(previousDoc.name);
  return listedAlike
    ? { menus: [doc.id] }
    : { restaurants: [idOf(doc.restaurant), idOf(previousDoc?.restaurant)] };
};

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
 * changes nothing public, so it rebuilds nothing. A deletion reaches `reachOnDelete`: what linked
 * to the document (a menu's dishes) is gone by then.
 */
export function refreshPublicDocumentsHooks(
  reach: Reach,
  reachOnDelete: Reach = reach,
): {
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
      await refreshPublicDocuments(req, await reachOnDelete(req, doc, undefined));
      return doc;
    },
  };
}
