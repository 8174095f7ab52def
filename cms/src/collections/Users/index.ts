import { LOCALES } from '@nutrimenu/core/locale';
import type { CollectionConfig } from 'payload';
import { isAdmin, ROLES } from '../../access/roles';
import { createUsers, deleteUsers, readUsers, updateUsers } from './access';
import { restrictRoleAndTenants } from './hooks/restrictRoleAndTenants';

/**
 * Accounts of provider staff (admin), restaurant owners and their staff. Tenancy (the
 * `tenants` array of restaurants) is added by the multi-tenant plugin.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role'],
    group: { en: 'Administration', ro: 'Administrare' },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: createUsers,
    read: readUsers,
    update: updateUsers,
    delete: deleteUsers,
    // Lifting a lockout is editing the account: without this the plugin's default lets any
    // member of a restaurant unlock its other users, owner included.
    unlock: updateUsers,
  },
  hooks: {
    beforeChange: [restrictRoleAndTenants],
  },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: ROLES.map((role) => ({ label: role, value: role })),
      saveToJWT: true,
      access: {
        update: ({ req }) => isAdmin(req),
      },
    },
    {
      name: 'preferredLocale',
      type: 'select',
      defaultValue: 'ro',
      options: LOCALES.map((locale) => ({ label: locale, value: locale })),
    },
  ],
};
