import type { CollectionConfig } from 'payload';
import { createOwn, readOwnOrGlobal, writeOwn } from '../../access/ownOrGlobal';
import { allergenSelect } from '../../fields/allergenSelect';
import { nutrientFields } from '../../fields/nutrientFields';
import { enforceOwnRestaurant } from '../../hooks/enforceOwnRestaurant';
import { catalogLabel } from '../../i18n/catalogLabel';
import { CIQUAL_ATTRIBUTION } from './ciqualAttribution';
import { searchEndpoint } from './endpoints/searchEndpoint';
import { recomputeAfterIngredientChange } from './hooks/recomputeAfterIngredientChange';
import { refuseDeleteWhileUsed } from './hooks/refuseDeleteWhileUsed';

/**
 * Ingredients: the provider's global library (no restaurant; the CIQUAL import) and each
 * restaurant's private ones. Values per 100 g; what is empty is unknown, never zero.
 */
export const Ingredients: CollectionConfig = {
  slug: 'ingredients',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'restaurant', 'source.kind', 'source.code'],
    group: { en: 'Library', ro: 'Bibliotecă' },
    listSearchableFields: ['name', 'source.code'],
    description: CIQUAL_ATTRIBUTION,
    components: { beforeListTable: ['/csv/components/CsvTransfer#IngredientsCsvTransfer'] },
  },
  access: {
    read: readOwnOrGlobal,
    create: createOwn,
    update: writeOwn,
    delete: writeOwn,
  },
  endpoints: [searchEndpoint],
  hooks: {
    beforeValidate: [enforceOwnRestaurant],
    afterChange: [recomputeAfterIngredientChange],
    beforeDelete: [refuseDeleteWhileUsed],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, index: true },
    {
      // Newline-separated text rather than a localized array: a top-level localized field
      // saves in one locale without resending the others' rows.
      name: 'alternativeNames',
      type: 'textarea',
      localized: true,
      label: catalogLabel('admin.ingredients.alternativeNames'),
      admin: { description: catalogLabel('admin.ingredients.alternativeNames.description') },
    },
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      index: true,
      admin: { position: 'sidebar', description: 'Empty: the shared library (admins only)' },
    },
    {
      name: 'source',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'manual',
          options: [
            { value: 'ciqual', label: 'ANSES CIQUAL 2025' },
            { value: 'manual', label: 'Manual' },
          ],
        },
        { name: 'code', type: 'text', index: true },
        {
          name: 'composite',
          type: 'checkbox',
          label: catalogLabel('admin.ingredients.composite'),
          admin: {
            readOnly: true,
            description: catalogLabel('admin.ingredients.composite.description'),
          },
        },
        {
          // What the CIQUAL import last wrote, per locale ({ names, alternativeNames }): a stored
          // name that differs from it was edited by someone and the next import keeps it.
          name: 'imported',
          type: 'json',
          admin: { hidden: true },
          access: { update: () => false, create: () => false },
        },
      ],
    },
    { name: 'nutrients', type: 'group', label: 'Per 100 g', fields: nutrientFields() },
    {
      name: 'allergensDeclared',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Tick once the allergens below are checked, even if there are none: until then the dish is never shown as allergen-safe.',
      },
    },
    allergenSelect('allergens'),
    allergenSelect('traces', { label: 'May contain traces of' }),
    { name: 'additives', type: 'relationship', relationTo: 'additives', hasMany: true },
    {
      name: 'isAdditive',
      type: 'relationship',
      relationTo: 'additives',
      admin: {
        description: 'The ingredient is itself this additive (listed as "class: E-number")',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'vegan', type: 'checkbox' },
        { name: 'vegetarian', type: 'checkbox' },
        { name: 'meat', type: 'checkbox' },
        { name: 'redMeat', type: 'checkbox', label: 'Red meat' },
        { name: 'frozen', type: 'checkbox' },
        { name: 'fruitVegLegumes', type: 'checkbox', label: 'Fruit, vegetables, legumes' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'density',
          type: 'number',
          min: 0.01,
          admin: { description: 'g per ml, to measure by volume' },
        },
        {
          name: 'unitWeight',
          type: 'number',
          min: 0.01,
          admin: { description: 'g per piece, to count pieces' },
        },
      ],
    },
    {
      name: 'components',
      type: 'array',
      admin: {
        description:
          'For a composite ingredient: its own ingredients, in descending order of weight',
      },
      fields: [
        { name: 'name', type: 'text', localized: true },
        { name: 'percent', type: 'number', min: 0, max: 100 },
        allergenSelect('allergens'),
        { name: 'additive', type: 'relationship', relationTo: 'additives' },
      ],
    },
  ],
};
