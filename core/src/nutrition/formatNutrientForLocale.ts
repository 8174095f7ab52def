import { LOCALE_TAGS, type Locale } from '../locale/locales';
import { NUTRIENT_UNITS, type NutrientKey } from './nutrients';
import { roundNutrient } from './roundNutrient';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, decimals: number): Intl.NumberFormat {
  const cacheKey = `${locale}:${decimals}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    // No grouping: labels print "2111 kJ" in every language, and "2.111" would read as a decimal.
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    numberFormats.set(cacheKey, format);
  }
  return format;
}

export interface FormatNutrientOptions {
  /** The amount is a lower bound (some ingredient's value is unknown): prefixed with "≥". */
  lowerBound?: boolean;
  /** Leave the unit out, e.g. in a table whose header names it. */
  unit?: boolean;
}

/**
 * The declared figure with the locale's decimal separator and its unit.
 *
 * @example
 * formatNutrientForLocale('fat', 7.44, 'ro') // '7,4 g'
 * formatNutrientForLocale('salt', 0.004, 'de') // '<0,01 g'
 * formatNutrientForLocale('energyKj', 754.2, 'en') // '754 kJ'
 * formatNutrientForLocale('sugars', 3.42, 'fr', { lowerBound: true }) // '≥3,4 g'
 */
export function formatNutrientForLocale(
  key: NutrientKey,
  value: number,
  locale: Locale,
  options: FormatNutrientOptions = {},
): string {
  const rounded = roundNutrient(key, value);
  const figure =
    rounded.kind === 'lessThan'
      ? `<${numberFormat(locale, rounded.decimals).format(rounded.limit)}`
      : numberFormat(locale, rounded.decimals).format(rounded.value);
  let shown = figure;
  if (options.lowerBound) {
    // A known part below the negligible limit says nothing about the whole: only "≥0" is true.
    shown = rounded.kind === 'value' ? `≥${figure}` : '≥0';
  }
  return options.unit === false ? shown : `${shown} ${NUTRIENT_UNITS[key]}`;
}
