/** Excel opens a CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/**
 * Excel splits on the list separator of the computer's region, which is ";" wherever the
 * decimal separator is a comma: Romania and every other market of the product but English.
 */
export const CSV_SEPARATOR = ';';

/**
 * One CSV cell: a value starting with "=", "+", "-", "@", a tab or a carriage return gets an
 * apostrophe in front, so a spreadsheet shows an ingredient named "=HYPERLINK(…)" as text
 * instead of running it (OWASP "CSV injection"; `parseCsv` removes it again on import); then
 * quoted when it holds a separator (";" or ","), a quote, a line break or edge spaces.
 *
 * @example
 * csvCell('Ciorbă; cu smântână') // '"Ciorbă; cu smântână"'
 * csvCell('=1+1') // "'=1+1"
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;,"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Rows as a CSV file for spreadsheets: UTF-8 with a byte-order mark, ";"-separated, CRLF line
 * ends (RFC 4180), every cell through `csvCell`.
 *
 * @example
 * writeCsv([['name', 'fat'], ['Unt', '81,1']]) // '\uFEFFname;fat\r\nUnt;"81,1"\r\n'
 */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `${BOM}${rows.map((cells) => cells.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
