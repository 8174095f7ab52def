import { type ContentChange, cacheTagsToPurge } from '@nutrimenu/core/contract';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload';
import { postToStorefronts } from '../changes/postToStorefronts';
import { publishChanges } from '../changes/publishChange';
import { purgeCdn } from '../changes/purgeCdn';
import { env } from '../env';
import { idOf } from '../utilities/idOf';
import { runAfterCommit } from '../utilities/runAfterCommit';

type Id = number | string;

/** What the announcement reads of any public collection's document. */
interface ChangedDoc {
  id: Id;
  slug?: string | null;
  restaurant?: Id | { id: Id; slug?: string | null } | null;
  _status?: string | null;
}

// The restaurant whose public pages show the document; `null` for brands (every page).
async function restaurantSlugOf(
  req: PayloadRequest,
  collection: CollectionSlug,
  doc: ChangedDoc,
): Promise<string | null> {
  if (collection === 'restaurants') return doc.slug ?? null;
  const restaurant = doc.restaurant;
  if (restaurant === null || restaurant === undefined) return null;
  if (typeof restaurant === 'object' && restaurant.slug) return restaurant.slug;
  const id = typeof restaurant === 'object' ? restaurant.id : restaurant;
  const found = await req.payload.find({
    collection: 'restaurants',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
    overrideAccess: true,
    select: { slug: true },
  });
  return found.docs[0]?.slug ?? null;
}

async function notify(req: PayloadRequest, collection: CollectionSlug, doc: ChangedDoc) {
  let change: ContentChange;
  try {
    change = { restaurant: await restaurantSlugOf(req, collection, doc), collection, id: doc.id };
  } catch (error) {
    req.payload.logger.error({ err: error }, 'Could not prepare the storefront revalidation');
    return;
  }
  await announce(req, [change]);
}

/** Publishes `changes` in the request's transaction, and posts them to the storefronts and the CDN after it commits. */
async function announce(req: PayloadRequest, changes: readonly ContentChange[]) {
  const {
    STOREFRONT_REVALIDATE_URL: storefronts,
    REVALIDATE_SECRET: secret,
    CDN_PURGE_URL: cdnUrl,
    CDN_PURGE_TOKEN: cdnToken,
  } = env();
  // In the save's transaction: delivered to every CMS instance's change stream on commit only.
  await publishChanges(req, changes);
  if (storefronts?.length && !secret) {
    // The storefront refuses unauthenticated revalidations: say why nothing is sent.
    req.payload.logger.error('STOREFRONT_REVALIDATE_URL is set without REVALIDATE_SECRET');
  }
  if (!(storefronts?.length && secret) && !cdnUrl) return;
  await runAfterCommit(req, () => {
    for (const change of changes) {
      if (storefronts?.length && secret) postToStorefronts(req, storefronts, secret, change);
      // Once per change, by the instance that committed it (not by each relaying instance).
      if (cdnUrl)
        purgeCdn(req, { url: cdnUrl, token: cdnToken }, cacheTagsToPurge(change.restaurant));
    }
  });
}

/**
 * Tells every storefront that public content changed, `{ restaurant: slug | null, collection,
 * id }` (core's ContentChange), once the save commits: through PostgreSQL to every CMS instance's
 * change stream (`GET /api/public/changes`, which storefronts subscribe to), by POST to each
 * storefront of STOREFRONT_REVALIDATE_URL (bearer REVALIDATE_SECRET), and to the CDN's purge
 * (CDN_PURGE_URL) with the change's cache tags. Never delays a save on a storefront or CDN. A
 * draft of a document never published changes nothing public, so it is not announced.
 */
export const notifyStorefront: {
  afterChange: CollectionAfterChangeHook<ChangedDoc>;
  afterDelete: CollectionAfterDeleteHook<ChangedDoc>;
} = {
  afterChange: async ({ collection, doc, previousDoc, req }) => {
    const draftOnly = doc._status === 'draft' && (previousDoc?._status ?? 'draft') === 'draft';
    if (!draftOnly) await notify(req, collection.slug as CollectionSlug, doc);
    return doc;
  },
  afterDelete: async ({ collection, doc, req }) => {
    await notify(req, collection.slug as CollectionSlug, doc);
    return doc;
  },
};

/**
 * Announces recipes changed by a bulk write, which runs no hooks: once per restaurant, as the
 * storefront drops a restaurant's cached documents whichever of its recipes changed. The
 * restaurants' slugs are read in one query: a library food's change reaches thousands.
 */
export async function notifyStorefrontOfRecipes(
  req: PayloadRequest,
  recipes: readonly ChangedDoc[],
): Promise<void> {
  const first = new Map<number, ChangedDoc>();
  for (const recipe of recipes) {
    const id = Number(idOf(recipe.restaurant ?? null));
    if (Number.isInteger(id) && !first.has(id)) first.set(id, recipe);
  }
  if (first.size === 0) return;
  const { docs } = await req.payload.find({
    collection: 'restaurants',
    where: { id: { in: [...first.keys()] } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { slug: true },
  });
  const slugs = new Map(docs.map((doc) => [doc.id, doc.slug ?? null]));
  await announce(
    req,
    [...first].map(([restaurant, recipe]) => ({
      restaurant: slugs.get(restaurant) ?? null,
      collection: 'recipes',
      id: recipe.id,
    })),
  );
}
