import type { CollectionBeforeOperationHook } from 'payload';
import { roleOf } from '../../../access/roles';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';

/**
 * Owners add people through invitations (collections/Invitations), never by creating accounts:
 * creating one answers differently for an address that already has an account, which would tell
 * any owner whose e-mail is registered. Said in the owner's language, before access refuses
 * with Payload's generic message.
 */
export const sendOwnersToInvitations: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' || roleOf(req) !== 'owner') return args;
  const t = await adminTranslator(req);
  throw publicApiError(t('admin.users.error.inviteThroughInvitations'), 403);
};
