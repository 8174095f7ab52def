import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/**
 * The day a document was made, written out in the locale.
 *
 * @example
 * formatDay(new Date('2026-11-22'), 'ro') // '22 noiembrie 2026'
 */
export function formatDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
