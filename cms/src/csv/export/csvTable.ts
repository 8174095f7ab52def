import type { Translate } from '@nutrimenu/core/messages';
import { EndpointError } from '../../utilities/EndpointError';
import { nameKey } from '../nameKey';
import { type CsvRecord, CsvSyntaxError, parseCsv } from '../parseCsv';
import type { RowIssue } from '../rowIssue';

/** At most this many rows per file: one import is one transaction, which must stay short. */
export const MAX_IMPORT_ROWS = 5000;

/** A data row with its cells by column; a column absent from the file reads `undefined`. */
export interface CsvRow {
  row: number;
  cell(column: string): string | undefined;
}

export interface CsvTable {
  columns: Set<string>;
  rows: CsvRow[];
}

/** "Unit weight", "UNIT_WEIGHT" and "unit-weight" are all the column `unit_weight`. */
const columnKey = (header: string) => nameKey(header).replaceAll('-', '_');

/**
 * The CSV text as rows of named cells, or a 400 listing what is wrong with the file as a whole:
 * unreadable, no header, unknown, repeated or missing columns, rows longer than the header, too
 * many rows. `known` are the columns the import understands, `required` those it needs (a
 * list inside: one of them).
 */
export function readCsvTable(
  text: string,
  known: readonly string[],
  required: readonly (string | readonly string[])[],
  t: Translate,
): CsvTable {
  let records: CsvRecord[];
  let header: string[];
  try {
    ({ header, records } = parseCsv(text));
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const message =
      error.code === 'empty' ? t('admin.csv.error.empty') : t('admin.csv.error.unclosedQuote');
    throw new EndpointError(400, message, [
      { row: error.row, column: null, message, code: error.code },
    ]);
  }

  const issues: RowIssue[] = [];
  const index = new Map<string, number>();
  header.forEach((cell, position) => {
    if (cell === '') return; // Spreadsheets add empty columns at the end; they carry nothing.
    const column = columnKey(cell);
    if (!known.includes(column)) {
      issues.push({
        row: 1,
        column: cell,
        code: 'unknownColumn',
        message: t('admin.csv.error.unknownColumn', { column: cell, columns: known.join(', ') }),
      });
    } else if (index.has(column)) {
      issues.push({
        row: 1,
        column: cell,
        code: 'duplicateColumn',
        message: t('admin.csv.error.duplicateColumn', { column: cell }),
      });
    } else {
      index.set(column, position);
    }
  });
  for (const wanted of required) {
    const alternatives = typeof wanted === 'string' ? [wanted] : wanted;
    const [column = ''] = alternatives;
    if (!alternatives.some((alternative) => index.has(alternative))) {
      issues.push({
        row: 1,
        column,
        code: 'missingColumn',
        message: t('admin.csv.error.missingColumn', { column }),
      });
    }
  }
  if (records.length === 0) {
    issues.push({ row: 2, column: null, code: 'empty', message: t('admin.csv.error.empty') });
  }
  if (records.length > MAX_IMPORT_ROWS) {
    const message = t('admin.csv.error.tooManyRows', { max: MAX_IMPORT_ROWS });
    throw new EndpointError(400, message, [
      { row: null, column: null, code: 'tooManyRows', message },
    ]);
  }
  for (const record of records) {
    if (record.cells.slice(header.length).some((cell) => cell !== '')) {
      issues.push({
        row: record.row,
        column: null,
        code: 'tooManyCells',
        message: t('admin.csv.error.tooManyCells', {
          count: record.cells.length,
          max: header.length,
        }),
      });
    }
  }
  if (issues.length > 0) throw new EndpointError(400, summary(issues, t), issues);

  return {
    columns: new Set(index.keys()),
    rows: records.map((record) => ({
      row: record.row,
      cell: (column) => {
        const position = index.get(column);
        return position === undefined ? undefined : (record.cells[position] ?? '');
      },
    })),
  };
}

/** The one-line message of a refused import: how many problems, and that nothing was saved. */
export function summary(issues: readonly RowIssue[], t: Translate): string {
  return t('admin.csv.error.summary', { count: issues.length });
}
