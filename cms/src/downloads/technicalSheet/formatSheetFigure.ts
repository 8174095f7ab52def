import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/**
 * A figure of the technical sheet (grams, percentages, quantities as entered) with the locale's
 * decimal separator and no grouping, as the sheet's CSV writes it: core already rounded the
 * weights to 0.1 g, so at most `digits` decimals only trims trailing zeros.
 *
 * @example
 * formatSheetFigure(2857.1, 'ro') // '2857,1'
 * formatSheetFigure(1000, 'en') // '1000'
 */
export function formatSheetFigure(value: number, locale: Locale, digits = 1): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}
