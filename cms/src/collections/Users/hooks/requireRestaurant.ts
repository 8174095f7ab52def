import type { CollectionBeforeChangeHook } from 'payload';
import { isAdmin, tenantIdsOf } from '../../../access/roles';
import type { User } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';

/**
 * An account an owner creates belongs to at least one of their restaurants: without one the
 * invitee could sign in to nothing, and the owner would lose sight of the account. Refused at
 * `beforeChange`, so before `sendInvitation` mails anybody. Provider admins are not held to it:
 * they create owners before their restaurant exists and move accounts between restaurants.
 */
export const requireRestaurant: CollectionBeforeChangeHook<User> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user || isAdmin(req)) return data;
  if (tenantIdsOf(data).length === 0) {
    const t = await adminTranslator(req);
    throw publicApiError(t('admin.users.error.restaurantRequired'), 400);
  }
  return data;
};
