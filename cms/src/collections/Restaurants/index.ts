import {
  DISH_CATEGORIES,
  publicRestaurantSchema,
  restaurantLinksSchema,
  slugify,
} from '@nutrimenu/core/contract';
import { DEFAULT_TARGET_FOOD_COST_PERCENT, ROMANIAN_VAT_DEFAULTS } from '@nutrimenu/core/costing';
import type { MessageKey } from '@nutrimenu/core/messages';
import { percentSchema, positivePercentSchema } from '@nutrimenu/core/validation';
import type { CollectionConfig } from 'payload';
import { isAdminOrOwner } from '../../access/isAdminOrOwner';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isAdmin } from '../../access/roles';
import { ownRestaurantOrGlobal } from '../../fields/ownRestaurantOrGlobal';
import { slugField } from '../../fields/slugField';
import { validateContract } from '../../fields/validateContract';
import { validateWith } from '../../fields/validateWith';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import { refreshPublicDocumentsHooks, theRestaurant } from '../../hooks/refreshPublicDocuments';
import { catalogLabel } from '../../i18n/catalogLabel';
import { localeOptions } from '../../i18n/localeOptions';
import { recordShownHooks } from '../../shownHistory/recordShownHooks';
import { removeRestaurantInvitations } from '../Invitations/hooks/removeRestaurantInvitations';
import { recostOnSettingsChange } from './hooks/recostOnSettingsChange';

const publicDocuments = refreshPublicDocumentsHooks(theRestaurant);

// Diners open these links: the contract's rule (http or https only) is checked at save, so a
// `javascript:` or `data:` address is refused with a message instead of silently dropped later.
const link = (name: keyof typeof restaurantLinksSchema.shape, key: MessageKey) => ({
  name,
  label: catalogLabel(key),
  type: 'text' as const,
  validate: validateContract(restaurantLinksSchema.shape[name], 'admin.validation.httpUrl'),
});

// A list of the CMS's own (not core's): its keys are written out whole.
const SPECIFIC_LABELS = {
  traditional: 'admin.restaurant.specific.traditional',
  international: 'admin.restaurant.specific.international',
  vegan_friendly: 'admin.restaurant.specific.vegan_friendly',
  pizza: 'admin.restaurant.specific.pizza',
  fast_food: 'admin.restaurant.specific.fast_food',
  fine_dining: 'admin.restaurant.specific.fine_dining',
  cafe: 'admin.restaurant.specific.cafe',
  pub: 'admin.restaurant.specific.pub',
  terrace: 'admin.restaurant.specific.terrace',
  delivery: 'admin.restaurant.specific.delivery',
} as const satisfies Record<string, MessageKey>;
const ownImages = ownRestaurantOrGlobal(({ id }) => id);

/** A restaurant location: the tenant that owns menus, recipes and private ingredients. */

const shownHistory = recordShownHooks('restaurant');

export const Restaurants: CollectionConfig = {
  slug: 'restaurants',
  labels: {
    singular: catalogLabel('admin.collection.restaurants.singular'),
    plural: catalogLabel('admin.collection.restaurants.plural'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'brand', 'publicMenu'],
    group: catalogLabel('admin.group.restaurant'),
  },
  access: {
    // The multi-tenant plugin narrows reads and updates to one's own restaurants; staff may
    // only read theirs (without this rule the plugin's default lets any member edit it).
    update: isAdminOrOwner,
    create: isProviderAdmin,
    delete: isProviderAdmin,
  },
  fields: [
    {
      name: 'name',
      label: catalogLabel('admin.field.name'),
      type: 'text',
      required: true,
      minLength: 3,
    },
    slugField('name', { unique: true }),
    {
      name: 'brand',
      label: catalogLabel('admin.collection.brands.singular'),
      type: 'relationship',
      relationTo: 'brands',
      required: true,
      // The brand decides hosts and billing: provider staff choose it, owners do not.
      access: { update: ({ req }) => isAdmin(req) },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'city',
          label: catalogLabel('admin.restaurant.city'),
          type: 'text',
          required: true,
        },
        {
          name: 'citySlug',
          label: catalogLabel('admin.restaurant.citySlug'),
          type: 'text',
          index: true,
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'address', label: catalogLabel('admin.field.address'), type: 'text' },
    { name: 'phone', label: catalogLabel('admin.field.phone'), type: 'text' },
    {
      name: 'links',
      label: catalogLabel('admin.restaurant.links'),
      type: 'group',
      fields: [
        link('facebook', 'restaurant.facebook'),
        link('instagram', 'restaurant.instagram'),
        link('map', 'restaurant.map'),
        link('review', 'admin.restaurant.link.review'),
        link('website', 'restaurant.website'),
        link('reservation', 'admin.restaurant.link.reservation'),
      ],
    },
    // The restaurant's own images or global ones, never another restaurant's.
    {
      name: 'logo',
      label: catalogLabel('admin.restaurant.logo'),
      type: 'upload',
      relationTo: 'media',
      filterOptions: ownImages,
    },
    {
      name: 'cover',
      label: catalogLabel('admin.restaurant.cover'),
      type: 'upload',
      relationTo: 'media',
      filterOptions: ownImages,
    },
    {
      name: 'specifics',
      label: catalogLabel('restaurants.facets.specific'),
      type: 'select',
      hasMany: true,
      options: Object.entries(SPECIFIC_LABELS).map(([value, key]) => ({
        value,
        label: catalogLabel(key),
      })),
      admin: { description: catalogLabel('admin.restaurant.specifics.description') },
    },
    {
      name: 'publicMenu',
      label: catalogLabel('admin.restaurant.publicMenu'),
      type: 'checkbox',
      defaultValue: true,
    },
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
      label: catalogLabel('admin.restaurant.defaultLocale'),
      type: 'select',
      required: true,
      defaultValue: 'ro',
      options: localeOptions(),
    },
    {
      name: 'offeredLocales',
      label: catalogLabel('admin.restaurant.offeredLocales'),
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['ro', 'en'],
      options: localeOptions(),
    },
    {
      name: 'currency',
      label: catalogLabel('admin.restaurant.currency'),
      type: 'text',
      required: true,
      defaultValue: 'RON',
      maxLength: 3,
      minLength: 3,
      validate: validateContract(
        publicRestaurantSchema.shape.currency,
        'admin.validation.currency',
      ),
    },
    {
      // Private figures: the public API selects restaurant fields one by one (publicSelects).
      name: 'costing',
      label: catalogLabel('admin.restaurant.costing'),
      type: 'group',
      // Where the default rates come from, under the group's title.
      admin: { description: catalogLabel('admin.restaurant.costing.vat.description') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'foodVatPercent',
              label: catalogLabel('admin.restaurant.costing.foodVatPercent'),
              type: 'number',
              // Not `required`: the default fills it on create, the rule refuses emptying it,
              // and the type stays optional for the many places that create restaurants.
              defaultValue: ROMANIAN_VAT_DEFAULTS.foodPercent,
              validate: validateWith(percentSchema, { optional: false }),
            },
            {
              name: 'drinksVatPercent',
              label: catalogLabel('admin.restaurant.costing.drinksVatPercent'),
              type: 'number',
              defaultValue: ROMANIAN_VAT_DEFAULTS.drinksPercent,
              validate: validateWith(percentSchema, { optional: false }),
            },
          ],
        },
        {
          name: 'targetFoodCostPercent',
          label: catalogLabel('admin.restaurant.costing.targetFoodCostPercent'),
          type: 'number',
          defaultValue: DEFAULT_TARGET_FOOD_COST_PERCENT,
          validate: validateWith(positivePercentSchema),
          admin: {
            description: catalogLabel('admin.restaurant.costing.targetFoodCostPercent.description'),
          },
        },
        {
          // Empty: the restaurant's target above. Drinks usually aim lower than food.
          name: 'categoryTargets',
          label: catalogLabel('admin.restaurant.costing.categoryTargets'),
          type: 'group',
          admin: {
            description: catalogLabel('admin.restaurant.costing.categoryTargets.description'),
          },
          fields: [
            {
              type: 'row',
              fields: DISH_CATEGORIES.map((category) => ({
                name: category,
                label: catalogLabel(`menu.category.${category}`),
                type: 'number' as const,
                validate: validateWith(positivePercentSchema),
              })),
            },
          ],
        },
        {
          name: 'staffMayEditPrices',
          label: catalogLabel('admin.restaurant.costing.staffMayEditPrices'),
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
  ],
  hooks: {
    beforeDelete: [removeRestaurantInvitations],
    beforeValidate: [refuseUnreadableReferences],
    beforeChange: [
      ({ data }) => {
        if (typeof data.city === 'string') data.citySlug = slugify(data.city);
        return data;
      },
    ],
    afterChange: [
      recostOnSettingsChange,
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
};
