import type { CollectionAfterLoginHook, CollectionAfterOperationHook } from 'payload';
import { forgiveSignIn, releaseAccount } from '../rateLimit/limitAttempt';

/** A successful sign-in: the rate limits count failures only (limitAccountAttempts). */
export const forgiveSuccessfulSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await forgiveSignIn(req, String(user.email ?? ''));
};

/**
 * A password set through the e-mailed link (reset or invitation) frees the account from the
 * sign-in limit others ran it into: its owner can always get back in that way.
 */
export const releaseAccountOnNewPassword: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword') return result;
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email;
  if (typeof email === 'string') await releaseAccount(req, email);
  return result;
};
