import type { CollectionConfig } from 'payload';
import { slugField } from '../../fields/slugField';
import { notifyStorefront } from '../../hooks/notifyStorefront';

/**
 * A restaurant's menus: the default one and secondary ones (the `secondaryMenu` of the public
 * routes), each an ordered list of sections of ordered dishes.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'isDefault', '_status'],
    group: { en: 'Restaurant', ro: 'Restaurant' },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: {
    afterChange: [notifyStorefront.afterChange],
    afterDelete: [notifyStorefront.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    { name: 'isDefault', type: 'checkbox', defaultValue: false },
    {
      // Stores nothing: links to the printable menu and its allergen matrix (endpoints/downloads).
      name: 'downloads',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/downloads/components/Downloads#MenuDownloads' },
      },
    },
    {
      name: 'sections',
      type: 'array',
      fields: [
        // Not required: a required localized field in an array blocks saves in other locales.
        { name: 'title', type: 'text', localized: true },
        {
          name: 'dishes',
          type: 'relationship',
          relationTo: 'recipes',
          hasMany: true,
          filterOptions: { onMenu: { equals: true } },
        },
      ],
    },
  ],
};
