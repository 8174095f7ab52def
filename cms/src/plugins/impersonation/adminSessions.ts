import type { Payload, PayloadRequest, SanitizedCollectionConfig } from 'payload';
import { addSessionToUser, removeExpiredSessions } from 'payload/shared';

/** The admin's user collection (`users`; Payload types it as any collection). */
export function usersSlug(payload: Payload): 'users' {
  return payload.config.admin.user as 'users';
}

/** A user as stored, with Payload's session list (`auth.useSessions`, on by default). */
export interface StoredUser {
  id: number | string;
  email?: string | null;
  name?: string | null;
  role?: string | null;
  sessions?: { id: string; createdAt?: Date | string | null; expiresAt: Date | string }[] | null;
  updatedAt?: string | null;
  [field: string]: unknown;
}

/**
 * An impersonation lives in a session of its own in the admin's Payload session list, so it
 * ends with everything that ends the admin's sessions (sign-out everywhere, a password change,
 * expiry) and exit ends just it. These helpers change that list the way Payload's login, refresh
 * and logout operations do (a raw `db.updateOne` that leaves `updatedAt` alone).
 */
export function usersCollection(payload: Payload): SanitizedCollectionConfig {
  const collection = payload.collections[usersSlug(payload)];
  if (!collection?.config.auth?.useSessions) {
    throw new Error('Impersonation needs the admin user collection with auth sessions');
  }
  return collection.config;
}

export function loadStoredUser(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<StoredUser | null> {
  return payload.db.findOne<StoredUser>({
    collection: usersSlug(payload),
    ...(req ? { req } : {}),
    where: { id: { equals: id } },
  });
}

/** Whether the user has the session `sid` and it has not expired. */
export function hasLiveSession(user: StoredUser, sid: string, now: Date = new Date()): boolean {
  return (user.sessions ?? []).some(
    (session) => session.id === sid && new Date(session.expiresAt).getTime() > now.getTime(),
  );
}

/** Opens a new session for the user (as a sign-in does) and returns its id. */
export async function openSession(
  payload: Payload,
  req: PayloadRequest,
  user: StoredUser,
): Promise<string> {
  const collectionConfig = usersCollection(payload);
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never });
  if (!sid) throw new Error('Payload did not open a session');
  return sid;
}

/** Ends the user's session `sid` (and drops expired ones). */
export async function closeSession(
  payload: Payload,
  req: PayloadRequest,
  user: StoredUser,
  sid: string,
): Promise<void> {
  const live = removeExpiredSessions((user.sessions ?? []) as never) as StoredUser['sessions'];
  await writeSessions(
    payload,
    req,
    user,
    (live ?? []).filter((session) => session.id !== sid),
  );
}

/** Gives the user's session `sid` a full lifetime again, as Payload's refresh does. */
export async function extendSession(
  payload: Payload,
  req: PayloadRequest,
  user: StoredUser,
  sid: string,
): Promise<void> {
  const lifetimeMs = usersCollection(payload).auth.tokenExpiration * 1000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const sessions = (user.sessions ?? []).map((session) =>
    session.id === sid ? { ...session, expiresAt } : session,
  );
  await writeSessions(payload, req, user, sessions);
}

async function writeSessions(
  payload: Payload,
  req: PayloadRequest,
  user: StoredUser,
  sessions: NonNullable<StoredUser['sessions']>,
): Promise<void> {
  // The caller's copy follows, so a session opened next (exit) starts from this list.
  user.sessions = sessions;
  await payload.db.updateOne({
    id: user.id,
    collection: usersSlug(payload),
    // Payload's own session writes pass `updatedAt: null` so a session change is not an edit.
    data: { ...user, sessions, updatedAt: null },
    req,
    returning: false,
  });
}
