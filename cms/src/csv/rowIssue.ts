/** One problem of an import, where a person finds it in the spreadsheet. */
export type RowIssue = {
  /** The spreadsheet's row number (the header is row 1); null for the file as a whole. */
  row: number | null;
  /** The column's header; null for the whole row. */
  column: string | null;
  message: string;
  /** A stable name of the problem, for programs (`required`, `unknownIngredient`, …). */
  code: string;
};
