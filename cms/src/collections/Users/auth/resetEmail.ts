import type { PayloadRequest } from 'payload';
import { renderAccountEmail } from '../../../email/renderAccountEmail';
import { adminLocale, adminTranslator } from '../../../utilities/adminTranslator';
import { setPasswordUrl } from './setPasswordUrl';

interface ResetEmailArgs {
  req?: PayloadRequest;
  token?: string;
  user?: { email?: string | null; name?: string | null; preferredLocale?: string | null };
}

async function render({ req, token, user }: ResetEmailArgs) {
  if (!req || !token || !user?.email)
    throw new Error('A reset e-mail needs a request, a token and a user');
  return renderAccountEmail({
    kind: 'reset',
    t: await adminTranslator(user.preferredLocale),
    locale: adminLocale(user.preferredLocale),
    name: user.name,
    email: user.email,
    link: setPasswordUrl(req.payload.config, token, adminLocale(user.preferredLocale)),
  });
}

/**
 * Payload's `auth.forgotPassword` e-mail hooks: the reset e-mail in the account's preferred
 * language (not the language of whoever asked for it). Its plain-text part is made from this
 * HTML by the e-mail adapter.
 */
export const resetEmail = {
  generateEmailHTML: async (args?: ResetEmailArgs) => (await render(args ?? {})).html,
  generateEmailSubject: async (args?: ResetEmailArgs) => (await render(args ?? {})).subject,
};
