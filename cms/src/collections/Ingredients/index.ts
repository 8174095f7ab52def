import type { CollectionConfig } from 'payload';
import { createOwn, readOwnOrGlobal, writeOwn } from '../../access/ownOrGlobal';
import { allergenSelect } from '../../fields/allergenSelect';
import { nutrientFields } from '../../fields/nutrientFields';
import { enforceOwnRestaurant } from '../../hooks/enforceOwnRestaurant';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import { refuseDeleteWhileUsed } from '../../hooks/refuseDeleteWhileUsed';
import { catalogLabel } from '../../i18n/catalogLabel';
import { deletePricesOfIngredient } from '../IngredientPrices/hooks/deletePricesOfIngredient';
import { validateColdLossPercent } from '../Recipes/validateColdLossPercent';
import { CIQUAL_ATTRIBUTION } from './ciqualAttribution';
import { ownVersionEndpoint } from './endpoints/ownVersionEndpoint';
import { ownVersionRecipesEndpoint } from './endpoints/ownVersionRecipesEndpoint';
import { searchEndpoint } from './endpoints/searchEndpoint';
import { recomputeAfterIngredientChange } from './hooks/recomputeAfterIngredientChange';

/**
 * Ingredients: the provider's global library (no restaurant; the CIQUAL import) and each
 * restaurant's private ones. Values per 100 g; what is empty is unknown, never zero.
 */
export const Ingredients: CollectionConfig = {
  slug: 'ingredients',
  labels: {
    singular: catalogLabel('admin.collection.ingredients.singular'),
    plural: catalogLabel('admin.collection.ingredients.plural'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'restaurant', 'source.kind', 'source.code'],
    group: catalogLabel('admin.group.library'),
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
  endpoints: [searchEndpoint, ownVersionRecipesEndpoint, ownVersionEndpoint],
  hooks: {
    beforeValidate: [enforceOwnRestaurant, refuseUnreadableReferences],
    afterChange: [recomputeAfterIngredientChange],
    beforeDelete: [refuseDeleteWhileUsed('ingredient'), deletePricesOfIngredient],
  },
  fields: [
    {
      // "Use my own version" on a library food; the provenance note on a restaurant's copy.
      name: 'ownVersion',
      type: 'ui',
      admin: {
        components: { Field: '/collections/Ingredients/components/OwnVersion#OwnVersion' },
      },
    },
    {
      // Why a processed food's allergens are not declared, and the fix.
      name: 'supplierLabelNotice',
      type: 'ui',
      admin: {
        components: {
          Field: '/collections/Ingredients/components/SupplierLabelNotice#SupplierLabelNotice',
        },
      },
    },
    {
      name: 'name',
      label: catalogLabel('admin.field.name'),
      type: 'text',
      localized: true,
      required: true,
      index: true,
      // Where the content language has no name, the list shows the one it has elsewhere.
      admin: { components: { Cell: '/components/NameInAnyLanguageCell#NameInAnyLanguageCell' } },
    },
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
      label: catalogLabel('admin.field.restaurant'),
      type: 'relationship',
      relationTo: 'restaurants',
      index: true,
      admin: {
        position: 'sidebar',
        description: catalogLabel('admin.ingredient.restaurant.description'),
      },
    },
    {
      name: 'source',
      label: catalogLabel('admin.ingredient.source'),
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'kind',
          label: catalogLabel('admin.field.kind'),
          type: 'select',
          defaultValue: 'manual',
          options: [
            { value: 'ciqual', label: catalogLabel('admin.ingredient.source.ciqual') },
            { value: 'manual', label: catalogLabel('admin.ingredient.source.manual') },
          ],
        },
        {
          name: 'code',
          label: catalogLabel('admin.ingredient.source.code'),
          type: 'text',
          index: true,
        },
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
    {
      name: 'nutrients',
      type: 'group',
      label: catalogLabel('admin.ingredient.nutrients'),
      fields: nutrientFields(),
    },
    {
      name: 'allergensDeclared',
      label: catalogLabel('admin.ingredient.allergensDeclared'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: catalogLabel('admin.ingredient.allergensDeclared.description'),
      },
    },
    {
      // Who declares the allergens: the shared library's reviewed table, the supplier's label
      // (a processed food whose recipe differs by producer: not declared until the restaurant
      // enters its own product's label, see cms/data/ciqual/supplier-label.csv), or the
      // restaurant itself. The import sets it on library foods.
      name: 'allergenSource',
      label: catalogLabel('admin.ingredient.allergenSource'),
      type: 'select',
      defaultValue: 'own',
      options: [
        { value: 'library', label: catalogLabel('admin.ingredient.allergenSource.library') },
        {
          value: 'supplierLabel',
          label: catalogLabel('admin.ingredient.allergenSource.supplierLabel'),
        },
        { value: 'own', label: catalogLabel('admin.ingredient.allergenSource.own') },
      ],
      admin: { description: catalogLabel('admin.ingredient.allergenSource.description') },
    },
    allergenSelect('allergens', { label: catalogLabel('allergens.heading') }),
    allergenSelect('traces', { label: catalogLabel('allergens.mayContain.heading') }),
    {
      name: 'additives',
      label: catalogLabel('admin.collection.additives.plural'),
      type: 'relationship',
      relationTo: 'additives',
      hasMany: true,
    },
    {
      name: 'isAdditive',
      label: catalogLabel('admin.ingredient.isAdditive'),
      type: 'relationship',
      relationTo: 'additives',
      admin: {
        description: catalogLabel('admin.ingredient.isAdditive.description'),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'vegan', type: 'checkbox', label: catalogLabel('tag.vegan') },
        { name: 'vegetarian', type: 'checkbox', label: catalogLabel('tag.vegetarian') },
        { name: 'meat', type: 'checkbox', label: catalogLabel('admin.ingredient.meat') },
        { name: 'redMeat', type: 'checkbox', label: catalogLabel('admin.field.redMeat') },
        { name: 'frozen', type: 'checkbox', label: catalogLabel('admin.field.frozen') },
        {
          name: 'fruitVegLegumes',
          type: 'checkbox',
          label: catalogLabel('admin.ingredient.fruitVegLegumes'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'density',
          label: catalogLabel('admin.field.density'),
          type: 'number',
          min: 0.01,
          admin: { description: catalogLabel('admin.ingredient.density.description') },
        },
        {
          name: 'unitWeight',
          label: catalogLabel('admin.ingredient.unitWeight'),
          type: 'number',
          min: 0.01,
          admin: { description: catalogLabel('admin.ingredient.unitWeight.description') },
        },
        {
          // What a new recipe line of this ingredient starts with as its cleaning loss; the
          // CIQUAL import fills it for library foods from refuse.csv (syncCiqualRefuse).
          name: 'defaultColdLossPercent',
          label: catalogLabel('admin.ingredient.defaultColdLossPercent'),
          type: 'number',
          min: 0,
          admin: {
            step: 0.1,
            description: catalogLabel('admin.ingredient.defaultColdLossPercent.description'),
          },
          validate: validateColdLossPercent,
        },
      ],
    },
    {
      name: 'components',
      label: catalogLabel('admin.ingredient.components'),
      type: 'array',
      labels: {
        singular: catalogLabel('admin.ingredient.component'),
        plural: catalogLabel('admin.ingredient.components'),
      },
      admin: {
        description: catalogLabel('admin.ingredient.components.description'),
        components: {
          RowLabel: {
            path: '/components/RowNumberLabel#RowNumberLabel',
            clientProps: { messageKey: 'admin.ingredient.componentNumber' },
          },
        },
      },
      fields: [
        { name: 'name', label: catalogLabel('admin.field.name'), type: 'text', localized: true },
        {
          name: 'percent',
          label: catalogLabel('admin.ingredient.component.percent'),
          type: 'number',
          min: 0,
          max: 100,
        },
        allergenSelect('allergens', { label: catalogLabel('allergens.heading') }),
        {
          name: 'additive',
          label: catalogLabel('admin.collection.additives.singular'),
          type: 'relationship',
          relationTo: 'additives',
        },
      ],
    },
  ],
};
