import type { PayloadRequest } from 'payload';
import { postgresAdapter } from '../../utilities/postgresAdapter';
import { rebuildBrandsDocument } from './rebuildBrandsDocument';
import { rebuildRestaurantDocuments } from './rebuildRestaurantDocuments';

type Id = number | string;

/** What a change makes stale: some restaurants' menus, the brand list. */
export interface PublicDocumentsChange {
  restaurants?: readonly (Id | null | undefined)[];
  brands?: boolean;
}

interface Pending {
  restaurants: Set<number>;
  brands: boolean;
}

// The changes of each open transaction, rebuilt once just before it commits.
const pendingByTransaction = new Map<string, Pending>();

function add(pending: Pending, change: PublicDocumentsChange): void {
  for (const id of change.restaurants ?? []) {
    const number = Number(id);
    if (id !== null && id !== undefined && Number.isInteger(number))
      pending.restaurants.add(number);
  }
  if (change.brands) pending.brands = true;
}

async function rebuild(req: PayloadRequest, pending: Pending): Promise<void> {
  // The all-locale reads set `req.locale` to 'all' (local API with `req`); the save that called
  // this goes on in its own locale.
  const { locale, fallbackLocale } = req;
  const now = new Date();
  try {
    for (const restaurantId of [...pending.restaurants].sort((a, b) => a - b)) {
      try {
        await rebuildRestaurantDocuments(req, restaurantId, now);
      } catch (error) {
        // Never a reason to lose the save: its rows were deleted first, so a read builds them.
        req.payload.logger.error({ err: error, restaurantId }, 'Could not rebuild public menus');
      }
    }
    if (pending.brands) await rebuildBrandsDocument(req);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}

/**
 * Rebuilds the stored public documents `change` makes stale, in the request's transaction: once,
 * with everything the transaction changed, just before it commits, so each document shows the
 * committed state (a recompute's results, a dish marked stale and shown as "updating") and
 * commits with it, or rolls back with it. Without a transaction, at once.
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
    const pending: Pending = { restaurants: new Set(), brands: false };
    add(pending, change);
    await rebuild(req, pending);
    return;
  }
  const known = pendingByTransaction.get(id);
  if (known) {
    add(known, change);
    return;
  }
  const pending: Pending = { restaurants: new Set(), brands: false };
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
