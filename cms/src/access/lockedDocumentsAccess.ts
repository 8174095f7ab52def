import type { Access, CollectionSlug, PayloadRequest, Where } from 'payload';
import type { PayloadLockedDocument } from '../payload-types';
import { idOf } from '../utilities/idOf';
import { isAdmin } from './roles';

export const LOCKS_SLUG = 'payload-locked-documents';

type Id = number | string;
type Operation = 'read' | 'update';

interface Ref {
  relationTo?: string;
  value?: Id | { id: Id } | null;
}

/** The id of the document (or user) a lock's polymorphic relationship points at. */
const refId = (ref: Ref | null | undefined): Id | null => idOf(ref?.value);

/**
 * The ids, among `ids` of `collection`, that the signed-in user may `operation` by that
 * collection's own access rules (the multi-tenant plugin's included): the rule's answer,
 * applied in one query.
 */
async function permittedIds(
  req: PayloadRequest,
  collection: string,
  ids: Id[],
  operation: Operation,
): Promise<Set<string>> {
  const config = req.payload.collections[collection as CollectionSlug]?.config;
  const rule = config?.access?.[operation];
  if (!config || !rule) return new Set();
  const result = await rule({ req } as Parameters<typeof rule>[0]);
  if (!result) return new Set();
  const where: Where =
    result === true ? { id: { in: ids } } : { and: [{ id: { in: ids } }, result as Where] };
  const { docs } = await req.payload.find({
    collection: collection as CollectionSlug,
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: {},
  });
  return new Set(docs.map((doc) => String(doc.id)));
}

/**
 * The locks the signed-in user may see (`read`) or take over and release (`update`): their own,
 * and those on documents they may read / update. Locks on globals stay with admins. Locks are
 * few (one per document open in an editor), so all are read and checked per collection.
 */
async function permittedLockIds(req: PayloadRequest, operation: Operation): Promise<Id[]> {
  const { docs } = await req.payload.db.find<PayloadLockedDocument>({
    collection: LOCKS_SLUG,
    pagination: false,
    req,
    where: {},
  });
  const userId = String(req.user?.id);
  const byCollection = new Map<string, PayloadLockedDocument[]>();
  const permitted: Id[] = [];
  for (const lock of docs) {
    if (String(refId(lock.user)) === userId) permitted.push(lock.id);
    else if (lock.document?.relationTo && refId(lock.document) !== null) {
      const slug = lock.document.relationTo;
      byCollection.set(slug, [...(byCollection.get(slug) ?? []), lock]);
    }
  }
  for (const [collection, locks] of byCollection) {
    const allowed = await permittedIds(
      req,
      collection,
      locks.map((lock) => refId(lock.document) as Id),
      operation,
    );
    for (const lock of locks) {
      if (allowed.has(String(refId(lock.document)))) permitted.push(lock.id);
    }
  }
  return permitted;
}

// An id no lock has: `in: []` is not a query every adapter accepts.
const NONE: Where = { id: { equals: 0 } };

const whereIdIn = (ids: Id[]): Where => (ids.length > 0 ? { id: { in: ids } } : NONE);

/** The lock's holder, when a request sets one, must be the signed-in user. */
const holderIsSelf = (req: PayloadRequest, data: unknown): boolean => {
  const user = (data as { user?: Ref | Id | null } | undefined)?.user;
  if (user === undefined) return true;
  const id = typeof user === 'object' && user !== null ? refId(user) : user;
  return String(id) === String(req.user?.id);
};

/**
 * Access to Payload's `payload-locked-documents` (who is editing what). Payload gives every
 * signed-in user every lock, across restaurants, and lets anyone lock anything; Payload itself
 * creates and checks locks below access control, so these rules only bound what users do
 * through the API: see and release locks of documents they can reach, lock only documents they
 * may edit, and only in their own name. Admins keep Payload's defaults.
 */
export const lockedDocumentsAccess: Record<'create' | 'read' | 'update' | 'delete', Access> = {
  read: async ({ req }) => {
    if (!req.user) return false;
    if (isAdmin(req)) return true;
    return whereIdIn(await permittedLockIds(req, 'read'));
  },
  create: async ({ req, data }) => {
    if (!req.user) return false;
    if (isAdmin(req)) return true;
    const document = (data as { document?: Ref } | undefined)?.document;
    const id = refId(document);
    if (!document?.relationTo || id === null || !holderIsSelf(req, data)) return false;
    return (await permittedIds(req, document.relationTo, [id], 'update')).size > 0;
  },
  update: async ({ req, data }) => {
    if (!req.user) return false;
    if (isAdmin(req)) return true;
    if (!holderIsSelf(req, data)) return false;
    return whereIdIn(await permittedLockIds(req, 'update'));
  },
  delete: async ({ req }) => {
    if (!req.user) return false;
    if (isAdmin(req)) return true;
    return whereIdIn(await permittedLockIds(req, 'update'));
  },
};
