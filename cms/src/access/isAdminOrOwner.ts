import type { PayloadRequest } from 'payload';
import { isAdmin, roleOf } from './roles';

/**
 * Provider admins and restaurant owners. Usable as collection and field access: on tenant
 * collections the multi-tenant plugin narrows owners to their own restaurants.
 */
export const isAdminOrOwner = ({ req }: { req: Pick<PayloadRequest, 'user'> }): boolean =>
  isAdmin(req) || roleOf(req) === 'owner';
