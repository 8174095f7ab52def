import { addDataAndFileToRequest, type Endpoint } from 'payload';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { startForgotPassword } from '../auth/startForgotPassword';
import { limitAttempt } from '../rateLimit/limitAttempt';

/**
 * Replaces Payload's POST /api/users/forgot-password (the admin's "Forgot password?" screen posts
 * here too). Payload's handler answers only after it has stored a token and sent the e-mail when
 * the address has an account, and at once when it has none: the delay gives the answer away. This
 * one answers Payload's own success (`{ message: t('general:success') }`) at once in both cases
 * and lets the operation run after the response (`startForgotPassword`). Rate limited by client
 * address and by e-mail (SECURITY.md).
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req);
    const email = typeof req.data?.email === 'string' ? req.data.email.trim() : '';
    if (email === '') {
      const t = await adminTranslator(req);
      throw publicApiError(t('admin.account.error.emailRequired'), 400);
    }
    // Over a limit: 429, the same for an address with or without an account, and no e-mail.
    await limitAttempt(req, 'forgotPassword', email);
    startForgotPassword(req.payload, email);
    return Response.json({ message: req.t('general:success') }, { status: 200 });
  },
};
