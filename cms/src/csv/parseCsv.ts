/** One record of a CSV file: its row number as a spreadsheet shows it (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export interface ParsedCsv {
  separator: ';' | ',' | '\t';
  header: string[];
  records: CsvRecord[];
}

/** A file that cannot be read as CSV at all, at a row a person can find. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    readonly code: 'unclosedQuote' | 'empty',
  ) {
    super(
      code === 'empty' ? 'The file is empty.' : `A quoted cell opened in row ${row} is not closed.`,
    );
    this.name = 'CsvSyntaxError';
  }
}

const SEPARATORS = [';', '\t', ','] as const;

/**
 * The separator of the header line (outside quotes): ";" as our exports and every spreadsheet
 * set to a decimal-comma region write, else a tab, else ",", as spreadsheets in English write.
 */
function detectSeparator(text: string): ParsedCsv['separator'] {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return SEPARATORS.find((separator) => (counts.get(separator) ?? 0) > 0) ?? ';';
}

/**
 * A cell our exports wrote as `'=…` so that a spreadsheet shows it as text (see `csvCell`) is
 * read back without the apostrophe, so a round trip gives the value that was exported.
 *
 * @example
 * unescapeFormula("'=1+1") // '=1+1'
 */
export function unescapeFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Reads CSV text as spreadsheets write it (RFC 4180): a UTF-8 byte-order mark dropped, the
 * separator taken from the header line (";", tab or ","), quoted cells with `""` escapes and
 * line breaks, CRLF or LF lines. Unquoted cells are trimmed, formula escapes undone; records whose
 * cells are all empty are left out but still counted, so row numbers match the spreadsheet's.
 * Lenient where spreadsheets are (a stray quote inside an unquoted cell is kept); throws
 * `CsvSyntaxError` only for a quoted cell never closed, or a file without a header.
 *
 * @example
 * parseCsv('\uFEFFname;fat\r\n"Unt; 82%";81,1\r\n').records
 * // [{ row: 2, cells: ['Unt; 82%', '81,1'] }]
 */
export function parseCsv(input: string): ParsedCsv {
  const text = input.replace(/^\uFEFF/, '');
  const separator = detectSeparator(text);
  const all: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let atCellStart = true;
  let row = 1;
  let quoteRow = 1;
  const endCell = () => {
    // Spaces around an unquoted value are the spreadsheet's padding; quotes keep them.
    cells.push(unescapeFormula(wasQuoted ? cell : cell.trim()));
    cell = '';
    wasQuoted = false;
    atCellStart = true;
  };
  const endRecord = () => {
    endCell();
    all.push({ row, cells });
    cells = [];
    row += 1;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && atCellStart && cell.trim() === '') {
      quoted = true;
      wasQuoted = true;
      quoteRow = row;
      cell = '';
      atCellStart = false;
    } else if (char === separator) {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else {
      cell += char;
      if (char !== ' ') atCellStart = false;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteRow, 'unclosedQuote');
  if (cell !== '' || cells.length > 0) endRecord();

  const [first, ...rest] = all;
  if (!first || first.cells.every((value) => value === '')) throw new CsvSyntaxError(1, 'empty');
  return {
    separator,
    header: first.cells,
    records: rest.filter((record) => record.cells.some((value) => value !== '')),
  };
}
