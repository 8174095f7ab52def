import type { Config, Field } from 'payload';
import { catalogLabel } from '../i18n/catalogLabel';

function labelled(field: Field): Field {
  if (field.type !== 'array' || field.name !== 'tenants') return field;
  return {
    ...field,
    label: catalogLabel('admin.users.restaurants'),
    labels: {
      singular: catalogLabel('admin.collection.restaurants.singular'),
      plural: catalogLabel('admin.users.restaurants'),
    },
    // Each row by its restaurant's name, not "Restaurant 01".
    admin: {
      ...field.admin,
      components: {
        ...field.admin?.components,
        RowLabel: '/collections/Users/components/TenantRowLabel#TenantRowLabel',
      },
    },
    fields: field.fields.map((row) =>
      row.type === 'relationship' && row.name === 'tenant'
        ? { ...row, label: catalogLabel('admin.collection.restaurants.singular') }
        : row,
    ),
  };
}

/**
 * Labels the users' `tenants` array that the multi-tenant plugin adds (it takes no label
 * option, and Payload would show "Tenants" / "Tenant" in every language) as the user's
 * restaurants, each row by its restaurant's name. Runs after that plugin; labels only, so the
 * schema is unchanged.
 */
export function labelTenantsField(usersSlug: string) {
  return (config: Config): Config => ({
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug === usersSlug
        ? { ...collection, fields: collection.fields.map(labelled) }
        : collection,
    ),
  });
}
