import type { Payload } from 'payload';
import { parseCookies } from 'payload/shared';

/**
 * The session token a request carries, found the way Payload's own JWT strategy finds it
 * (`auth/extractJWT.js` in Payload 3.90, which is not exported): in the order of `auth.jwtOrder`,
 * from `Authorization: JWT …`, `Authorization: Bearer …` or the `payload-token` cookie; a cookie
 * only on a same-site request (the CSRF allowlist, else `Sec-Fetch-Site`).
 */
export function requestToken(headers: Headers, payload: Payload): string | null {
  for (const method of payload.config.auth.jwtOrder) {
    const token =
      method === 'cookie' ? fromCookie(headers, payload) : fromAuthorization(headers, method);
    if (token) return token;
  }
  return null;
}

function fromAuthorization(headers: Headers, scheme: 'JWT' | 'Bearer'): string | null {
  const value = headers.get('Authorization');
  return value?.startsWith(`${scheme} `) ? value.slice(scheme.length + 1) : null;
}

function fromCookie(headers: Headers, payload: Payload): string | null {
  const token = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`);
  if (!token) return null;
  const { csrf } = payload.config;
  const origin = headers.get('Origin');
  if (origin) return csrf.length === 0 || csrf.includes(origin) ? token : null;
  if (csrf.length === 0) return token;
  const site = headers.get('Sec-Fetch-Site');
  return site === 'same-origin' || site === 'same-site' || site === 'none' ? token : null;
}
