import { DISH_CATEGORIES, DISH_TAGS } from '@nutrimenu/core/contract';
import { NUTRI_SCORE_CATEGORIES } from '@nutrimenu/core/nutriscore';
import { amountSchema, smallIntegerSchema } from '@nutrimenu/core/validation';
import type { CollectionConfig } from 'payload';
import { allergenSelect } from '../../fields/allergenSelect';
import { ownRestaurantOrGlobal } from '../../fields/ownRestaurantOrGlobal';
import { slugField } from '../../fields/slugField';
import { validateWith } from '../../fields/validateWith';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { computeNutrition } from './hooks/computeNutrition';
import { recomputeDependentRecipes } from './hooks/recomputeDependentRecipes';
import { refuseDeleteWhileUsed } from './hooks/refuseDeleteWhileUsed';

/**
 * Dishes and sub-recipes. Saving one recomputes its nutrition, allergens, additives and
 * ingredient list through core in the same transaction (`computed`, read-only).
 */
export const Recipes: CollectionConfig = {
  slug: 'recipes',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'price', 'onMenu', '_status'],
    group: { en: 'Restaurant', ro: 'Restaurant' },
    components: { beforeListTable: ['/csv/components/CsvTransfer#RecipesCsvTransfer'] },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: {
    beforeChange: [computeNutrition],
    afterChange: [recomputeDependentRecipes, notifyStorefront.afterChange],
    beforeDelete: [refuseDeleteWhileUsed],
    afterDelete: [notifyStorefront.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, minLength: 3 },
    slugField('name'),
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'food',
          options: [...DISH_CATEGORIES],
        },
        { name: 'price', type: 'number', validate: validateWith(amountSchema) },
        {
          name: 'onMenu',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Untick for sub-recipes used only inside other dishes' },
        },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      filterOptions: ownRestaurantOrGlobal(({ data }) => data?.restaurant),
    },
    {
      name: 'lines',
      type: 'array',
      labels: { singular: 'Line', plural: 'Lines' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'ingredient',
              options: ['ingredient', 'recipe'],
            },
            {
              name: 'ingredient',
              type: 'relationship',
              relationTo: 'ingredients',
              filterOptions: ownRestaurantOrGlobal(({ data }) => data?.restaurant),
              admin: {
                condition: (_, row) => row?.kind !== 'recipe',
                components: {
                  Field: '/collections/Recipes/components/IngredientPicker#IngredientPicker',
                },
              },
            },
            {
              name: 'recipe',
              type: 'relationship',
              relationTo: 'recipes',
              admin: { condition: (_, row) => row?.kind === 'recipe' },
            },
            {
              name: 'quantity',
              type: 'number',
              required: true,
              validate: validateWith(amountSchema, { optional: false }),
            },
            {
              name: 'unit',
              type: 'select',
              required: true,
              defaultValue: 'g',
              options: ['g', 'ml', 'pcs'],
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'portions',
          type: 'number',
          required: true,
          defaultValue: 1,
          validate: validateWith(smallIntegerSchema, { optional: false }),
        },
        {
          name: 'yieldKind',
          type: 'select',
          defaultValue: 'none',
          options: [
            { value: 'none', label: 'No loss in cooking' },
            { value: 'ratio', label: 'Cooking yield (served ÷ raw)' },
            { value: 'servedWeight', label: 'Measured served weight (g)' },
          ],
        },
        {
          name: 'yieldRatio',
          type: 'number',
          min: 0.01,
          max: 10,
          admin: { step: 0.01, condition: (data) => data?.yieldKind === 'ratio' },
        },
        {
          name: 'servedWeight',
          type: 'number',
          min: 0.01,
          admin: { condition: (data) => data?.yieldKind === 'servedWeight' },
        },
        {
          name: 'density',
          type: 'number',
          min: 0.01,
          admin: { description: 'g per ml of the served product, to use it by volume' },
        },
      ],
    },
    {
      // Stores nothing: links to the dish's nutrition label (endpoints/downloads) per language.
      name: 'downloads',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/downloads/components/Downloads#RecipeDownloads' },
      },
    },
    {
      // Stores nothing: shows the values the save will compute, while the lines are edited.
      name: 'livePreview',
      type: 'ui',
      admin: {
        components: { Field: '/collections/Recipes/components/LiveNutrition#LiveNutrition' },
      },
    },
    allergenSelect('extraAllergens', { label: 'Extra allergens (added by hand)' }),
    allergenSelect('extraTraces', { label: 'May contain traces of (added by hand)' }),
    {
      name: 'tags',
      type: 'select',
      hasMany: true,
      options: [...DISH_TAGS],
      admin: {
        description: 'vegan, vegetarian and with_meat are also derived from the ingredients',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'frozen', type: 'checkbox', admin: { description: 'Made with a frozen product' } },
        {
          name: 'nutriScoreCategory',
          type: 'select',
          options: [...NUTRI_SCORE_CATEGORIES],
        },
        {
          name: 'redMeat',
          type: 'checkbox',
          admin: { description: 'A red-meat product (Nutri-Score)' },
        },
      ],
    },
    {
      name: 'computed',
      type: 'group',
      admin: {
        readOnly: true,
        description: 'Computed from the lines when the recipe is saved',
      },
      fields: [
        { name: 'result', type: 'json', admin: { readOnly: true } },
        { name: 'error', type: 'json', admin: { readOnly: true } },
        { name: 'computedAt', type: 'date', admin: { readOnly: true } },
        {
          name: 'stale',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            readOnly: true,
            description: 'Being recomputed after a change of an ingredient',
          },
        },
      ],
    },
  ],
};
