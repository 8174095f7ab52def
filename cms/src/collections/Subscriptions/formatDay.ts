import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import { type Day, startOfDay } from './days';

/**
 * A subscription day written out for `locale`, read in UTC like every subscription day.
 *
 * @example
 * formatDay('2026-12-31', 'ro') // '31 decembrie 2026'
 */
export function formatDay(day: Day, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(startOfDay(day));
}
