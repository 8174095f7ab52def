import { ALLERGEN_CODES, ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { writeCsv } from '../csv/writeCsv';
import { ALLERGEN_MARK_SYMBOLS, type AllergenMatrixRow } from './allergenMatrix';

/**
 * The allergen matrix as a CSV for spreadsheets: a header with "Dish" and the 14 allergens'
 * names in the locale, then one line per dish with "X" (contains), "(X)" (may contain traces),
 * "?" (allergens not yet declared) or nothing. UTF-8 with a BOM, ";"-separated, CRLF lines
 * (RFC 4180).
 *
 * @example
 * allergenMatrixCsv(rows, 'ro', t).split('\r\n')[0] // '\uFEFFPreparat;Cereale care conțin gluten;…'
 */
export function allergenMatrixCsv(
  rows: readonly AllergenMatrixRow[],
  locale: Locale,
  t: Translate,
): string {
  const header = [t('matrix.dish'), ...ALLERGEN_CODES.map((code) => ALLERGEN_NAMES[code][locale])];
  const lines = rows.map((row) => [
    row.dish,
    ...ALLERGEN_CODES.map((code) => ALLERGEN_MARK_SYMBOLS[row.marks[code]]),
  ]);
  return writeCsv([header, ...lines]);
}
