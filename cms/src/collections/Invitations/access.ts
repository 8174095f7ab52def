import type { Access } from 'payload';
import { isAdmin, roleOf, tenantIdsOf } from '../../access/roles';

/**
 * Invitations of a restaurant are seen and withdrawn by its owners and by provider admins; staff
 * and other restaurants see none of them (the list says who was invited, and when).
 */
export const ownersOfTheRestaurant: Access = ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  if (roleOf(req) === 'owner') return { restaurant: { in: tenantIdsOf(req.user) } };
  return false;
};

/** Owners invite to their own restaurants (checked in prepareInvitation); admins anywhere. */
export const ownersAndAdmins: Access = ({ req }) => isAdmin(req) || roleOf(req) === 'owner';

/** Invitations are withdrawn, not deleted: the link must keep answering "withdrawn". */
export const adminsOnly: Access = ({ req }) => isAdmin(req);
