import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';
import type { Invitation } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';

/**
 * The one change an invitation takes once sent: a pending one is withdrawn. Its other fields are
 * fixed by field access; accepting is the server's (acceptInvitation.ts, outside this hook). Saving
 * it unchanged changes nothing.
 */
export const withdrawOnly: CollectionBeforeChangeHook<Invitation> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data;
  if (data.status === undefined || data.status === originalDoc.status) return data;
  if (data.status === 'withdrawn' && originalDoc.status === 'pending')
    return { ...data, withdrawnAt: new Date().toISOString() };
  const t = await adminTranslator(req);
  throw publicApiError(t('admin.invitations.error.onlyWithdraw'), 400);
};

/**
 * Withdrawing the last pending invitation that created an account also ends that account's
 * set-password link: nobody was let in, and nobody can come in by it any more.
 */
export const releaseWithdrawnAccount: CollectionAfterChangeHook<Invitation> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || doc.status !== 'withdrawn' || previousDoc?.status !== 'pending')
    return doc;
  const { payload } = req;
  const stored = await payload.db.findOne<Invitation>({
    collection: 'invitations',
    where: { id: { equals: doc.id } },
    req,
  });
  if (!stored?.newAccount) return doc;
  const { totalDocs: stillPending } = await payload.count({
    collection: 'invitations',
    where: {
      email: { equals: doc.email },
      status: { equals: 'pending' },
      newAccount: { equals: true },
    },
    overrideAccess: true,
    req,
  });
  if (stillPending > 0) return doc;
  const account = await payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: { email: { equals: doc.email } },
    req,
  });
  if (account)
    await payload.update({
      collection: 'users',
      id: account.id,
      data: { resetPasswordToken: null, resetPasswordExpiration: null },
      overrideAccess: true,
      req,
    });
  return doc;
};
