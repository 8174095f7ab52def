import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isAdmin, isAdminUser, roleOf, tenantIdsOf } from '../../access/roles';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import { ownRestaurant, refreshPublicDocumentsHooks } from '../../hooks/refreshPublicDocuments';
import { catalogLabel } from '../../i18n/catalogLabel';
import { recordShownHooks } from '../../shownHistory/recordShownHooks';
import { utcDay } from './days';
import { cancelEndpoint } from './endpoints/cancelEndpoint';
import { overviewEndpoint } from './endpoints/overviewEndpoint';
import { renewEndpoint } from './endpoints/renewEndpoint';
import { recordCancellation } from './hooks/recordCancellation';
import { PLAN_LABEL_KEYS, PLANS } from './planMonths';
import { STATE_LABEL_KEYS } from './stateLabelKeys';
import {
  daysLeft,
  SUBSCRIPTION_STATES,
  type SubscriptionDates,
  subscriptionState,
} from './subscriptionState';
import { validateLastDay } from './validateLastDay';

const publicDocuments = refreshPublicDocumentsHooks(ownRestaurant);

const never = () => false;

/** The stored fields a computed one is read from, when the read selected them. */
function datesOf(siblingData: Partial<SubscriptionDates>): SubscriptionDates | null {
  const { startsAt, endsAt, status } = siblingData;
  if (!startsAt || !endsAt) return null;
  return { startsAt: String(startsAt), endsAt: String(endsAt), status: status ?? 'active' };
}

const shownHistory = recordShownHooks('subscription');

/**
 * A restaurant's subscription, over whole days (UTC): the public menu is online from the first
 * through the last day unless an admin cancels it, which takes effect at once. The state and the
 * days left are computed on every read, never stored, so they cannot go stale.
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: {
    singular: catalogLabel('admin.collection.subscriptions.singular'),
    plural: catalogLabel('admin.collection.subscriptions.plural'),
  },
  admin: {
    // Provider-only: owners and staff never manage it from the navigation.
    hidden: ({ user }) => !isAdminUser(user),
    useAsTitle: 'plan',
    defaultColumns: ['restaurant', 'plan', 'state', 'startsAt', 'endsAt', 'daysLeft'],
    group: catalogLabel('admin.group.administration'),
  },
  access: {
    read: ({ req }) => {
      if (!req.user) return false;
      if (isAdmin(req)) return true;
      if (roleOf(req) === 'owner') return { restaurant: { in: tenantIdsOf(req.user) } };
      return false;
    },
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  endpoints: [overviewEndpoint, renewEndpoint, cancelEndpoint],
  fields: [
    {
      name: 'restaurant',
      label: catalogLabel('admin.field.restaurant'),
      type: 'relationship',
      relationTo: 'restaurants',
      required: true,
      index: true,
    },
    {
      name: 'plan',
      label: catalogLabel('admin.subscription.field.plan'),
      type: 'select',
      required: true,
      defaultValue: 'standard',
      options: PLANS.map((plan) => ({ value: plan, label: catalogLabel(PLAN_LABEL_KEYS[plan]) })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      label: catalogLabel('admin.subscription.field.status'),
      options: [
        { value: 'active', label: catalogLabel('admin.subscription.state.active') },
        { value: 'cancelled', label: catalogLabel('admin.subscription.state.cancelled') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          label: catalogLabel('admin.subscription.field.startsAt'),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
        {
          name: 'endsAt',
          type: 'date',
          required: true,
          label: catalogLabel('admin.subscription.field.endsAt'),
          validate: validateLastDay,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
      ],
    },
    {
      name: 'state',
      type: 'select',
      virtual: true,
      label: catalogLabel('admin.subscription.field.state'),
      options: SUBSCRIPTION_STATES.map((value) => ({
        value,
        label: catalogLabel(STATE_LABEL_KEYS[value]),
      })),
      access: { create: never, update: never },
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        afterRead: [
          ({ siblingData }) => {
            const dates = datesOf(siblingData);
            return dates ? subscriptionState(dates, utcDay(new Date())) : undefined;
          },
        ],
      },
    },
    {
      name: 'daysLeft',
      type: 'number',
      virtual: true,
      label: catalogLabel('admin.subscription.field.daysLeft'),
      access: { create: never, update: never },
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        afterRead: [
          ({ siblingData }) => {
            const dates = datesOf(siblingData);
            return dates ? daysLeft(dates, utcDay(new Date())) : undefined;
          },
        ],
      },
    },
    {
      name: 'cancelledAt',
      type: 'date',
      label: catalogLabel('admin.subscription.field.cancelledAt'),
      access: { create: never, update: never },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => data?.status === 'cancelled',
        components: { Field: '/components/ReadOnlyDateTime#ReadOnlyDateTimeField' },
      },
    },
    {
      // Stores nothing: the Renew and Cancel buttons (endpoints/renewEndpoint, cancelEndpoint).
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/collections/Subscriptions/components/SubscriptionActions#SubscriptionActions',
        },
      },
    },
    {
      // Written only by the warning job (jobs/subscriptionWarningsTask), so each goes out once.
      name: 'warningsSent',
      type: 'array',
      label: catalogLabel('admin.subscription.field.warningsSent'),
      labels: {
        singular: catalogLabel('admin.subscription.field.warningSent'),
        plural: catalogLabel('admin.subscription.field.warningsSent'),
      },
      access: { create: never, update: never },
      admin: {
        readOnly: true,
        initCollapsed: true,
        condition: (data) => Array.isArray(data?.warningsSent) && data.warningsSent.length > 0,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'threshold',
              type: 'number',
              required: true,
              label: catalogLabel('admin.subscription.field.threshold'),
            },
            {
              name: 'endsOn',
              type: 'text',
              required: true,
              label: catalogLabel('admin.subscription.field.endsOn'),
            },
            {
              name: 'sentAt',
              type: 'date',
              label: catalogLabel('admin.subscription.field.sentAt'),
              admin: {
                date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
              },
            },
            {
              name: 'recipients',
              type: 'text',
              label: catalogLabel('admin.subscription.field.recipients'),
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    // A missing restaurant is a translated 400 on its field, not PostgreSQL's foreign-key 500.
    beforeValidate: [refuseUnreadableReferences],
    beforeChange: [recordCancellation],
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
};
