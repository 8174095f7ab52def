import { PACK_UNITS } from '@nutrimenu/core/costing';
import { amountSchema, priceSchema } from '@nutrimenu/core/validation';
import type { CollectionConfig } from 'payload';
import { ownRestaurantOrGlobal } from '../../fields/ownRestaurantOrGlobal';
import { validateWith } from '../../fields/validateWith';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import { catalogLabel, catalogOptions } from '../../i18n/catalogLabel';
import { createPrices, readPrices, writePrices } from './access/priceAccess';
import { recostOnPriceChange, recostOnPriceDelete } from './hooks/recostOnPriceChange';
import { refuseStaffWithoutPermission } from './hooks/refuseStaffWithoutPermission';
import { validatePackUnit } from './validatePackUnit';

/**
 * What a restaurant pays for its ingredients: one document per price, the one in force being
 * the latest `validFrom` not in the future (core's `priceInForce`), the older ones its history.
 * Private to the restaurant (the multi-tenant plugin adds `restaurant` and narrows every rule
 * to the member's restaurants); no public endpoint reads this collection.
 */
export const IngredientPrices: CollectionConfig = {
  slug: 'ingredient-prices',
  labels: {
    singular: catalogLabel('admin.collection.ingredientPrices.singular'),
    plural: catalogLabel('admin.collection.ingredientPrices.plural'),
  },
  graphQL: { singularName: 'IngredientPrice', pluralName: 'IngredientPrices' },
  admin: {
    // A price is known by what it is the price of: Payload's "[Untitled]" otherwise.
    useAsTitle: 'ingredientName',
    defaultColumns: ['ingredient', 'price', 'packQuantity', 'packUnit', 'supplier', 'validFrom'],
    group: catalogLabel('admin.group.library'),
    components: {
      beforeListTable: ['/csv/components/CsvTransfer#IngredientPricesCsvTransfer'],
    },
  },
  defaultSort: '-validFrom',
  access: {
    read: readPrices,
    create: createPrices,
    update: writePrices,
    delete: writePrices,
  },
  hooks: {
    beforeValidate: [refuseUnreadableReferences],
    beforeChange: [refuseStaffWithoutPermission],
    afterChange: [recostOnPriceChange],
    afterDelete: [recostOnPriceDelete],
  },
  fields: [
    {
      name: 'ingredient',
      label: catalogLabel('admin.collection.ingredients.singular'),
      type: 'relationship',
      relationTo: 'ingredients',
      required: true,
      index: true,
      // A library food or the restaurant's own, never another restaurant's.
      filterOptions: ownRestaurantOrGlobal(({ data }) => data?.restaurant),
    },
    {
      // Nothing stored: the ingredient's name, in the admin's content language, as the title.
      name: 'ingredientName',
      label: catalogLabel('admin.collection.ingredients.singular'),
      type: 'text',
      virtual: 'ingredient.name',
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: catalogLabel('admin.ingredientPrice.price'),
          type: 'number',
          required: true,
          validate: validateWith(priceSchema, { optional: false }),
          admin: { description: catalogLabel('admin.ingredientPrice.price.description') },
        },
        {
          name: 'packQuantity',
          label: catalogLabel('admin.ingredientPrice.packQuantity'),
          type: 'number',
          required: true,
          defaultValue: 1,
          validate: validateWith(amountSchema, { optional: false }),
        },
        {
          name: 'packUnit',
          label: catalogLabel('admin.ingredientPrice.packUnit'),
          type: 'select',
          required: true,
          defaultValue: 'kg',
          options: catalogOptions(PACK_UNITS, (unit) => `admin.ingredientPrice.packUnit.${unit}`),
          validate: validatePackUnit,
        },
      ],
    },
    {
      name: 'supplier',
      label: catalogLabel('admin.ingredientPrice.supplier'),
      type: 'text',
      maxLength: 200,
    },
    {
      name: 'validFrom',
      label: catalogLabel('admin.ingredientPrice.validFrom'),
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        // Digits only: Payload's picker loads a language's month names after its first paint,
        // so a named month showed in English first.
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
        description: catalogLabel('admin.ingredientPrice.validFrom.description'),
      },
    },
  ],
};
