import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/**
 * An instant written out in the locale to the second, in UTC and saying so, followed by its
 * ISO 8601 form: a document about a past moment must name it without ambiguity, whatever the
 * reader's time zone.
 *
 * @example
 * formatMoment(new Date('2026-11-29T07:30:05Z'), 'ro')
 * // '29 noiembrie 2026, 07:30:05 UTC (2026-11-29T07:30:05.000Z)'
 */
export function formatMoment(value: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(value);
  return `${text} (${value.toISOString()})`;
}
