import { ALLERGEN_CODES, ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { ALLERGEN_MARK_SYMBOLS, type AllergenMatrixRow } from './allergenMatrix';

/** Excel opens a CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/**
 * Excel splits on the list separator of the computer's region, which is ";" wherever the
 * decimal separator is a comma: in Romania and in every other market of the product but the
 * English-speaking one.
 */
export const CSV_SEPARATOR = ';';

/**
 * One CSV field: quoted when it holds a separator (";" or ","), a quote, a line break or
 * edge spaces; a leading "=", "+", "-", "@" or tab is prefixed with an apostrophe so a
 * spreadsheet shows a dish named "=HYPERLINK(…)" as text instead of running it.
 *
 * @example
 * csvField('Ciorbă; cu smântână') // '"Ciorbă; cu smântână"'
 * csvField('=1+1') // "'=1+1"
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;,"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
  return `${BOM}${[header, ...lines]
    .map((fields) => fields.map(csvField).join(CSV_SEPARATOR))
    .join('\r\n')}\r\n`;
}
