import { randomBytes } from 'node:crypto';
import type { CollectionAfterChangeHook } from 'payload';
import { renderAccountEmail } from '../../../email/renderAccountEmail';
import type { User } from '../../../payload-types';
import { adminLocale, adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { setPasswordUrl } from '../auth/setPasswordUrl';
import { INVITATION_LINK_DAYS, INVITATION_LINK_MS } from '../auth/tokenLifetimes';

/**
 * Mails an invited user (see `inviteWithoutPassword`) a link to choose their password. The link
 * carries a Payload reset token, so the set-password screen is Payload's reset view and the token
 * is single-use like any reset token; it lives `INVITATION_LINK_DAYS` instead of an hour. Runs in
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
  const token = randomBytes(20).toString('hex');
  await req.payload.update({
    collection: 'users',
    id: doc.id,
    data: {
      resetPasswordToken: token,
      resetPasswordExpiration: new Date(Date.now() + INVITATION_LINK_MS).toISOString(),
    },
    overrideAccess: true,
    req,
  });
  const message = renderAccountEmail({
    kind: 'invitation',
    t: await adminTranslator(doc.preferredLocale),
    locale: adminLocale(doc.preferredLocale),
    name: doc.name,
    email: doc.email,
    link: setPasswordUrl(req.payload.config, token, adminLocale(doc.preferredLocale)),
    validDays: INVITATION_LINK_DAYS,
  });
  try {
    await req.payload.sendEmail({ to: doc.email, ...message });
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Invitation e-mail to ${doc.email} failed` });
    const t = await adminTranslator(req);
    throw publicApiError(t('admin.account.error.invitationFailed'), 502);
  }
  return doc;
};
