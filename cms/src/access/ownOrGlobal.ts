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

/** Create access: a non-admin may only create documents of one of their restaurants. */
export const createOwn: Access = ({ req, data }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  const restaurant = (
    data as { restaurant?: number | string | { id: number | string } } | undefined
  )?.restaurant;
  if (restaurant === undefined || restaurant === null) return false;
  const id = typeof restaurant === 'object' ? restaurant.id : restaurant;
  return tenantIdsOf(req.user).map(String).includes(String(id));
};
