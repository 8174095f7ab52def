import { addDataAndFileToRequest, type Endpoint } from 'payload';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { startForgotPassword } from '../auth/startForgotPassword';

/**
 * Replaces Payload's POST /api/users/forgot-password (the admin's "Forgot password?" screen posts
 * here too). Payload's handler answers only after it has stored a token and sent the e-mail when
 * the address has an account, and at once when it has none: the delay gives the answer away. This
 * one answers Payload's own success (`{ message: t('general:success') }`) at once in both cases
 * and lets the operation run after the response (`startForgotPassword`).
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
    startForgotPassword(req.payload, email);
    return Response.json({ message: req.t('general:success') }, { status: 200 });
  },
};
