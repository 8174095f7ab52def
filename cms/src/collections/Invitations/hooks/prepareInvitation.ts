import type { MessageKey } from '@nutrimenu/core/messages';
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload';
import { isAdmin, roleOf, tenantIdsOf } from '../../../access/roles';
import type { Invitation, User } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { INVITATION_LINK_MS } from '../../Users/auth/tokenLifetimes';
import { rememberDelivery } from '../invitationDeliveries';
import { invitationTokenHash, newInvitationToken } from '../invitationToken';
import { relationId } from '../relationId';

async function refusal(req: PayloadRequest, key: MessageKey, status: number, email = '') {
  const t = await adminTranslator(req);
  return publicApiError(t(key, { email }), status);
}

/** Pending invitations that created an account for `email` which has no password yet. */
async function awaitsFirstPassword(req: PayloadRequest, email: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'invitations',
    where: {
      email: { equals: email },
      status: { equals: 'pending' },
      newAccount: { equals: true },
      expiresAt: { greater_than: new Date().toISOString() },
    },
    overrideAccess: true,
    req,
  });
  return totalDocs > 0;
}

/**
 * Checks a new invitation and decides how it is delivered, before it is stored (and before
 * deliverInvitation mails anyone). Refusals depend only on what the inviter may already see: their
 * own rights, the restaurant, and its own team (an owner reads their restaurants' users). Whether
 * the address has an account elsewhere changes only what the invitee receives, never the answer.
 * A new invitation to the same address and restaurant replaces a pending one, whoever holds it.
 */
export const prepareInvitation: CollectionBeforeChangeHook<Invitation> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data;
  if (!req.user) throw await refusal(req, 'admin.users.error.inviteForbidden', 403);
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
  const restaurant = relationId(data.restaurant);
  if (restaurant === null) throw await refusal(req, 'admin.users.error.restaurantRequired', 400);
  const role = data.role ?? 'staff';
  if (!isAdmin(req)) {
    if (roleOf(req) !== 'owner') throw await refusal(req, 'admin.users.error.inviteForbidden', 403);
    if (!tenantIdsOf(req.user).map(String).includes(String(restaurant)))
      throw await refusal(req, 'admin.users.error.foreignRestaurant', 403);
    if (role !== 'staff') throw await refusal(req, 'admin.users.error.staffOnly', 403);
  }
  const account = await req.payload.db.findOne<User>({
    collection: 'users',
    where: { email: { equals: email } },
    req,
  });
  if (account && tenantIdsOf(account).map(String).includes(String(restaurant)))
    throw await refusal(req, 'admin.invitations.error.alreadyMember', 409, email);
  // Before the replaced invitation is withdrawn: it may be what marks the account as new.
  const newAccount = account === null || (await awaitsFirstPassword(req, email));
  await req.payload.update({
    collection: 'invitations',
    where: {
      email: { equals: email },
      restaurant: { equals: restaurant },
      status: { equals: 'pending' },
    },
    data: { status: 'withdrawn' },
    overrideAccess: true,
    req,
  });
  const token = newInvitationToken();
  rememberDelivery(req, { token, accountId: account?.id ?? null, newAccount });
  return {
    ...data,
    email,
    role,
    status: 'pending',
    invitedBy: req.user.id,
    tokenHash: invitationTokenHash(token),
    newAccount,
    expiresAt: new Date(Date.now() + INVITATION_LINK_MS).toISOString(),
    acceptedAt: null,
    withdrawnAt: null,
  };
};
