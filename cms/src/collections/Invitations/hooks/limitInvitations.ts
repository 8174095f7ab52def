import type { CollectionBeforeOperationHook } from 'payload';
import { limitAttempt } from '../../Users/rateLimit/limitAttempt';

/**
 * Counts each invitation by the client address and by the inviter (never by the invited
 * address): an inviter who sends too many waits, and nobody's sign-in or invitations to other
 * restaurants are held back by what one inviter sends. The counts are the `invite` flow's own.
 */
export const limitInvitations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || !req.user) return args;
  await limitAttempt(req, 'invite', `inviter:${req.user.id}`);
  return args;
};
