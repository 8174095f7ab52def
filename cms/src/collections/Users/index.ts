import type { CollectionConfig } from 'payload';
import { ROLE_LABELS } from '../../access/roleLabels';
import { isAdmin, ROLES } from '../../access/roles';
import { env } from '../../env';
import { catalogLabel } from '../../i18n/catalogLabel';
import { localeOptions } from '../../i18n/localeOptions';
import { createUsers, deleteUsers, readUsers, updateUsers } from './access';
import { credentialFieldAccess } from './access/canChangeCredentials';
import { usersListFilter } from './access/invitedWithoutRestaurant';
import { resetEmail } from './auth/resetEmail';
import { sessionCookie } from './auth/sessionCookie';
import { RESET_LINK_MS } from './auth/tokenLifetimes';
import { forgotPasswordEndpoint } from './endpoints/forgotPasswordEndpoint';
import { checkResetToken } from './hooks/checkResetToken';
import { enforcePasswordRule } from './hooks/enforcePasswordRule';
import { equalizeLoginTiming } from './hooks/equalizeLoginTiming';
import { guardCredentialChanges } from './hooks/guardCredentialChanges';
import { inviteWithoutPassword } from './hooks/inviteWithoutPassword';
import { joinOnFirstPassword } from './hooks/joinOnFirstPassword';
import { limitAccountAttempts } from './hooks/limitAccountAttempts';
import {
  followOwnPreferredLocale,
  openAdminInPreferredLocale,
} from './hooks/openAdminInPreferredLocale';
import { recordInviter } from './hooks/recordInviter';
import { refuseTakenEmail } from './hooks/refuseTakenEmail';
import {
  forgiveSuccessfulSignIn,
  releaseAccountOnNewPassword,
} from './hooks/releaseLimitsOnSuccess';
import { requireRestaurant } from './hooks/requireRestaurant';
import { restrictRoleAndTenants } from './hooks/restrictRoleAndTenants';
import { sendInvitation } from './hooks/sendInvitation';
import { sendOwnersToInvitations } from './hooks/sendOwnersToInvitations';

/**
 * Accounts of provider staff (admin), restaurant owners and their staff. Tenancy (the
 * `tenants` array of restaurants) is added by the multi-tenant plugin.
 *
 * Account flows (see README, "Accounts"): sign-in with one failure message, rate limits by
 * address and e-mail (rateLimit/, SECURITY.md) and Payload's lock as a backstop;
 * invitations (a user created without a password gets an e-mail to choose one; owners invite
 * through collections/Invitations, which an account joins only by accepting); Payload's
 * forgot/reset-password screens with localized e-mails; password and e-mail changes only by the
 * user (with their current password) or an admin; a password change or reset ends the user's
 * other sessions (Payload's `useSessions`, on by default).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: catalogLabel('admin.collection.users.singular'),
    plural: catalogLabel('admin.collection.users.plural'),
  },
  auth: {
    // Sign-in is rate limited by address and by e-mail first (limitAccountAttempts; SECURITY.md,
    // "Rate limits"): those answer the same for unknown e-mails and end by themselves. Payload's
    // lock stays only as a backstop against slow guessing across many windows.
    maxLoginAttempts: 20,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: sessionCookie(env().SERVER_URL),
    forgotPassword: { expiration: RESET_LINK_MS, ...resetEmail },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role'],
    group: catalogLabel('admin.group.administration'),
    baseFilter: usersListFilter,
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: createUsers,
    read: readUsers,
    update: updateUsers,
    delete: deleteUsers,
    // Lifting a lockout is editing the account: without this the plugin's default lets any
    // member of a restaurant unlock its other users, owner included.
    unlock: updateUsers,
  },
  endpoints: [forgotPasswordEndpoint],
  hooks: {
    beforeOperation: [
      // First: a refused attempt costs nothing else (no hash, no look-up of the e-mail).
      limitAccountAttempts,
      sendOwnersToInvitations,
      equalizeLoginTiming,
      inviteWithoutPassword,
      guardCredentialChanges,
      checkResetToken,
      enforcePasswordRule,
    ],
    // All before `sendInvitation` (afterChange): a refused invitation mails nobody.
    beforeChange: [restrictRoleAndTenants, requireRestaurant, refuseTakenEmail],
    afterChange: [sendInvitation, followOwnPreferredLocale],
    afterLogin: [forgiveSuccessfulSignIn, openAdminInPreferredLocale],
    afterOperation: [releaseAccountOnNewPassword, joinOnFirstPassword],
  },
  fields: [
    {
      // Payload's own e-mail field, read-only for those who may not change it (an owner looking
      // at their staff); the rule itself is enforced in guardCredentialChanges.
      name: 'email',
      type: 'email',
      access: { update: credentialFieldAccess },
    },
    {
      // Not stored: declaring it gives Payload's password fields the same access, so the admin
      // hides "Change password" from an owner looking at their staff (Payload reads the
      // `password` field permission for that).
      name: 'password',
      type: 'text',
      virtual: true,
      // Rendered by Payload's own password inputs, never as a field of its own.
      admin: { disabled: true },
      access: { update: credentialFieldAccess },
    },
    {
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: catalogLabel('admin.account.currentPassword'),
      admin: {
        readOnly: false,
        description: catalogLabel('admin.account.currentPasswordDescription'),
        disableListColumn: true,
        disableListFilter: true,
        components: {
          Field: '/collections/Users/components/CurrentPasswordField#CurrentPasswordField',
        },
      },
    },
    {
      name: 'invite',
      type: 'checkbox',
      virtual: true,
      defaultValue: true,
      label: catalogLabel('admin.account.invite'),
      admin: {
        readOnly: false,
        description: catalogLabel('admin.account.inviteDescription'),
        condition: (_data, _siblingData, { operation }) => operation === 'create',
        disableListColumn: true,
        disableListFilter: true,
        components: { Field: '/collections/Users/components/InviteToggle#InviteToggle' },
      },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      minLength: 3,
      label: catalogLabel('admin.users.field.name'),
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      label: catalogLabel('admin.users.field.role'),
      options: ROLES.map((role) => ({
        label: catalogLabel(ROLE_LABELS[role]),
        value: role,
      })),
      saveToJWT: true,
      access: {
        update: ({ req }) => isAdmin(req),
      },
    },
    {
      // Who created the account: its owner may still see and remove it once it has no
      // restaurant left (access/index.ts). Written by the server only.
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      label: catalogLabel('admin.users.field.invitedBy'),
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.invitedBy) },
      hooks: { beforeChange: [recordInviter] },
    },
    {
      name: 'preferredLocale',
      type: 'select',
      defaultValue: 'ro',
      label: catalogLabel('admin.users.field.preferredLocale'),
      admin: { description: catalogLabel('admin.users.field.preferredLocaleDescription') },
      options: localeOptions(),
    },
  ],
};
