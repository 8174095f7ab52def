import type { FieldHook } from 'payload';

/**
 * The `invitedBy` field is the server's to write: the signed-in user who creates the account,
 * kept as it was afterwards, whatever a request sends.
 */
export const recordInviter: FieldHook = ({ operation, originalDoc, req }) => {
  if (operation === 'create') return req.user?.id ?? null;
  return (originalDoc as { invitedBy?: unknown } | undefined)?.invitedBy ?? null;
};
