import type { CollectionAfterChangeHook } from 'payload';
import type { Invitation } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { hashDummyPassword } from '../../Users/auth/passwordHash';
import { mailSetPasswordLink } from '../../Users/hooks/sendInvitation';
import { takeDelivery } from '../invitationDeliveries';
import { restaurantInvitationEmail } from '../invitationEmail';

/**
 * Sends the invitation prepareInvitation decided on, in the creating transaction (an e-mail that
 * cannot be sent undoes the invitation, and the inviter is told so):
 * - a new address gets an account without a password nor any restaurant, and today's e-mail to
 *   choose a password; choosing it accepts the invitation (joinInvitedRestaurants);
 * - an account still waiting for its first password gets a fresh set-password link;
 * - any other account gets "you were invited to <restaurant> by <brand>" in its own language,
 *   with a link to accept once signed in.
 * Each path hashes one password (creating the account does; the others hash a dummy one) and
 * sends one e-mail, so the answer takes about as long whichever it took.
 */
export const deliverInvitation: CollectionAfterChangeHook<Invitation> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc;
  const delivery = takeDelivery(req);
  if (!delivery) return doc;
  const { payload } = req;
  if (delivery.accountId === null) {
    // Its own transaction, without the inviter: the account is nobody's member yet, and neither
    // the inviter nor their restaurant's user list may see it (invitedBy stays empty).
    await payload.create({
      collection: 'users',
      data: {
        email: doc.email,
        name: doc.name,
        role: doc.role,
        tenants: [],
        preferredLocale: doc.preferredLocale ?? 'ro',
      },
      overrideAccess: true,
    });
    return doc;
  }
  const account = await payload.findByID({
    collection: 'users',
    id: delivery.accountId,
    depth: 0,
    overrideAccess: true,
    req,
  });
  await hashDummyPassword(delivery.token);
  if (delivery.newAccount) {
    await mailSetPasswordLink(payload, account, req);
    return doc;
  }
  const message = await restaurantInvitationEmail(payload, doc, account, delivery.token);
  try {
    await payload.sendEmail({ to: account.email, ...message });
  } catch (error) {
    payload.logger.error({ err: error, msg: `Invitation e-mail to ${account.email} failed` });
    const t = await adminTranslator(req);
    throw publicApiError(t('admin.account.error.invitationFailed'), 502);
  }
  return doc;
};
