import { pageBottom } from '../pdf/ensureSpace';

export interface SheetCell {
  text: string;
  /** A second, smaller grey line under the text (a sub-recipe's sheet number). */
  note?: string | null;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
  /** How many columns the cell spans, 1 when absent. */
  span?: number;
}

export interface SheetTable {
  x: number;
  widths: number[];
  /** Rows drawn at the top of the table and again at the top of every page it continues on. */
  header: SheetCell[][];
  rows: SheetCell[][];
  /** Rows drawn bold on a light fill (totals). */
  emphasised?: ReadonlySet<number>;
  fontSize?: number;
}

const PADDING = 3;
const NOTE_RATIO = 0.85;
const HEADER_FILL = '#e8e8e8';
const TOTAL_FILL = '#f3f3f3';
const RULE = '#888888';

function cellWidth(widths: number[], index: number, span: number): number {
  return widths.slice(index, index + span).reduce((sum, width) => sum + width, 0);
}

function cellsWithX(table: SheetTable, row: SheetCell[]) {
  let column = 0;
  let x = table.x;
  return row.map((cell) => {
    const span = cell.span ?? 1;
    const width = cellWidth(table.widths, column, span);
    const placed = { cell, x, width };
    column += span;
    x += width;
    return placed;
  });
}

/** The height a row takes in `table`, so a caller can lay rows out on pages beforehand. */
export function sheetTableRowHeight(
  doc: PDFKit.PDFDocument,
  table: SheetTable,
  row: SheetCell[],
  bold: boolean,
): number {
  const size = table.fontSize ?? 8.5;
  return (
    Math.max(
      ...cellsWithX(table, row).map(({ cell, width }) => {
        const inner = width - 2 * PADDING;
        const text = doc
          .font(bold || cell.bold ? 'bold' : 'regular')
          .fontSize(size)
          .heightOfString(cell.text || ' ', { width: inner });
        const note = cell.note
          ? doc
              .font('regular')
              .fontSize(size * NOTE_RATIO)
              .heightOfString(cell.note, { width: inner })
          : 0;
        return text + note;
      }),
    ) +
    2 * PADDING
  );
}

function drawRow(
  doc: PDFKit.PDFDocument,
  table: SheetTable,
  row: SheetCell[],
  options: { bold: boolean; fill: string | null; height: number },
) {
  const size = table.fontSize ?? 8.5;
  const top = doc.y;
  for (const { cell, x, width } of cellsWithX(table, row)) {
    if (options.fill) doc.rect(x, top, width, options.height).fill(options.fill);
    doc.rect(x, top, width, options.height).lineWidth(0.5).strokeColor(RULE).stroke();
    doc
      .fillColor('black')
      .font(options.bold || cell.bold ? 'bold' : 'regular')
      .fontSize(size)
      .text(cell.text, x + PADDING, top + PADDING, {
        width: width - 2 * PADDING,
        align: cell.align ?? 'left',
      });
    if (cell.note) {
      doc
        .font('regular')
        .fontSize(size * NOTE_RATIO)
        .fillColor('#555555')
        .text(cell.note, x + PADDING, doc.y, { width: width - 2 * PADDING });
      doc.fillColor('black');
    }
  }
  doc.x = table.x;
  doc.y = top + options.height;
}

/**
 * Draws a table of bordered cells from the current position: a row is never split, and when the
 * next row does not fit, the table goes on at the top of a new page under its header rows again.
 * Leaves the position under the last row.
 */
export function drawSheetTable(doc: PDFKit.PDFDocument, table: SheetTable): void {
  const headerHeights = table.header.map((row) => sheetTableRowHeight(doc, table, row, true));
  const headerHeight = headerHeights.reduce((sum, height) => sum + height, 0);
  const drawHeader = () =>
    table.header.forEach((row, index) => {
      drawRow(doc, table, row, {
        bold: true,
        fill: HEADER_FILL,
        height: headerHeights[index] ?? 0,
      });
    });
  const firstRow = table.rows[0] ? sheetTableRowHeight(doc, table, table.rows[0], false) : 0;
  // The header is never left alone at the foot of a page.
  if (doc.y + headerHeight + firstRow > pageBottom(doc)) doc.addPage();
  drawHeader();
  table.rows.forEach((row, index) => {
    const emphasised = table.emphasised?.has(index) ?? false;
    const height = sheetTableRowHeight(doc, table, row, emphasised);
    if (doc.y + height > pageBottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(doc, table, row, {
      bold: emphasised,
      fill: emphasised ? TOTAL_FILL : null,
      height,
    });
  });
}
