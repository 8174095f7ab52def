import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '@nutrimenu/core/locale';

/**
 * The locale a visitor is sent to from a path without a locale prefix (the bare root, the
 * address a printed QR code opens), among the locales that page is offered in: the cookie's
 * saved choice, else the browser's best language, else ro when offered, else the page's first.
 * A restaurant offering ro and en sends a German browser that also reads English to English,
 * rather than to a German page whose dishes are all in Romanian.
 *
 * @example
 * negotiatePageLocale({ offered: ['ro', 'en'], cookie: undefined, acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })
 * // 'en'
 */
export function negotiatePageLocale(input: {
  offered: readonly Locale[];
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Locale {
  const { offered, cookie, acceptLanguage } = input;
  const fallback = offered.includes(DEFAULT_LOCALE)
    ? DEFAULT_LOCALE
    : (offered[0] ?? DEFAULT_LOCALE);
  // A page offered in no locale at all is not expected; its default-locale page still exists.
  const supported = offered.length > 0 ? offered : [fallback];
  return negotiateLocale({ cookie, acceptLanguage, supported, fallback });
}
