import type { FieldAccess, PayloadRequest } from 'payload';
import { isAdmin } from '../../../access/roles';
import type { User } from '../../../payload-types';
import { isImpersonating } from '../../../plugins/impersonation/impersonatorOf';

/**
 * Who may change a user's e-mail address or password: the user themself (who must also give
 * their current password, see `guardCredentialChanges`) or a provider admin. An owner manages
 * their staff's names, roles and restaurants, but not how they sign in.
 *
 * An admin acting as someone else (impersonation) may change nobody's: their requests carry the
 * other user's identity, and the account stays its owner's even if the admin knows the password.
 */
export function canChangeCredentials(
  req: Pick<PayloadRequest, 'user'>,
  userId: number | string | undefined,
): boolean {
  if (!req.user || isImpersonating(req)) return false;
  if (userId !== undefined && String(req.user.id) === String(userId)) return true;
  return isAdmin(req);
}

/**
 * `canChangeCredentials` as field access for Payload's e-mail and password fields: the admin then
 * shows them read-only, and hides "Change password", for those who may not change them.
 */
export const credentialFieldAccess: FieldAccess<User> = ({ req, id, doc }) =>
  canChangeCredentials(req, id ?? doc?.id);
