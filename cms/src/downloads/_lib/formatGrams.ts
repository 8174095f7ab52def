import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/**
 * A weight in grams as printed with the locale's decimal separator: whole grams from 10 g up.
 *
 * @example
 * formatGrams(280.04, 'ro') // '280'
 * formatGrams(7.25, 'de') // '7,3'
 */
export function formatGrams(grams: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    maximumFractionDigits: grams >= 10 ? 0 : 1,
    useGrouping: false,
  }).format(grams);
}
