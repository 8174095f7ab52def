import type { MultiTenantPluginConfig } from '@payloadcms/plugin-multi-tenant/types';
import { getTenantListFilter } from '@payloadcms/plugin-multi-tenant/utilities';
import type { BaseFilter, Where } from 'payload';
import { isAdmin, roleOf } from '../../../access/roles';

type AccessResultOverride = NonNullable<MultiTenantPluginConfig['usersAccessResultOverride']>;

/**
 * Accounts `ownerId` invited that belong to no restaurant any more (an admin took them out of
 * the last one). No restaurant's staff list shows them, so the owner who invited them must
 * still see and remove them; nobody else gets to.
 */
export const invitedWithoutRestaurant = (ownerId: number | string): Where => ({
  and: [{ invitedBy: { equals: ownerId } }, { 'tenants.tenant': { exists: false } }],
});

/**
 * The multi-tenant plugin narrows every non-admin's access to users to "self or a user of my
 * restaurants", after our own rules (access/index.ts): this widens the owner's read and delete
 * again by `invitedWithoutRestaurant`. Nothing else changes.
 */
export const usersAccessResultOverride: AccessResultOverride = ({
  accessKey,
  accessResult,
  req,
}) => {
  if (!req.user || roleOf(req) !== 'owner' || (accessKey !== 'read' && accessKey !== 'delete'))
    return accessResult;
  const orphans = invitedWithoutRestaurant(req.user.id);
  if (accessResult === true) return true;
  if (accessResult === false) return orphans;
  return { or: [accessResult, orphans] };
};

/**
 * The users list's filter: the plugin's (the restaurant selected in the tenant selector, else
 * the user's restaurants), plus, for an owner, the accounts they invited that have none left.
 * Replaces the plugin's own (`useUsersTenantFilter: false`), which would hide those accounts.
 */
export const usersListFilter: BaseFilter = ({ req }) => {
  const byRestaurant = getTenantListFilter({
    filterFieldName: 'tenants.tenant',
    req,
    tenantsArrayFieldName: 'tenants',
    tenantsArrayTenantFieldName: 'tenant',
    tenantsCollectionSlug: 'restaurants',
    userHasAccessToAllTenants: (user) => isAdmin({ user }),
  });
  if (!req.user || roleOf(req) !== 'owner' || !byRestaurant) return byRestaurant;
  return { or: [byRestaurant, invitedWithoutRestaurant(req.user.id)] };
};
