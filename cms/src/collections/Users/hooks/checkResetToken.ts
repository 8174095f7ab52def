import type { CollectionBeforeOperationHook } from 'payload';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';

/**
 * Checks a reset or invitation token before Payload's reset-password operation does, only to
 * answer in the reader's language: Payload's own answer is always the English "Token is either
 * invalid or has expired." A token works once (Payload expires it when it is used) and until its
 * expiry; the check is the one Payload makes.
 */
export const checkResetToken: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args;
  const token = (args as { data?: { token?: unknown } }).data?.token;
  const user =
    typeof token === 'string' && token !== ''
      ? await req.payload.db.findOne({
          collection: collection.slug,
          req,
          where: {
            resetPasswordToken: { equals: token },
            resetPasswordExpiration: { greater_than: new Date().toISOString() },
          },
        })
      : null;
  if (!user) {
    const t = await adminTranslator(req);
    throw publicApiError(t('admin.account.error.tokenInvalid'), 403);
  }
  return args;
};
