import type { CollectionBeforeChangeHook } from 'payload';
import { isAdmin, roleOf, tenantIdsOf } from '../../../access/roles';
import { publicApiError } from '../../../lib/publicApiError';

/**
 * An owner may create and edit staff of their own restaurants only: a user an owner creates is
 * staff (asking for another role is refused, not silently changed), and may be added only to
 * restaurants the owner has. Restaurants a user already had stay as they were.
 */
export const restrictRoleAndTenants: CollectionBeforeChangeHook = ({
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
  if (added.some((id) => !ownTenants.includes(id))) {
    throw publicApiError('You can only assign your own restaurants.', 403);
  }
  if (operation === 'create') {
    if (roleOf(req) !== 'owner') {
      throw publicApiError('Only owners and admins can invite users.', 403);
    }
    if (data.role !== undefined && data.role !== 'staff') {
      throw publicApiError('Owners can only invite staff members.', 403);
    }
    return { ...data, role: 'staff' };
  }
  // Updating oneself or a staff member: the role stays what it was.
  return { ...data, role: (originalDoc as { role?: string } | undefined)?.role ?? 'staff' };
};
