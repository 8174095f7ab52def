import { slugify } from '@nutrimenu/core/contract';
import { LOCALES } from '@nutrimenu/core/locale';
import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../access/isProviderAdmin';
import { slugField } from '../fields/slugField';

const link = (name: string) => ({ name, type: 'text' as const });

/** A restaurant location: the tenant that owns menus, recipes and private ingredients. */
export const Restaurants: CollectionConfig = {
  slug: 'restaurants',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'brand', 'publicMenu'],
    group: { en: 'Restaurant', ro: 'Restaurant' },
  },
  access: {
    // Reading and updating one's own restaurants is granted by the multi-tenant plugin.
    create: isProviderAdmin,
    delete: isProviderAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3 },
    slugField('name', { unique: true }),
    { name: 'brand', type: 'relationship', relationTo: 'brands', required: true },
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
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'cover', type: 'upload', relationTo: 'media' },
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
  },
};
