import type { PayloadRequest } from 'payload';
import {
  IMPERSONATION_EVENTS,
  type ImpersonationAction,
} from '../../collections/ImpersonationEvents';
import type { StoredUser } from './adminSessions';
import { requestOrigin } from './requestOrigin';

/**
 * Writes one entry of the impersonation log for the request (in its transaction). A system
 * write: the log is closed to every API user, admins included.
 */
export async function recordImpersonation(
  req: PayloadRequest,
  entry: { action: ImpersonationAction; admin: StoredUser; user: StoredUser; session: string },
): Promise<void> {
  const { ip, userAgent } = requestOrigin(req.headers);
  await req.payload.create({
    collection: IMPERSONATION_EVENTS,
    data: {
      action: entry.action,
      admin: Number(entry.admin.id),
      adminEmail: entry.admin.email ?? String(entry.admin.id),
      user: Number(entry.user.id),
      userEmail: entry.user.email ?? String(entry.user.id),
      session: entry.session,
      ip,
      userAgent,
    },
    overrideAccess: true,
    req,
  });
}
