import type { FieldHook } from 'payload';
import type { User } from '../../../payload-types';

/**
 * The `invitedBy` field is the server's to write: the signed-in user who creates the account,
 * kept as it was afterwards, whatever a request sends.
 */
export const recordInviter: FieldHook<User> = ({ operation, originalDoc, req }) => {
  if (operation === 'create') return req.user?.id ?? null;
  return originalDoc?.invitedBy ?? null;
};
