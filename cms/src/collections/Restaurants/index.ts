import { slugify } from '@nutrimenu/core/contract';
import { LOCALES } from '@nutrimenu/core/locale';
import type { CollectionConfig } from 'payload';
import { isAdminOrOwner } from '../../access/isAdminOrOwner';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isAdmin } from '../../access/roles';
import { ownRestaurantOrGlobal } from '../../fields/ownRestaurantOrGlobal';
import { slugField } from '../../fields/slugField';
import { notifyStorefront } from '../../hooks/notifyStorefront';

const link = (name: string) => ({ name, type: 'text' as const });
const ownImages = ownRestaurantOrGlobal(({ id }) => id);

/** A restaurant location: the tenant that owns menus, recipes and private ingredients. */
export const Restaurants: CollectionConfig = {
  slug: 'restaurants',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'brand', 'publicMenu'],
    group: { en: 'Restaurant', ro: 'Restaurant' },
  },
  access: {
    // The multi-tenant plugin narrows reads and updates to one's own restaurants; staff may
    // only read theirs (without this rule the plugin's default lets any member edit it).
    update: isAdminOrOwner,
    create: isProviderAdmin,
    delete: isProviderAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3 },
    slugField('name', { unique: true }),
    {
      name: 'brand',
      type: 'relationship',
      relationTo: 'brands',
      required: true,
      // The brand decides hosts and billing: provider staff choose it, owners do not.
      access: { update: ({ req }) => isAdmin(req) },
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'citySlug', type: 'text', index: true, admin: { readOnly: true } },
      ],
    },
    { name: 'address', type: 'text' },
    { name: 'phone', type: 'text' },
    {
      name: 'links',
      type: 'group',
      fields: [
        link('facebook'),
        link('instagram'),
        link('map'),
        link('review'),
        link('website'),
        link('reservation'),
      ],
    },
    // The restaurant's own images or global ones, never another restaurant's.
    { name: 'logo', type: 'upload', relationTo: 'media', filterOptions: ownImages },
    { name: 'cover', type: 'upload', relationTo: 'media', filterOptions: ownImages },
    {
      name: 'specifics',
      type: 'select',
      hasMany: true,
      options: [
        'traditional',
        'international',
        'vegan_friendly',
        'pizza',
        'fast_food',
        'fine_dining',
        'cafe',
        'pub',
        'terrace',
        'delivery',
      ],
      admin: { description: 'Features the restaurant listing filters by' },
    },
    { name: 'publicMenu', type: 'checkbox', defaultValue: true },
    {
      // Stores nothing: links to the allergen matrix and the QR codes (endpoints/downloads).
      name: 'downloads',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/downloads/components/Downloads#RestaurantDownloads' },
      },
    },
    {
      name: 'defaultLocale',
      type: 'select',
      required: true,
      defaultValue: 'ro',
      options: [...LOCALES],
    },
    {
      name: 'offeredLocales',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['ro', 'en'],
      options: [...LOCALES],
    },
    {
      name: 'currency',
      type: 'text',
      required: true,
      defaultValue: 'RON',
      maxLength: 3,
      minLength: 3,
    },
  ],
  hooks: {
    beforeChange: [
      ({ data }) => {
        if (typeof data.city === 'string') data.citySlug = slugify(data.city);
        return data;
      },
    ],
    afterChange: [notifyStorefront.afterChange],
    afterDelete: [notifyStorefront.afterDelete],
  },
};
