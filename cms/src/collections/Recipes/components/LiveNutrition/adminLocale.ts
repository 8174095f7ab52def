import { isLocale, type Locale, MESSAGE_FALLBACK_LOCALE } from '@nutrimenu/core/locale';

/**
 * The locale the live preview speaks: the admin's language when core has a catalog for it,
 * else English, core's message fallback.
 *
 * @example
 * adminLocale('ro') // 'ro'
 * adminLocale('pl') // 'en'
 */
export function adminLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : MESSAGE_FALLBACK_LOCALE;
}
