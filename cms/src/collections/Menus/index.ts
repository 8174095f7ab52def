import type { CollectionConfig } from 'payload';
import { slugField } from '../../fields/slugField';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import {
  ownRestaurant,
  refreshPublicDocumentsHooks,
  theMenu,
} from '../../hooks/refreshPublicDocuments';
import { catalogLabel } from '../../i18n/catalogLabel';
import { recordShownHooks } from '../../shownHistory/recordShownHooks';

const publicDocuments = refreshPublicDocumentsHooks(theMenu, ownRestaurant);

const shownHistory = recordShownHooks('menu');

/**
 * A restaurant's menus: the default one and secondary ones (the `secondaryMenu` of the public
 * routes), each an ordered list of sections of ordered dishes.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: {
    singular: catalogLabel('admin.collection.menus.singular'),
    plural: catalogLabel('admin.collection.menus.plural'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'isDefault', '_status'],
    group: catalogLabel('admin.group.restaurant'),
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: {
    beforeValidate: [refuseUnreadableReferences],
    afterChange: [
      shownHistory.afterChange,
      notifyStorefront.afterChange,
      publicDocuments.afterChange,
    ],
    afterDelete: [
      shownHistory.afterDelete,
      notifyStorefront.afterDelete,
      publicDocuments.afterDelete,
    ],
  },
  fields: [
    {
      name: 'name',
      label: catalogLabel('admin.field.name'),
      type: 'text',
      localized: true,
      required: true,
      // Where the content language has no name, the list shows the one it has elsewhere.
      admin: { components: { Cell: '/components/NameInAnyLanguageCell#NameInAnyLanguageCell' } },
    },
    slugField('name'),
    {
      name: 'isDefault',
      label: catalogLabel('admin.menu.isDefault'),
      type: 'checkbox',
      defaultValue: false,
    },
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
      label: catalogLabel('admin.menu.sections'),
      type: 'array',
      labels: {
        singular: catalogLabel('admin.menu.section'),
        plural: catalogLabel('admin.menu.sections'),
      },
      admin: {
        components: {
          RowLabel: {
            path: '/components/RowNumberLabel#RowNumberLabel',
            clientProps: { messageKey: 'admin.menu.sectionNumber' },
          },
        },
      },
      fields: [
        // Not required: a required localized field in an array blocks saves in other locales.
        {
          name: 'title',
          label: catalogLabel('admin.menu.section.title'),
          type: 'text',
          localized: true,
        },
        {
          name: 'dishes',
          label: catalogLabel('admin.menu.section.dishes'),
          type: 'relationship',
          relationTo: 'recipes',
          hasMany: true,
          filterOptions: { onMenu: { equals: true } },
          admin: {
            components: { Field: '/collections/Menus/components/MenuDishes#MenuDishes' },
          },
        },
      ],
    },
  ],
};
