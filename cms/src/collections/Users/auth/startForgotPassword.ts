import type { Payload } from 'payload';

/**
 * Starts Payload's forgot-password operation for `email` (token, rate limit of one e-mail per
 * 15 s per account, the reset e-mail itself) without waiting for it, so whoever asked gets the
 * same answer, equally fast, whether or not the address has an account. A failure is logged.
 * Without `req`: the operation gets its own request and transaction, which outlive the answer.
 */
export function startForgotPassword(payload: Payload, email: string): void {
  void payload.forgotPassword({ collection: 'users', data: { email } }).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'Sending a password reset e-mail failed' });
  });
}
