import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities';
import type { Config, DefaultValue, Field, FilterOptions } from 'payload';
import { isAdmin, tenantIdsOf } from '../access/roles';

/** Non-admins pick among their own restaurants only (admins, and the server, among all). */
const ownRestaurants: FilterOptions = ({ req }) =>
  !req.user || isAdmin(req) ? true : { id: { in: tenantIdsOf(req.user) } };

/**
 * A new account starts in the restaurant in use: the tenant selector's (cookie) when it is one
 * of the creator's, else the creator's only restaurant; none for admins and for owners of
 * several restaurants with none selected.
 */
const restaurantInUse: DefaultValue = ({ req }) => {
  if (!req.user || isAdmin(req)) return [];
  const own = tenantIdsOf(req.user);
  const selected = getTenantFromCookie(req.headers, req.payload.db.defaultIDType);
  const match = own.find((id) => String(id) === String(selected));
  if (match !== undefined) return [{ tenant: match }];
  return own.length === 1 ? [{ tenant: own[0] }] : [];
};

function forOwners(field: Field): Field {
  if (field.type !== 'array' || field.name !== 'tenants') return field;
  return {
    ...field,
    defaultValue: restaurantInUse,
    fields: field.fields.map((row) =>
      row.type === 'relationship' && row.name === 'tenant'
        ? { ...row, filterOptions: ownRestaurants }
        : row,
    ),
  };
}

/**
 * The users' `tenants` array (added by the multi-tenant plugin) as an owner's invitation form
 * needs it: only the owner's restaurants to choose from, the one in use preselected. The
 * server-side rule stays `restrictRoleAndTenants`; this shapes the form (and `filterOptions`
 * also rejects a foreign id at validation).
 */
export function ownRestaurantsInTenantsField(usersSlug: string) {
  return (config: Config): Config => ({
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug === usersSlug
        ? { ...collection, fields: collection.fields.map(forOwners) }
        : collection,
    ),
  });
}
