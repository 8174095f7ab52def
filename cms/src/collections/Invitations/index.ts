import type { CollectionConfig } from 'payload';
import { ROLE_LABELS } from '../../access/roleLabels';
import { isAdmin, isAdminUser, tenantIdsOf } from '../../access/roles';
import { catalogLabel } from '../../i18n/catalogLabel';
import { localeOptions } from '../../i18n/localeOptions';
import { adminsOnly, ownersAndAdmins, ownersOfTheRestaurant } from './access';
import { acceptInvitationEndpoint } from './endpoints/acceptInvitationEndpoint';
import { deliverInvitation } from './hooks/deliverInvitation';
import { limitInvitations } from './hooks/limitInvitations';
import { prepareInvitation } from './hooks/prepareInvitation';
import { releaseWithdrawnAccount, withdrawOnly } from './hooks/withdrawOnly';
import { INVITATION_STATUSES, INVITED_ROLES } from './invitationStatus';

const STATUS_LABELS = {
  pending: 'admin.invitations.status.pending',
  accepted: 'admin.invitations.status.accepted',
  withdrawn: 'admin.invitations.status.withdrawn',
} as const;

// Written when the invitation is made, never edited afterwards: to change one, withdraw it and
// send another.
const fixedOnceSent = { update: () => false };

/**
 * Invitations to join a restaurant, made by its owners (staff) or by provider admins (owners or
 * staff). The inviter's answer and what the list shows are the same whether or not the address
 * already has an account, so an invitation never tells whose e-mail is registered: a new address
 * gets an account and a set-password link, an existing account a link to accept, and either joins
 * the restaurant only when its holder acts on the link (acceptInvitation.ts). Until then the
 * invitation is pending here, with its address and date, and can be withdrawn.
 */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  labels: {
    singular: catalogLabel('admin.collection.invitations.singular'),
    plural: catalogLabel('admin.collection.invitations.plural'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'restaurant', 'role', 'status', 'createdAt', 'expiresAt'],
    group: catalogLabel('admin.group.administration'),
  },
  defaultSort: '-createdAt',
  access: {
    read: ownersOfTheRestaurant,
    create: ownersAndAdmins,
    update: ownersOfTheRestaurant,
    delete: adminsOnly,
  },
  endpoints: [acceptInvitationEndpoint],
  hooks: {
    beforeOperation: [limitInvitations],
    beforeChange: [prepareInvitation, withdrawOnly],
    afterChange: [deliverInvitation, releaseWithdrawnAccount],
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      label: catalogLabel('admin.invitations.field.email'),
      access: fixedOnceSent,
    },
    {
      // The name a new account starts with; an existing account keeps its own.
      name: 'name',
      type: 'text',
      required: true,
      minLength: 3,
      label: catalogLabel('admin.invitations.field.name'),
      access: fixedOnceSent,
    },
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      required: true,
      label: catalogLabel('admin.invitations.field.restaurant'),
      access: fixedOnceSent,
      // An owner of one restaurant finds it filled in.
      defaultValue: ({ user }) => {
        const own = isAdminUser(user) ? [] : tenantIdsOf(user);
        return own.length === 1 ? own[0] : undefined;
      },
      // The server (no user) and provider admins may name any restaurant; owners their own.
      filterOptions: ({ req }) =>
        !req.user || isAdmin(req) ? true : { id: { in: tenantIdsOf(req.user) } },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      label: catalogLabel('admin.invitations.field.role'),
      options: INVITED_ROLES.map((role) => ({
        label: catalogLabel(ROLE_LABELS[role]),
        value: role,
      })),
      // Owners invite staff only: asking for more is refused (prepareInvitation), not changed.
      access: fixedOnceSent,
    },
    {
      // The language of a new account's e-mails; an existing account is written to in its own.
      name: 'preferredLocale',
      type: 'select',
      defaultValue: 'ro',
      label: catalogLabel('admin.invitations.field.preferredLocale'),
      options: localeOptions(),
      access: fixedOnceSent,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      label: catalogLabel('admin.invitations.field.status'),
      options: INVITATION_STATUSES.map((status) => ({
        label: catalogLabel(STATUS_LABELS[status]),
        value: status,
      })),
      admin: {
        position: 'sidebar',
        isClearable: false,
        condition: (_data, _siblingData, { operation }) => operation !== 'create',
      },
    },
    {
      name: 'expiresAt',
      type: 'date',
      label: catalogLabel('admin.invitations.field.expiresAt'),
      admin: {
        readOnly: true,
        position: 'sidebar',
        // Never typed: shown as the admin shows "Created at" beside it (payload.config's
        // `dateFormat`), long and in the admin's language.
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'PPP, p' },
        condition: (data) => Boolean(data?.expiresAt),
      },
      access: fixedOnceSent,
    },
    {
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      label: catalogLabel('admin.invitations.field.invitedBy'),
      // An id in answers: populated, it would carry the inviter's sessions and restaurants.
      maxDepth: 0,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.invitedBy) },
      access: fixedOnceSent,
    },
    {
      name: 'acceptedAt',
      type: 'date',
      admin: { hidden: true },
      access: fixedOnceSent,
    },
    {
      name: 'withdrawnAt',
      type: 'date',
      admin: { hidden: true },
    },
    {
      // SHA-256 of the link's token (invitationToken.ts); never sent to any client.
      name: 'tokenHash',
      type: 'text',
      unique: true,
      hidden: true,
    },
    {
      // Whether the invitation created the account (accepted by choosing its password) rather
      // than found one (accepted by signing in). Never sent: it would say the address was known.
      name: 'newAccount',
      type: 'checkbox',
      defaultValue: false,
      hidden: true,
    },
  ],
};
