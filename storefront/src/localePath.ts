import { DEFAULT_LOCALE, isLocale, type Locale } from '@nutrimenu/core/locale';

/**
 * Splits a pathname into its locale prefix and the rest: '/en/restaurant/x' → en, '/restaurant/x'.
 * Without a prefix `prefixed` is false and the locale is the default (ro): such a page redirects
 * to the visitor's locale, and only a 404 or error screen is rendered in ro there.
 *
 * @example
 * splitLocale('/hu/') // { locale: 'hu', rest: '/', prefixed: true }
 */
export function splitLocale(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const [, first = '', ...others] = pathname.split('/');
  if (isLocale(first)) return { locale: first, rest: `/${others.join('/')}`, prefixed: true };
  return { locale: DEFAULT_LOCALE, rest: pathname || '/', prefixed: false };
}

/**
 * The path of `rest` in `locale`, always prefixed so a shared link keeps its language.
 *
 * @example
 * localePath('en', '/restaurant') // '/en/restaurant'
 * localePath('ro', '/') // '/ro'
 */
export function localePath(locale: Locale, rest: string): string {
  return rest === '/' || rest === '' ? `/${locale}` : `/${locale}${rest}`;
}
