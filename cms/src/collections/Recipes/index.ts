import { DISH_CATEGORIES, DISH_TAGS } from '@nutrimenu/core/contract';
import { NUTRI_SCORE_CATEGORIES } from '@nutrimenu/core/nutriscore';
import { amountSchema, smallIntegerSchema } from '@nutrimenu/core/validation';
import type { CollectionConfig } from 'payload';
import { allergenSelect } from '../../fields/allergenSelect';
import { ownRestaurantOrGlobal } from '../../fields/ownRestaurantOrGlobal';
import { slugField } from '../../fields/slugField';
import { validateWith } from '../../fields/validateWith';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import {
  menusShowingTheRecipe,
  ownRestaurant,
  refreshPublicDocumentsHooks,
} from '../../hooks/refreshPublicDocuments';
import { refuseDeleteWhileUsed } from '../../hooks/refuseDeleteWhileUsed';
import { catalogLabel, catalogOptions } from '../../i18n/catalogLabel';
import { recordShownHooks } from '../../shownHistory/recordShownHooks';
import { costingField } from './costing/costingField';
import { menuDishesEndpoint } from './endpoints/menuDishesEndpoint';
import { searchEndpoint } from './endpoints/searchEndpoint';
import { coldLossFromIngredient } from './hooks/coldLossFromIngredient';
import { computeNutrition } from './hooks/computeNutrition';
import {
  confirmDeleteFromPublishedMenus,
  confirmUnpublishFromPublishedMenus,
} from './hooks/confirmLeavingPublishedMenus';
import { placeOnDefaultMenu } from './hooks/placeOnDefaultMenu';
import { recomputeDependentRecipes } from './hooks/recomputeDependentRecipes';
import { approveSheetEndpoint } from './technicalSheet/approveSheetEndpoint';
import { technicalSheetField } from './technicalSheet/fields';
import { keepSheetRecord } from './technicalSheet/keepSheetRecord';
import { validateColdLossPercent } from './validateColdLossPercent';

const publicDocuments = refreshPublicDocumentsHooks(menusShowingTheRecipe, ownRestaurant);

const shownHistory = recordShownHooks('recipe');

/**
 * Dishes and sub-recipes. Saving one recomputes its nutrition, allergens, additives and
 * ingredient list through core in the same transaction (`computed`, read-only).
 */
export const Recipes: CollectionConfig = {
  slug: 'recipes',
  labels: {
    singular: catalogLabel('admin.collection.recipes.singular'),
    plural: catalogLabel('admin.collection.recipes.plural'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'price', 'costing.foodCostPercent', 'onMenu', '_status'],
    group: catalogLabel('admin.group.restaurant'),
    components: {
      beforeListTable: ['/csv/components/CsvTransfer#RecipesCsvTransfer'],
      // Deleting or unpublishing a dish on published menus names them first.
      edit: {
        UnpublishButton: '/collections/Recipes/components/DishOnMenus/UnpublishDish#UnpublishDish',
        editMenuItems: [
          '/collections/Recipes/components/DishOnMenus/DeleteFromMenus#DeleteFromMenus',
        ],
      },
    },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  endpoints: [searchEndpoint, menuDishesEndpoint, approveSheetEndpoint],
  // A sheet number names one recipe in its restaurant.
  indexes: [{ fields: ['restaurant', 'technicalSheet.number'], unique: true }],
  hooks: {
    beforeValidate: [refuseUnreadableReferences],
    beforeChange: [confirmUnpublishFromPublishedMenus, computeNutrition, keepSheetRecord],
    afterChange: [
      recomputeDependentRecipes,
      shownHistory.afterChange,
      placeOnDefaultMenu,
      notifyStorefront.afterChange,
      publicDocuments.afterChange,
    ],
    beforeDelete: [refuseDeleteWhileUsed('recipe'), confirmDeleteFromPublishedMenus],
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
      minLength: 3,
      // Where the content language has no name, the list shows the one it has elsewhere.
      admin: { components: { Cell: '/components/NameInAnyLanguageCell#NameInAnyLanguageCell' } },
    },
    {
      // A sub-recipe is named to the public (ingredient lists on the menu, labels, the ANPC
      // text) by this name; its own name stays the kitchen's, in the admin, sheet and costing.
      name: 'publicName',
      label: catalogLabel('admin.recipe.publicName'),
      type: 'text',
      localized: true,
      admin: { description: catalogLabel('admin.recipe.publicName.description') },
    },
    slugField('name'),
    {
      name: 'description',
      label: catalogLabel('admin.field.description'),
      type: 'textarea',
      localized: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          label: catalogLabel('menu.category.label'),
          type: 'select',
          required: true,
          defaultValue: 'food',
          options: catalogOptions(DISH_CATEGORIES, (category) => `menu.category.${category}`),
        },
        {
          name: 'price',
          label: catalogLabel('admin.recipe.price'),
          type: 'number',
          validate: validateWith(amountSchema),
        },
        {
          name: 'onMenu',
          label: catalogLabel('admin.recipe.onMenu'),
          type: 'checkbox',
          defaultValue: true,
          admin: { description: catalogLabel('admin.recipe.onMenu.description') },
        },
      ],
    },
    {
      name: 'image',
      label: catalogLabel('admin.field.image'),
      type: 'upload',
      relationTo: 'media',
      filterOptions: ownRestaurantOrGlobal(({ data }) => data?.restaurant),
    },
    {
      name: 'lines',
      label: catalogLabel('admin.recipe.lines'),
      type: 'array',
      labels: {
        singular: catalogLabel('admin.recipe.line'),
        plural: catalogLabel('admin.recipe.lines'),
      },
      admin: {
        components: {
          // A compact table instead of a card per line; the stored rows are the array's own.
          Field: '/collections/Recipes/components/RecipeLinesTable#RecipeLinesTable',
          RowLabel: {
            path: '/components/RowNumberLabel#RowNumberLabel',
            clientProps: { messageKey: 'admin.recipe.lineNumber' },
          },
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: catalogLabel('admin.field.kind'),
              type: 'select',
              required: true,
              defaultValue: 'ingredient',
              options: [
                {
                  value: 'ingredient',
                  label: catalogLabel('admin.collection.ingredients.singular'),
                },
                { value: 'recipe', label: catalogLabel('admin.recipe.line.subRecipe') },
              ],
            },
            {
              name: 'ingredient',
              label: catalogLabel('admin.collection.ingredients.singular'),
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
              label: catalogLabel('admin.recipe.line.subRecipe'),
              type: 'relationship',
              relationTo: 'recipes',
              admin: { condition: (_, row) => row?.kind === 'recipe' },
            },
            {
              name: 'quantity',
              label: catalogLabel('admin.recipe.line.quantity'),
              type: 'number',
              required: true,
              validate: validateWith(amountSchema, { optional: false }),
            },
            {
              name: 'unit',
              label: catalogLabel('admin.recipe.line.unit'),
              type: 'select',
              required: true,
              defaultValue: 'g',
              // Symbols, but "pcs" is "buc.", "db", "Stk." … per language.
              options: [
                { value: 'g', label: catalogLabel('admin.unit.g') },
                { value: 'ml', label: catalogLabel('admin.unit.ml') },
                { value: 'pcs', label: catalogLabel('admin.unit.pcs') },
              ],
            },
            {
              // The quantity is net; this gives the gross one on the technical sheet. Left
              // out, it is the stored line's or the ingredient's default (the hook).
              name: 'coldLossPercent',
              label: catalogLabel('admin.recipe.line.coldLossPercent'),
              type: 'number',
              defaultValue: 0,
              min: 0,
              admin: { step: 0.1 },
              hooks: { beforeValidate: [coldLossFromIngredient] },
              validate: validateColdLossPercent,
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
          label: catalogLabel('admin.recipe.portions'),
          type: 'number',
          required: true,
          defaultValue: 1,
          validate: validateWith(smallIntegerSchema, { optional: false }),
        },
        {
          name: 'yieldKind',
          label: catalogLabel('admin.recipe.yieldKind'),
          type: 'select',
          defaultValue: 'none',
          options: [
            { value: 'none', label: catalogLabel('admin.recipe.yieldKind.none') },
            { value: 'ratio', label: catalogLabel('admin.recipe.yieldKind.ratio') },
            { value: 'servedWeight', label: catalogLabel('admin.recipe.yieldKind.servedWeight') },
          ],
        },
        {
          name: 'yieldRatio',
          label: catalogLabel('admin.recipe.yieldRatio'),
          type: 'number',
          min: 0.01,
          max: 10,
          admin: { step: 0.01, condition: (data) => data?.yieldKind === 'ratio' },
        },
        {
          name: 'servedWeight',
          label: catalogLabel('admin.recipe.servedWeight'),
          type: 'number',
          min: 0.01,
          admin: { condition: (data) => data?.yieldKind === 'servedWeight' },
        },
        {
          name: 'density',
          label: catalogLabel('admin.field.density'),
          type: 'number',
          min: 0.01,
          admin: { description: catalogLabel('admin.recipe.density.description') },
        },
      ],
    },
    technicalSheetField,
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
      // Stores nothing: the values the save will compute, while the lines are edited. In the
      // document sidebar, which Payload keeps in view beside the lines while they scroll and
      // puts under the fields on narrow screens; the main column keeps its width for the table.
      name: 'livePreview',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/collections/Recipes/components/NutritionBeside#NutritionBeside' },
      },
    },
    allergenSelect('extraAllergens', { label: catalogLabel('admin.recipe.extraAllergens') }),
    allergenSelect('extraTraces', { label: catalogLabel('admin.recipe.extraTraces') }),
    {
      name: 'tags',
      label: catalogLabel('admin.recipe.tags'),
      type: 'select',
      hasMany: true,
      options: catalogOptions(DISH_TAGS, (tag) => `tag.${tag}`),
      admin: { description: catalogLabel('admin.recipe.tags.description') },
    },
    {
      // Stores nothing: the tags a recompute found the recipe contradicts, and why.
      name: 'tagConflicts',
      type: 'ui',
      admin: {
        components: { Field: '/collections/Recipes/components/TagConflicts#TagConflicts' },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'frozen',
          label: catalogLabel('admin.field.frozen'),
          type: 'checkbox',
          admin: { description: catalogLabel('admin.recipe.frozen.description') },
        },
        {
          name: 'nutriScoreCategory',
          label: catalogLabel('admin.recipe.nutriScoreCategory'),
          type: 'select',
          options: catalogOptions(
            NUTRI_SCORE_CATEGORIES,
            (category) => `admin.nutriScore.${category}`,
          ),
        },
        {
          name: 'redMeat',
          label: catalogLabel('admin.field.redMeat'),
          type: 'checkbox',
          admin: { description: catalogLabel('admin.recipe.redMeat.description') },
        },
      ],
    },
    costingField,
    {
      name: 'computed',
      label: catalogLabel('admin.recipe.computed'),
      type: 'group',
      admin: {
        readOnly: true,
        description: catalogLabel('admin.recipe.computed.description'),
      },
      fields: [
        {
          name: 'result',
          label: catalogLabel('admin.recipe.computed.result'),
          type: 'json',
          admin: {
            readOnly: true,
            components: {
              Field: '/collections/Recipes/components/StoredResult#StoredResultField',
            },
          },
        },
        {
          name: 'error',
          label: catalogLabel('admin.recipe.computed.error'),
          type: 'json',
          // Shown by the result's field: a JSON editor would load its code from a public CDN.
          admin: { readOnly: true, hidden: true },
        },
        {
          name: 'computedAt',
          label: catalogLabel('admin.recipe.computed.computedAt'),
          type: 'date',
          admin: {
            readOnly: true,
            components: { Field: '/components/ReadOnlyDateTime#ReadOnlyDateTimeField' },
          },
        },
        {
          // core's ENGINE_VERSION the result was computed with: an older one is recomputed.
          name: 'engineVersion',
          type: 'number',
          admin: { readOnly: true, hidden: true, disableListColumn: true, disableListFilter: true },
        },
        {
          name: 'stale',
          label: catalogLabel('admin.recipe.computed.stale'),
          type: 'checkbox',
          defaultValue: false,
          admin: {
            readOnly: true,
            description: catalogLabel('admin.recipe.computed.stale.description'),
          },
        },
      ],
    },
  ],
};
