import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload';
import { env } from '../env';
import { runAfterCommit } from '../utilities/runAfterCommit';

type Id = number | string;

interface ChangedDoc {
  id: Id;
  slug?: string | null;
  restaurant?: Id | { id: Id; slug?: string | null } | null;
  _status?: string | null;
}

/** How long the storefront has to answer; a slow storefront must not hold anything up. */
const TIMEOUT_MS = 3000;

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
  const { STOREFRONT_REVALIDATE_URL: url, REVALIDATE_SECRET: secret } = env();
  if (!url) return;
  if (!secret) {
    // The storefront refuses unauthenticated revalidations: say why nothing is sent.
    req.payload.logger.error('STOREFRONT_REVALIDATE_URL is set without REVALIDATE_SECRET');
    return;
  }
  try {
    const body = JSON.stringify({
      restaurant: await restaurantSlugOf(req, collection, doc),
      collection,
      id: doc.id,
    });
    await runAfterCommit(req, () => {
      // Fire and forget: the save has already succeeded; a storefront that misses this
      // revalidates when its cache expires anyway.
      fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${secret}`,
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok) {
            req.payload.logger.warn(`Storefront revalidation answered ${response.status} (${url})`);
          }
        })
        .catch((error: unknown) => {
          req.payload.logger.warn({ err: error }, `Storefront revalidation failed (${url})`);
        });
    });
  } catch (error) {
    req.payload.logger.error({ err: error }, 'Could not prepare the storefront revalidation');
  }
}

/**
 * Tells the storefront (env STOREFRONT_REVALIDATE_URL, bearer REVALIDATE_SECRET) that public
 * content changed: POST `{ restaurant: slug | null, collection, id }` once the save commits.
 * Never fails or delays a save. A draft of a document never published changes nothing public,
 * so it is not announced.
 */
export const notifyStorefront: {
  afterChange: CollectionAfterChangeHook;
  afterDelete: CollectionAfterDeleteHook;
} = {
  afterChange: async ({ collection, doc, previousDoc, req }) => {
    const changed = doc as ChangedDoc;
    const before = previousDoc as ChangedDoc | undefined;
    const draftOnly = changed._status === 'draft' && (before?._status ?? 'draft') === 'draft';
    if (!draftOnly) await notify(req, collection.slug as CollectionSlug, changed);
    return doc;
  },
  afterDelete: async ({ collection, doc, req }) => {
    await notify(req, collection.slug as CollectionSlug, doc as ChangedDoc);
    return doc;
  },
};

/**
 * Announces recipes changed by a bulk write, which runs no hooks: once per restaurant, as the
 * storefront drops a restaurant's cached documents whichever of its recipes changed.
 */
export async function notifyStorefrontOfRecipes(
  req: PayloadRequest,
  recipes: readonly ChangedDoc[],
): Promise<void> {
  const announced = new Set<string>();
  for (const recipe of recipes) {
    const restaurant = recipe.restaurant;
    const key = String(typeof restaurant === 'object' && restaurant ? restaurant.id : restaurant);
    if (announced.has(key)) continue;
    announced.add(key);
    await notify(req, 'recipes', recipe);
  }
}
