/**
 * The session cookie's flags. `Secure` whenever the CMS's public address,
 * SERVER_URL, is https: behind a proxy that ends TLS the forwarded protocol is https exactly when
 * that address is, and Payload's cookie options are fixed at start, not per request. HttpOnly is
 * Payload's default; SameSite=Lax keeps the cookie off other sites' POSTs while links into the
 * admin from e-mails still arrive signed in.
 */
export function sessionCookie(serverUrl: string): { secure: boolean; sameSite: 'Lax' } {
  return { secure: new URL(serverUrl).protocol === 'https:', sameSite: 'Lax' };
}
