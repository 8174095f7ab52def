import type { Access } from 'payload';
import { isAdmin, roleOf } from '../../../access/roles';
import { idOfUnknown } from '../../../utilities/idOf';
import { restaurantsOpenToStaff } from './restaurantsOpenToStaff';

/*
 * Prices are the restaurant's business data. The multi-tenant plugin narrows every rule below
 * to the signed-in member's own restaurants; these rules say which members: any member reads,
 * owners (and provider admins) write, staff write only where the owner allows it.
 */

/** Signed-in members of the restaurant; nobody anonymous, ever. */
export const readPrices: Access = ({ req }) => Boolean(req.user);

/** Owners and admins; staff only in the restaurants that let them. */
export const writePrices: Access = async ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req) || roleOf(req) === 'owner') return true;
  if (roleOf(req) !== 'staff') return false;
  const open = await restaurantsOpenToStaff(req);
  return open.length > 0 ? { restaurant: { in: open } } : false;
};

/**
 * Create: as `writePrices`, checked against the restaurant sent (a create's access result is not
 * a query). Without one (the admin asks before a form exists) staff may when any of their
 * restaurants lets them; `refuseStaffWithoutPermission` checks the restaurant finally saved.
 */
export const createPrices: Access = async ({ req, data }) => {
  if (!req.user) return false;
  if (isAdmin(req) || roleOf(req) === 'owner') return true;
  if (roleOf(req) !== 'staff') return false;
  const open = await restaurantsOpenToStaff(req);
  const restaurant = idOfUnknown((data as { restaurant?: unknown } | undefined)?.restaurant);
  return restaurant === null ? open.length > 0 : open.includes(Number(restaurant));
};
