import type { Access, Where } from 'payload';
import { isAdmin, roleOf, tenantIdsOf } from '../../../access/roles';

const self = (id: number | string): Where => ({ id: { equals: id } });
const staffOf = (tenants: (number | string)[]): Where => ({
  and: [{ role: { equals: 'staff' } }, { 'tenants.tenant': { in: tenants } }],
});

/** Admins see everyone; owners see themselves and the users of their restaurants; staff themselves. */
export const readUsers: Access = ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  if (roleOf(req) === 'owner') {
    return { or: [self(req.user.id), { 'tenants.tenant': { in: tenantIdsOf(req.user) } }] };
  }
  return self(req.user.id);
};

/** Admins edit everyone; owners themselves and their staff; staff themselves. */
export const updateUsers: Access = ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  if (roleOf(req) === 'owner') return { or: [self(req.user.id), staffOf(tenantIdsOf(req.user))] };
  return self(req.user.id);
};

/** Admins delete anyone; owners only their staff. */
export const deleteUsers: Access = ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  if (roleOf(req) === 'owner') return staffOf(tenantIdsOf(req.user));
  return false;
};

/**
 * Admins create accounts; owners invite (collections/Invitations), which creates an account only
 * for an address that has none, without telling them which.
 */
export const createUsers: Access = ({ req }) => isAdmin(req);
