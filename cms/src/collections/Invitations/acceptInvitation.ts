import type { MessageKey, Translate } from '@nutrimenu/core/messages';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload, PayloadRequest } from 'payload';
import { ROLE_LABELS } from '../../access/roleLabels';
import { tenantIdsOf } from '../../access/roles';
import type { Invitation, User } from '../../payload-types';
import { postgresAdapter } from '../../utilities/postgresAdapter';
import { invitationTokenHash } from './invitationToken';
import { relationId } from './relationId';

/** Why an invitation cannot be accepted by the signed-in account, as a translated refusal. */
export interface InvitationRefusal {
  status: 403 | 404 | 409 | 410;
  message: string;
}

type Account = Pick<User, 'id' | 'email' | 'role' | 'tenants'>;

/** The invitation a link's token stands for, whoever may read it; null for an unknown token. */
export async function invitationOfToken(
  payload: Payload,
  token: string,
  req?: PayloadRequest,
): Promise<Invitation | null> {
  return payload.db.findOne<Invitation>({
    collection: 'invitations',
    where: { tokenHash: { equals: invitationTokenHash(token) } },
    req,
  });
}

/**
 * Whether `account` may accept `invitation`: it must be pending and unexpired, sent to the
 * account's own address (a forwarded link is no use to another account), and for the role the
 * account has. Roles are per account, not per restaurant: accepting an invitation for another role
 * would change what the account may do in every restaurant it belongs to, so it is refused.
 */
export function refusalOf(
  invitation: Invitation | null,
  account: Account,
  t: Translate,
  now = Date.now(),
): InvitationRefusal | null {
  const refuse = (status: InvitationRefusal['status'], key: MessageKey) => ({
    status,
    message: t(key),
  });
  if (!invitation) return refuse(404, 'admin.invitations.error.notFound');
  if (invitation.status === 'withdrawn') return refuse(410, 'admin.invitations.error.withdrawn');
  if (invitation.status === 'accepted') return refuse(410, 'admin.invitations.error.used');
  if (!invitation.expiresAt || new Date(invitation.expiresAt).getTime() <= now)
    return refuse(410, 'admin.invitations.error.expired');
  if (invitation.email.toLowerCase() !== account.email.toLowerCase())
    return refuse(403, 'admin.invitations.error.otherAccount');
  if (account.role !== invitation.role)
    return {
      status: 409,
      message: t('admin.invitations.error.roleMismatch', {
        role: t(ROLE_LABELS[invitation.role]),
        current: t(ROLE_LABELS[account.role]),
      }),
    };
  return null;
}

/**
 * Makes `account` a member of the invitation's restaurant. The invitation is marked accepted
 * first, by one conditional UPDATE, so of two clicks on the same link only one goes through (the
 * other is refused as used); if adding the membership then fails, it is pending again.
 */
export async function joinRestaurant(
  payload: Payload,
  invitation: Invitation,
  account: Account,
): Promise<'joined' | 'used'> {
  const restaurant = relationId(invitation.restaurant);
  if (restaurant === null) return 'used';
  const { drizzle } = postgresAdapter(payload);
  const claimed = await drizzle.execute<{ id: number }>(sql`
    UPDATE invitations SET status = 'accepted', accepted_at = now(), updated_at = now()
    WHERE id = ${invitation.id} AND status = 'pending' AND expires_at > now()
    RETURNING id`);
  if (claimed.rows.length === 0) return 'used';
  try {
    const current = await payload.findByID({
      collection: 'users',
      id: account.id,
      depth: 0,
      overrideAccess: true,
    });
    const tenants = tenantIdsOf(current);
    if (!tenants.map(String).includes(String(restaurant))) {
      // Without a request, so as the server: the account's own hooks would refuse it adding a
      // restaurant to itself (restrictRoleAndTenants), which is what accepting is.
      await payload.update({
        collection: 'users',
        id: account.id,
        data: {
          tenants: [
            ...tenants.map((tenant) => ({ tenant: Number(tenant) })),
            { tenant: restaurant },
          ],
        },
        overrideAccess: true,
      });
    }
    const inviter = relationId(invitation.invitedBy);
    if (invitation.newAccount && inviter !== null) {
      // The invitation made the account: its inviter is who keeps sight of it should it lose its
      // last restaurant (Users/access/invitedWithoutRestaurant.ts). Written now, not when it was
      // made: until it joins, the inviter must not see it.
      await drizzle.execute(sql`
        UPDATE users SET invited_by_id = ${inviter}
        WHERE id = ${account.id} AND invited_by_id IS NULL`);
    }
  } catch (error) {
    await drizzle.execute(sql`
      UPDATE invitations SET status = 'pending', accepted_at = NULL WHERE id = ${invitation.id}`);
    throw error;
  }
  return 'joined';
}

/**
 * An account an invitation created has chosen its password (Payload's reset operation, with the
 * invitation's link or a later reset link): that is how its holder accepts, so it joins every
 * restaurant whose invitation created or renewed it and is still pending.
 */
export async function joinInvitedRestaurants(
  payload: Payload,
  account: Account,
  t: Translate,
): Promise<void> {
  const pending = await payload.find({
    collection: 'invitations',
    where: {
      email: { equals: account.email.toLowerCase() },
      status: { equals: 'pending' },
      newAccount: { equals: true },
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  });
  for (const invitation of pending.docs) {
    if (refusalOf(invitation, account, t) === null)
      await joinRestaurant(payload, invitation, account);
  }
}
