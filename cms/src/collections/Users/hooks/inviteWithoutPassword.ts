import { randomBytes } from 'node:crypto';
import type { CollectionBeforeOperationHook } from 'payload';

/**
 * Creating a user without a password, or with `invite: true` (the admin form's "Send an
 * invitation by e-mail" switch), makes an invitation: the account gets a random password nobody
 * knows, and `sendInvitation` mails the invitee a link to choose their own. Whatever password the
 * form filled in to pass its own checks is replaced here, on the server.
 */
export const inviteWithoutPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args;
  const data = (args as { data?: Record<string, unknown> }).data ?? {};
  const hasPassword = typeof data.password === 'string' && data.password !== '';
  // `invite: false` spelled out, or the field's default (on, for the admin form) would apply.
  if (hasPassword && data.invite !== true)
    return { ...args, data: { ...data, invite: false } } as typeof args;
  const password = randomBytes(32).toString('base64url');
  return {
    ...args,
    data: { ...data, password, 'confirm-password': password, invite: true },
  } as typeof args;
};
