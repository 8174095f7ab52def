import type { Locale } from '@nutrimenu/core/locale';
import { writeCsv } from '../../csv/writeCsv';
import { TECHNICAL_SHEET_COLUMNS, technicalSheetRows } from '../technicalSheetCsv';
import type { SheetOutcome } from './sheetOutcome';

/** The book's columns: which recipe, then a single sheet's columns, then why it is missing. */
export const TECHNICAL_SHEET_BOOK_COLUMNS = [
  'recipe_id',
  'sheet_number',
  'recipe',
  ...TECHNICAL_SHEET_COLUMNS,
  'not_computable',
] as const;

export interface BookCsvEntry {
  recipeId: string;
  sheetNumber: number | null;
  name: string;
  sheet: SheetOutcome;
}

/**
 * The rows of one recipe in the book's CSV: its sheet's rows (`technicalSheetRows`) after its
 * id, number and name, or one row saying why it cannot be computed.
 */
export function technicalSheetBookRows(
  entry: BookCsvEntry,
  locale: Locale,
  defaultLocale: Locale,
): string[][] {
  const recipe = [
    entry.recipeId,
    entry.sheetNumber === null ? '' : String(entry.sheetNumber),
    entry.name,
  ];
  if ('reason' in entry.sheet) {
    return [[...recipe, ...TECHNICAL_SHEET_COLUMNS.map(() => ''), entry.sheet.reason]];
  }
  return technicalSheetRows(entry.sheet, locale, defaultLocale).map((row) => [
    ...recipe,
    ...row,
    '',
  ]);
}

/**
 * All lines of all of a restaurant's recipes in one CSV for the accountant: the single sheet's
 * columns with the recipe's id, sheet number and name first, and a last column giving the
 * reason when a recipe cannot be computed (its only row then).
 */
export function technicalSheetBookCsv(rows: readonly string[][]): string {
  return writeCsv([[...TECHNICAL_SHEET_BOOK_COLUMNS], ...rows]);
}
