import type { Locale } from '@nutrimenu/core/locale';
import { createPdfDocument } from '../pdf/createPdfDocument';
import { pageBottom } from '../pdf/ensureSpace';
import { stampFooter } from '../pdf/stampFooter';
import {
  drawSheetTable,
  type SheetCell,
  type SheetTable,
  sheetTableRowHeight,
} from './drawSheetTable';
import { drawTechnicalSheet } from './drawTechnicalSheet';
import { SHEET_MARGIN } from './renderTechnicalSheetPdf';
import type { TechnicalSheetView } from './technicalSheetView';

/** One sheet of the book and what its index row says beside the dish's name. */
export interface BookSheet {
  view: TechnicalSheetView;
  /** "sub-recipe", or "not computable: …"; null for a dish that computes. */
  indexNote: string | null;
}

/** A restaurant's book of technical sheets, texts in one locale, sheets in their order. */
export interface SheetBookView {
  restaurant: string;
  title: string;
  printed: string;
  index: { heading: string; number: string; dish: string; page: string };
  /** Said instead of the index when the restaurant has no recipe. */
  empty: string | null;
  sheets: BookSheet[];
  pageOf: (page: number, pages: number) => string;
}

function indexTable(
  view: SheetBookView,
  x: number,
  width: number,
  rows: SheetCell[][],
): SheetTable {
  return {
    x,
    widths: [width * 0.14, width * 0.72, width * 0.14],
    header: [
      [
        { text: view.index.number },
        { text: view.index.dish },
        { text: view.index.page, align: 'right' },
      ],
    ],
    rows,
  };
}

function indexRow(sheet: BookSheet, page: number | null): SheetCell[] {
  return [
    { text: sheet.view.sheetNumber === null ? '—' : String(sheet.view.sheetNumber) },
    { text: sheet.view.dish, note: sheet.indexNote },
    { text: page === null ? '' : String(page), align: 'right' },
  ];
}

/**
 * A restaurant's technical sheets as one A4 PDF: a title and an index (sheet number, dish, the
 * page its sheet starts on, and a note for sub-recipes and sheets that cannot be computed),
 * then every sheet from a new page (see `drawTechnicalSheet`), page numbers at every foot. The
 * index is laid out first with its pages left blank, and written once the sheets are placed
 * and their pages known.
 */
export function renderTechnicalSheetBookPdf(view: SheetBookView, locale: Locale): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({
    title: `${view.title} – ${view.restaurant}`,
    locale,
    margin: SHEET_MARGIN,
  });
  const x = SHEET_MARGIN;
  const width = doc.page.width - 2 * SHEET_MARGIN;

  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(view.restaurant, x, SHEET_MARGIN, { width });
  doc.font('bold').fontSize(20).fillColor('black').text(view.title, { width });
  doc.font('regular').fontSize(9).fillColor('#555555').text(view.printed, { width });
  doc.fillColor('black').moveDown(1);
  doc
    .font('bold')
    .fontSize(12)
    .text(view.empty ?? view.index.heading, { width });
  doc.moveDown(0.4);

  // Lay the index out on pages: each row measured with a page number of the widest kind.
  const widest = String(view.sheets.length * 20);
  const table = indexTable(view, x, width, []);
  const headerHeight = sheetTableRowHeight(doc, table, table.header[0] ?? [], true);
  const pagesOfRows: BookSheet[][] = [[]];
  const firstTop = doc.y;
  let y = firstTop + headerHeight;
  for (const sheet of view.sheets) {
    const height = sheetTableRowHeight(doc, table, indexRow(sheet, Number(widest)), false);
    if (y + height > pageBottom(doc)) {
      pagesOfRows.push([]);
      y = SHEET_MARGIN + headerHeight;
    }
    pagesOfRows.at(-1)?.push(sheet);
    y += height;
  }
  const indexPages = view.sheets.length === 0 ? 0 : pagesOfRows.length;
  for (let page = 1; page < indexPages; page += 1) doc.addPage();

  const footers: string[] = Array.from({ length: Math.max(indexPages, 1) }, () => view.title);
  const startPage = new Map<BookSheet, number>();
  for (const sheet of view.sheets) {
    doc.addPage();
    const first = doc.bufferedPageRange().count;
    startPage.set(sheet, first);
    drawTechnicalSheet(doc, sheet.view);
    const last = doc.bufferedPageRange().count;
    for (let page = first; page <= last; page += 1) footers[page - 1] = sheet.view.reference;
  }

  const start = doc.bufferedPageRange().start;
  pagesOfRows.forEach((rows, index) => {
    if (rows.length === 0) return;
    doc.switchToPage(start + index);
    doc.y = index === 0 ? firstTop : SHEET_MARGIN;
    drawSheetTable(
      doc,
      indexTable(
        view,
        x,
        width,
        rows.map((sheet) => indexRow(sheet, startPage.get(sheet) ?? null)),
      ),
    );
  });

  stampFooter(
    doc,
    (page, pages) =>
      `${view.restaurant} · ${footers[page - 1] ?? view.title} · ${view.pageOf(page, pages)}`,
  );
  return finish();
}
