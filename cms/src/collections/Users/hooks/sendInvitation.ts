import { randomBytes } from 'node:crypto';
import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload';
import { renderAccountEmail } from '../../../email/renderAccountEmail';
import type { User } from '../../../payload-types';
import { adminLocale, adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { setPasswordUrl } from '../auth/setPasswordUrl';
import { INVITATION_LINK_DAYS, INVITATION_LINK_MS } from '../auth/tokenLifetimes';

type Invitee = Pick<User, 'id' | 'email' | 'name' | 'preferredLocale'>;

/**
 * Gives `user` a fresh set-password token (a Payload reset token, so the set-password screen is
 * Payload's reset view and the token is single-use like any reset token; it lives
 * `INVITATION_LINK_DAYS` instead of an hour) and mails them the link, in their language. A link
 * sent before stops working. If the e-mail cannot be sent, the inviter is told so (502).
 */
export async function mailSetPasswordLink(
  payload: Payload,
  user: Invitee,
  req?: PayloadRequest,
): Promise<void> {
  const token = randomBytes(20).toString('hex');
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      resetPasswordToken: token,
      resetPasswordExpiration: new Date(Date.now() + INVITATION_LINK_MS).toISOString(),
    },
    overrideAccess: true,
    req,
  });
  const locale = adminLocale(user.preferredLocale);
  const message = renderAccountEmail({
    kind: 'invitation',
    t: await adminTranslator(locale),
    locale,
    name: user.name,
    email: user.email,
    link: setPasswordUrl(payload.config, token, locale),
    validDays: INVITATION_LINK_DAYS,
  });
  try {
    await payload.sendEmail({ to: user.email, ...message });
  } catch (error) {
    payload.logger.error({ err: error, msg: `Invitation e-mail to ${user.email} failed` });
    const t = await adminTranslator(req);
    throw publicApiError(t('admin.account.error.invitationFailed'), 502);
  }
}

/**
 * Mails an invited user (see `inviteWithoutPassword`) a link to choose their password. Runs in
 * the creating transaction: if the e-mail cannot be sent the user is not created, and the inviter
 * is told so, rather than leaving an account nobody can enter.
 */
export const sendInvitation: CollectionAfterChangeHook<User> = async ({
  data,
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || data.invite !== true) return doc;
  await mailSetPasswordLink(req.payload, doc, req);
  return doc;
};
