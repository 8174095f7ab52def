import type { Access, Where } from 'payload';
import { isAdmin, tenantIdsOf } from './roles';

/**
 * Read access for collections that mix a provider-owned global library with restaurant-private
 * documents (ingredients, media): admins see all; others see the global ones and their
 * restaurants' own. The multi-tenant plugin cannot express "no tenant = shared", hence this rule.
 */
export const readOwnOrGlobal: Access = ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  const where: Where = {
    or: [{ restaurant: { exists: false } }, { restaurant: { in: tenantIdsOf(req.user) } }],
  };
  return where;
};

/** Write access to the same collections: admins everything, others only their restaurants' own. */
export const writeOwn: Access = ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  const where: Where = { restaurant: { in: tenantIdsOf(req.user) } };
  return where;
};

/**
 * Create access: a non-admin may only create documents of one of their restaurants. Without a
 * restaurant in the data (the admin asks before any form exists, and a form may leave it
 * empty) any member of a restaurant may: `enforceOwnRestaurant` then puts the document in
 * their one restaurant, or asks which one, so it never lands in the global library.
 */
export const createOwn: Access = ({ req, data }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  const tenants = tenantIdsOf(req.user).map(String);
  const restaurant = (
    data as { restaurant?: number | string | { id: number | string } } | undefined
  )?.restaurant;
  if (restaurant === undefined || restaurant === null) return tenants.length > 0;
  const id = typeof restaurant === 'object' ? restaurant.id : restaurant;
  return tenants.includes(String(id));
};
