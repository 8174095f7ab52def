import { LOCALE_TAGS, type Locale } from './locales';

/**
 * A calendar day written out in the locale (`dateStyle: 'long'`), read in UTC so the server, the
 * browser and a PDF show the same day. Takes an instant or an ISO string (`YYYY-MM-DD` is UTC
 * midnight).
 *
 * @example
 * formatDay('2026-12-31', 'ro') // '31 decembrie 2026'
 * formatDay(new Date('2026-11-24T23:30:00Z'), 'en') // 'November 24, 2026'
 */
export function formatDay(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
