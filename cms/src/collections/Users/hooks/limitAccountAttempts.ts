import type { CollectionBeforeOperationHook } from 'payload';
import { limitAttempt } from '../rateLimit/limitAttempt';

/**
 * Rate limits sign-in (REST `/login` and GraphQL `loginUser` run this operation) and setting a
 * password through a reset or invitation link, by client address and by account, before anything
 * else looks at the request: a refused attempt costs no password hash and tells nothing about the
 * e-mail. Forgot-password is limited in its own endpoint and mutation (startForgotPassword runs
 * the operation without the client's request).
 */
export const limitAccountAttempts: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation === 'login') {
    const email = (args as { data?: { email?: unknown } }).data?.email;
    await limitAttempt(req, 'signIn', typeof email === 'string' ? email : null);
  }
  if (operation === 'resetPassword') {
    const token = (args as { data?: { token?: unknown } }).data?.token;
    // The account is known only from a valid link; guessing links counts by address.
    const user =
      typeof token === 'string' && token !== ''
        ? await req.payload.db.findOne<{ id: number; email?: string }>({
            collection: collection.slug,
            req,
            where: { resetPasswordToken: { equals: token } },
          })
        : null;
    await limitAttempt(req, 'setPassword', user?.email ?? null);
  }
  return args;
};
