import type { CollectionAfterOperationHook } from 'payload';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { joinInvitedRestaurants } from '../../Invitations/acceptInvitation';

/**
 * An account made by an invitation chooses its password through the e-mailed link: that accepts
 * the invitations that made it (and those renewed while it had none), so it joins their
 * restaurants now and not before (Invitations/acceptInvitation.ts).
 */
export const joinOnFirstPassword: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword') return result;
  const id = (result as { user?: { id?: unknown } } | undefined)?.user?.id;
  if (typeof id !== 'number') return result;
  const account = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
  });
  await joinInvitedRestaurants(
    req.payload,
    account,
    await adminTranslator(account.preferredLocale),
  );
  return result;
};
