/** One problem of an import, where a person finds it in the spreadsheet. */
export interface RowIssue {
  /** The spreadsheet's row number (the header is row 1); null for the file as a whole. */
  row: number | null;
  /** The column's header; null for the whole row. */
  column: string | null;
  message: string;
  /** A stable name of the problem, for programs (`required`, `unknownIngredient`, …). */
  code: string;
}

/**
 * A request the CSV endpoints refuse for a reason the person can act on: 400 (with every
 * problem of the file), 403, 404, 413 or 415.
 */
export class CsvRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 415,
    message: string,
    readonly issues: RowIssue[] = [],
  ) {
    super(message);
    this.name = 'CsvRequestError';
  }
}
