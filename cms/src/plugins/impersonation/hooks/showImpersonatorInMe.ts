import type { CollectionAfterMeHook } from 'payload';
import { impersonatorOf } from '../impersonatorOf';

/**
 * GET /api/users/me answers the user acted as with `impersonatedBy` (the admin's id), so a client
 * can tell an impersonation from the user's own session.
 */
export const showImpersonatorInMe: CollectionAfterMeHook = ({ req, response }) => {
  const impersonatedBy = impersonatorOf(req.user);
  const answer = response as { user?: Record<string, unknown> | null };
  if (impersonatedBy === null || !answer.user) return response;
  return { ...answer, user: { ...answer.user, impersonatedBy } };
};
