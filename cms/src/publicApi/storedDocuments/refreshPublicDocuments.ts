import type { PayloadRequest } from 'payload';
import { postgresAdapter } from '../../utilities/postgresAdapter';
import { bumpListingVersion } from './listingVersion';
import { menusShowing, restaurantsOfMenus } from './menusShowing';
import { rebuildBrandsDocument } from './rebuildBrandsDocument';
import { rebuildMenuDocuments } from './rebuildMenuDocuments';
import { rebuildRestaurantDocuments } from './rebuildRestaurantDocuments';
import { dropRestaurantsMenus } from './storedDocumentRows';

type Id = number | string;

/**
 * What a change makes stale: all the menus of some restaurants (what every menu shows changed),
 * some menus only (their own content changed), the published menus showing some recipes as
 * dishes, the brand list.
 */
export interface PublicDocumentsChange {
  restaurants?: readonly (Id | null | undefined)[];
  menus?: readonly (Id | null | undefined)[];
  recipes?: readonly (Id | null | undefined)[];
  brands?: boolean;
}

interface Pending {
  restaurants: Set<number>;
  menus: Set<number>;
  recipes: Set<number>;
  brands: boolean;
}

const nothingPending = (): Pending => ({
  restaurants: new Set(),
  menus: new Set(),
  recipes: new Set(),
  brands: false,
});

function addIds(to: Set<number>, ids: readonly (Id | null | undefined)[] | undefined): void {
  for (const id of ids ?? []) {
    const number = Number(id);
    if (id !== null && id !== undefined && Number.isInteger(number)) to.add(number);
  }
}

/**
 * The restaurants whose stored menus one change rebuilds before it commits. Rebuilding one reads
 * its restaurant, menus and dishes (about 0.1 s on a busy 2-core machine, `npm run bench:scale`);
 * a change reaching more (a library food used across the provider) drops their menus instead, in
 * two statements, and each is built on its next read, as after the migration.
 */
export const REBUILD_AT_MOST = 10;

// The changes of each open transaction, rebuilt once just before it commits.
const pendingByTransaction = new Map<string, Pending>();

function add(pending: Pending, change: PublicDocumentsChange): void {
  addIds(pending.restaurants, change.restaurants);
  addIds(pending.menus, change.menus);
  addIds(pending.recipes, change.recipes);
  if (change.brands) pending.brands = true;
}

/**
 * The menus to build again, by restaurant, those of a restaurant rebuilt whole left out; the
 * recipes resolved to the menus showing them now, at the end of the transaction.
 */
async function menusByRestaurant(
  req: PayloadRequest,
  pending: Pending,
): Promise<Map<number, Set<number>>> {
  const menus = [
    ...(await restaurantsOfMenus(req, [...pending.menus])),
    ...(await menusShowing(req, [...pending.recipes])),
  ];
  const byRestaurant = new Map<number, Set<number>>();
  for (const { menuId, restaurantId } of menus) {
    if (pending.restaurants.has(restaurantId)) continue;
    const ids = byRestaurant.get(restaurantId) ?? new Set<number>();
    ids.add(menuId);
    byRestaurant.set(restaurantId, ids);
  }
  return byRestaurant;
}

async function rebuild(req: PayloadRequest, pending: Pending): Promise<void> {
  // The all-locale reads set `req.locale` to 'all' (local API with `req`); the save that called
  // this goes on in its own locale.
  const { locale, fallbackLocale } = req;
  const now = new Date();
  try {
    const menus = await menusByRestaurant(req, pending);
    // In the order of their ids, the order every rebuild takes the restaurants' marker rows in.
    const restaurants = [...new Set([...pending.restaurants, ...menus.keys()])];
    if (restaurants.length > REBUILD_AT_MOST) {
      await dropRestaurantsMenus(req, restaurants);
      restaurants.length = 0;
    }
    for (const restaurantId of restaurants.sort((a, b) => a - b)) {
      const menuIds = menus.get(restaurantId);
      try {
        if (menuIds) await rebuildMenuDocuments(req, restaurantId, menuIds, now);
        else await rebuildRestaurantDocuments(req, restaurantId, now);
      } catch (error) {
        // Never a reason to lose the save: its rows were deleted first, so a read builds them.
        req.payload.logger.error({ err: error, restaurantId }, 'Could not rebuild public menus');
      }
    }
    if (pending.brands) await rebuildBrandsDocument(req);
    // Last, so that its lock is held for the commit only. A change of recipes or of a menu's
    // dishes alone shows in no listing.
    if (pending.restaurants.size > 0 || pending.brands) await bumpListingVersion(req);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}

/**
 * Rebuilds the stored public documents `change` makes stale, in the request's transaction: once,
 * with everything the transaction changed, just before it commits, so each document shows the
 * committed state (a recompute's results, a dish marked stale and shown as "updating") and
 * commits with it, or rolls back with it. Without a transaction, at once. A change reaching the
 * menus of more than REBUILD_AT_MOST restaurants drops them instead, to be built on their next
 * read.
 *
 * Payload has no before-commit hook: this wraps the commit of the adapter's session, as
 * runAfterCommit does. Payload's commitTransaction takes the session out of its registry before
 * committing; it is put back for the rebuild, whose reads and writes must go through it.
 */
export async function refreshPublicDocuments(
  req: PayloadRequest,
  change: PublicDocumentsChange,
): Promise<void> {
  const transactionID = await req.transactionID;
  const adapter = postgresAdapter(req.payload);
  const id = transactionID === undefined || transactionID === null ? '' : String(transactionID);
  const session = id === '' ? undefined : adapter.sessions[id];
  if (!session) {
    const pending = nothingPending();
    add(pending, change);
    await rebuild(req, pending);
    return;
  }
  const known = pendingByTransaction.get(id);
  if (known) {
    add(known, change);
    return;
  }
  const pending = nothingPending();
  add(pending, change);
  pendingByTransaction.set(id, pending);
  const commit = session.resolve;
  const rollback = session.reject;
  session.resolve = async () => {
    pendingByTransaction.delete(id);
    adapter.sessions[id] = session;
    try {
      await rebuild(req, pending);
    } finally {
      delete adapter.sessions[id];
    }
    return commit();
  };
  session.reject = async () => {
    pendingByTransaction.delete(id);
    return rollback();
  };
}
