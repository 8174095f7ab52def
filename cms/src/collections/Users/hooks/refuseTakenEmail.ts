import type { CollectionBeforeChangeHook } from 'payload';
import type { User } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';

/**
 * Creating an account for an address that already has one is refused with the reason, in the
 * admin's language. Without this the database's unique index answers, and the admin shows
 * Payload's "The following field is invalid: email". Checked across every account, whatever
 * the inviter may read: the answer says only that the address is taken, as sign-up forms do.
 */
export const refuseTakenEmail: CollectionBeforeChangeHook<User> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data;
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
  if (email === '') return data;
  const taken = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email } },
    req,
  });
  if (taken) {
    const t = await adminTranslator(req);
    throw publicApiError(t('admin.users.error.emailTaken', { email }), 409);
  }
  return data;
};
