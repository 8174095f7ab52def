import type { MessageKey } from '@nutrimenu/core/messages';
import type { CollectionBeforeChangeHook } from 'payload';
import { isAdmin, roleOf, tenantIdsOf } from '../../../access/roles';
import type { User } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';

/**
 * An owner may create and edit staff of their own restaurants only: a user an owner creates is
 * staff (asking for another role is refused, not silently changed), and may be added only to
 * restaurants the owner has. Restaurants a user already had stay as they were.
 */
export const restrictRoleAndTenants: CollectionBeforeChangeHook<User> = async ({
  data,
  req,
  operation,
  originalDoc,
}) => {
  if (!req.user || isAdmin(req)) return data;
  const ownTenants = tenantIdsOf(req.user).map(String);
  const previous = tenantIdsOf(originalDoc).map(String);
  const added = tenantIdsOf(data)
    .map(String)
    .filter((id) => !previous.includes(id));
  // Refusals speak the admin's language (Accept-Language or the admin's choice).
  const refuse = async (key: MessageKey & `admin.users.error.${string}`) => {
    const t = await adminTranslator(req);
    return publicApiError(t(key), 403);
  };
  if (added.some((id) => !ownTenants.includes(id)))
    throw await refuse('admin.users.error.foreignRestaurant');
  if (operation === 'create') {
    if (roleOf(req) !== 'owner') throw await refuse('admin.users.error.inviteForbidden');
    if (data.role !== undefined && data.role !== 'staff')
      throw await refuse('admin.users.error.staffOnly');
    return { ...data, role: 'staff' };
  }
  // Updating oneself or a staff member: the role stays what it was.
  return { ...data, role: originalDoc?.role ?? 'staff' };
};
