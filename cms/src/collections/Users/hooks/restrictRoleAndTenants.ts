import { APIError, type CollectionBeforeChangeHook } from 'payload';
import { isAdmin, roleOf, tenantIdsOf } from '../../../access/roles';

/**
 * An owner may create and edit staff of their own restaurants only: whatever the request says,
 * a user an owner creates is staff, and may belong only to restaurants the owner has.
 */
export const restrictRoleAndTenants: CollectionBeforeChangeHook = ({
  data,
  req,
  operation,
  originalDoc,
}) => {
  if (!req.user || isAdmin(req)) return data;
  const ownTenants = tenantIdsOf(req.user).map(String);
  const requested = tenantIdsOf(data).map(String);
  if (requested.some((id) => !ownTenants.includes(id))) {
    throw new APIError('You can only assign your own restaurants.', 403, undefined, true);
  }
  if (operation === 'create') {
    if (roleOf(req) !== 'owner') {
      throw new APIError('Only owners and admins can invite users.', 403, undefined, true);
    }
    return { ...data, role: 'staff' };
  }
  // Updating oneself or a staff member: the role stays what it was.
  return { ...data, role: (originalDoc as { role?: string } | undefined)?.role ?? 'staff' };
};
