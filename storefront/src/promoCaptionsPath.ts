import { isLocale, type Locale } from '@nutrimenu/core/locale';

const FILE = /^([a-z]{2})\.vtt$/;

/**
 * Where the storefront serves the promotional video's captions in `locale`: on the page's own
 * origin, so the `<track>` needs neither CORS nor `crossorigin` on the video. Not under a locale
 * prefix: one file per locale whatever the page's language.
 *
 * @example
 * promoCaptionsPath('ro') // '/promo-video/captions/ro.vtt'
 */
export function promoCaptionsPath(locale: Locale): string {
  return `/promo-video/captions/${locale}.vtt`;
}

/**
 * The locale a captions file name asks for ('ro.vtt' → 'ro'), or null for any other name.
 *
 * @example
 * captionsFileLocale('de.vtt') // 'de'
 * captionsFileLocale('pl.vtt') // null
 */
export function captionsFileLocale(file: string): Locale | null {
  const code = FILE.exec(file)?.[1];
  return isLocale(code) ? code : null;
}
