import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../access/isProviderAdmin';
import { roleOf, tenantIdsOf } from '../access/roles';
import { notifyStorefront } from '../hooks/notifyStorefront';

/** A restaurant's subscription; the public menu is served only while one covers today. */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: {
    useAsTitle: 'plan',
    defaultColumns: ['restaurant', 'plan', 'status', 'startsAt', 'endsAt'],
    group: { en: 'Administration', ro: 'Administrare' },
  },
  access: {
    read: ({ req }) => {
      if (!req.user) return false;
      if (roleOf(req) === 'admin') return true;
      if (roleOf(req) === 'owner') return { restaurant: { in: tenantIdsOf(req.user) } };
      return false;
    },
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  fields: [
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      required: true,
      index: true,
    },
    {
      name: 'plan',
      type: 'select',
      required: true,
      defaultValue: 'standard',
      options: ['trial', 'standard', 'premium'],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: ['active', 'cancelled'],
    },
    { name: 'startsAt', type: 'date', required: true },
    { name: 'endsAt', type: 'date', required: true },
  ],
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data?.startsAt && data?.endsAt && new Date(data.endsAt) <= new Date(data.startsAt)) {
          throw new Error('The end date must be after the start date.');
        }
        return data;
      },
    ],
    afterChange: [notifyStorefront.afterChange],
    afterDelete: [notifyStorefront.afterDelete],
  },
};
