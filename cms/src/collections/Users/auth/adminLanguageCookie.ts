import type { Locale } from '@nutrimenu/core/locale';

/** Payload's admin language cookie: it reads `${cookiePrefix}-lng` before Accept-Language. */
export const ADMIN_LANGUAGE_COOKIE = 'payload-lng';

/**
 * The query parameter of an e-mailed admin link that opens the admin in a language before the
 * recipient has the cookie (see `proxy`).
 */
export const ADMIN_LANGUAGE_PARAMETER = 'lng';

// A year, as Payload's own language switch keeps it.
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The `Set-Cookie` value that opens the admin in `locale`, with the attributes Payload's own
 * switch gives it, so either one replaces the other.
 *
 * @example
 * adminLanguageCookie('hu') // 'payload-lng=hu; Path=/; Max-Age=31536000; SameSite=Lax'
 */
export function adminLanguageCookie(locale: Locale): string {
  return `${ADMIN_LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}
