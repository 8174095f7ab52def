import type { PayloadRequest } from 'payload';
import { closeSession, loadStoredUser, type StoredUser } from './adminSessions';
import { type ImpersonatedUser, impersonatorOf } from './impersonatorOf';
import { recordImpersonation } from './recordImpersonation';

/**
 * Ends the impersonation the request is made in: closes its session in the admin's session list,
 * so its token stops working everywhere, and logs the exit. Returns the admin, or `null` when the
 * request is not an impersonation. Runs in the request's transaction when it has one.
 */
export async function endImpersonation(req: PayloadRequest): Promise<{ admin: StoredUser } | null> {
  const adminId = impersonatorOf(req.user);
  const session = (req.user as ImpersonatedUser | null)?._impersonationSession;
  if (!req.user || adminId === null || !session) return null;
  const [admin, user] = await Promise.all([
    loadStoredUser(req.payload, adminId, req),
    loadStoredUser(req.payload, req.user.id, req),
  ]);
  if (!admin || !user) return null;
  await closeSession(req.payload, req, admin, session);
  await recordImpersonation(req, { action: 'exit', admin, user, session });
  return { admin };
}
