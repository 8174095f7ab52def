import type { Locale } from '@nutrimenu/core/locale';

/** The cookie holding the diner's chosen locale (spec, "Locale flow"). */
export const LOCALE_COOKIE = 'locale';

/** The choice is kept for 365 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment saving `locale` with the attributes the server gives it (the
 * whole site, SameSite=Lax, Secure on https): the switcher writes it itself on a click, because a
 * CDN answers the page it leads to from its cache, without the server's Set-Cookie.
 *
 * @example
 * localeCookie('de', true) // 'locale=de;max-age=31536000;path=/;samesite=lax;secure'
 */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale};max-age=${LOCALE_COOKIE_MAX_AGE_S};path=/;samesite=lax${secure ? ';secure' : ''}`;
}
