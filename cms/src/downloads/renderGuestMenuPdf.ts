import type { Locale } from '@nutrimenu/core/locale';
import type { GuestMenuEntry, GuestMenuView } from './guestMenuView';
import { createPdfDocument } from './pdf/createPdfDocument';
import { drawMenuHeading } from './pdf/drawMenuHeading';
import { ensureSpace } from './pdf/ensureSpace';
import { stampFooter } from './pdf/stampFooter';

const MARGIN = 48;
const GREY = '#555555';
const LEGEND_SIZE = 7.5;
const FOOTER_ROOM = 28;
const CELL_SIZE = 7.5;
const CELL_PADDING = 3;
const DISH_COLUMN = 200;
const BASIS_COLUMN = 52;
const ENERGY_COLUMN = 92;

type Margins = { top: number; bottom: number; left: number; right: number };

/**
 * The margins and orientation of every page PDFKit adds from now on (it reads `options` for a
 * new page).
 */
function setNewPages(
  doc: PDFKit.PDFDocument,
  page: { margin: Margins; layout: 'portrait' | 'landscape' },
) {
  // PDFKit's types leave `options` out.
  if ('options' in doc && typeof doc.options === 'object' && doc.options !== null) {
    Object.assign(doc.options, page);
  }
}

function legendHeight(doc: PDFKit.PDFDocument, view: GuestMenuView, width: number) {
  return (
    doc.font('bold').fontSize(LEGEND_SIZE).heightOfString(view.legend.heading, { width }) +
    doc.font('regular').fontSize(LEGEND_SIZE).heightOfString(view.legend.text, { width })
  );
}

/** The numbered allergen legend at the foot of the first `pages` pages, above the page number. */
function stampLegend(doc: PDFKit.PDFDocument, view: GuestMenuView, pages: number, width: number) {
  const height = legendHeight(doc, view, width);
  for (let index = 0; index < pages; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    const top = doc.page.height - FOOTER_ROOM - height - 4;
    doc
      .moveTo(MARGIN, top - 5)
      .lineTo(MARGIN + width, top - 5)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.font('bold').fontSize(LEGEND_SIZE).fillColor('black');
    doc.text(view.legend.heading, MARGIN, top, { width });
    doc.font('regular').fillColor(GREY).text(view.legend.text, MARGIN, doc.y, { width });
    margins.bottom = bottom;
  }
  doc.fillColor('black');
}

function entryHeight(doc: PDFKit.PDFDocument, entry: GuestMenuEntry, width: number) {
  const nameWidth = width - priceWidth(doc, entry) - 12;
  let height = doc.font('bold').fontSize(11).heightOfString(entry.name, { width: nameWidth });
  if (entry.description) {
    height += 1 + doc.font('regular').fontSize(9).heightOfString(entry.description, { width });
  }
  return height + 1 + doc.font('bold').fontSize(8).heightOfString(entry.details, { width });
}

function priceWidth(doc: PDFKit.PDFDocument, entry: GuestMenuEntry) {
  return entry.price ? doc.font('bold').fontSize(11).widthOfString(entry.price) : 0;
}

function drawEntry(doc: PDFKit.PDFDocument, entry: GuestMenuEntry, width: number) {
  ensureSpace(doc, entryHeight(doc, entry, width));
  const top = doc.y;
  if (entry.price) {
    doc.font('bold').fontSize(11).fillColor('black');
    doc.text(entry.price, MARGIN, top, { width, align: 'right' });
  }
  const nameWidth = width - priceWidth(doc, entry) - 12;
  doc.font('bold').fontSize(11).fillColor('black').text(entry.name, MARGIN, top, {
    width: nameWidth,
  });
  if (entry.description) {
    doc.font('regular').fontSize(9).fillColor(GREY);
    doc.text(entry.description, MARGIN, doc.y + 1, { width });
  }
  // Undeclared allergens are printed in black bold, as a warning, never as small grey print.
  doc
    .font(entry.allergensComplete ? 'regular' : 'bold')
    .fontSize(8)
    .fillColor(entry.allergensComplete ? GREY : 'black')
    .text(entry.details, MARGIN, doc.y + 1, { width });
  doc.fillColor('black');
  doc.y += 9;
}

function drawSectionHeading(doc: PDFKit.PDFDocument, title: string, width: number) {
  doc.font('bold').fontSize(14).fillColor('black').text(title, MARGIN, doc.y, { width });
  const rule = doc.y + 2;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .lineWidth(0.75)
    .strokeColor('#000000')
    .stroke();
  doc.y = rule + 8;
}

/**
 * The widths of the appendix columns: the dish, its basis, then one per declaration line, the
 * first (energy, "≥929 kJ / ≥222 kcal") wide enough to stay on one line.
 */
function columnWidths(view: GuestMenuView, width: number): number[] {
  const others = view.appendix.columns.length - 1;
  const figure = (width - DISH_COLUMN - BASIS_COLUMN - ENERGY_COLUMN) / others;
  return [
    DISH_COLUMN,
    BASIS_COLUMN,
    ENERGY_COLUMN,
    ...Array.from({ length: others }, () => figure),
  ];
}

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold: boolean) {
  doc.font(bold ? 'bold' : 'regular').fontSize(CELL_SIZE);
  const heights = cells.map((cell, index) =>
    doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  cells: string[],
  widths: number[],
  options: { bold: boolean; fill?: string },
) {
  const height = rowHeight(doc, cells, widths, options.bold);
  const top = doc.y;
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (options.fill) doc.rect(MARGIN, top, total, height).fill(options.fill);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(CELL_SIZE)
      .fillColor('black');
    doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, {
      width: width - 2 * CELL_PADDING,
      align: index < 2 ? 'left' : 'right',
    });
    x += width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + total, top + height)
    .lineWidth(0.4)
    .strokeColor('#aaaaaa')
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** The nutrition appendix: one row per dish, the header repeated on each of its pages. */
function drawAppendix(doc: PDFKit.PDFDocument, view: GuestMenuView, width: number) {
  const { appendix } = view;
  const widths = columnWidths(view, width);
  const header = [appendix.dishHeading, '', ...appendix.columns];
  doc.font('bold').fontSize(14).fillColor('black');
  doc.text(appendix.heading, MARGIN, doc.y, { width });
  doc.y += 6;
  drawRow(doc, header, widths, { bold: true, fill: '#eeeeee' });
  for (const row of appendix.rows) {
    const cells = row.cells
      ? [row.name, row.basis, ...row.cells]
      : [row.name, appendix.unavailable];
    // A dish without figures spans the whole row with the reason.
    const rowWidths = row.cells ? widths : [DISH_COLUMN, width - DISH_COLUMN];
    if (ensureSpace(doc, rowHeight(doc, cells, rowWidths, false))) {
      drawRow(doc, header, widths, { bold: true, fill: '#eeeeee' });
    }
    drawRow(doc, cells, rowWidths, { bold: false });
  }
}

/**
 * The menu a guest reads, as an A4 PDF: the restaurant, the menu's name, each section with its
 * dishes (name, price, description, and in small print the served quantity, the allergens as
 * Annex II numbers, traces and the frozen mark), the numbered legend of the 14 allergens at the
 * foot of every menu page, and the nutrition declarations as an appendix on pages of their own.
 * A dish is never split across pages; every page carries "Page n of N".
 */
export function renderGuestMenuPdf(view: GuestMenuView, locale: Locale): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({
    title: `${view.title} – ${view.restaurant}`,
    locale,
    margin: MARGIN,
  });
  const width = doc.page.width - 2 * MARGIN;
  const legendRoom = FOOTER_ROOM + legendHeight(doc, view, width) + 16;
  // The menu's pages keep room at their foot for the legend, stamped there at the end.
  const menuMargins = { top: MARGIN, left: MARGIN, right: MARGIN, bottom: legendRoom };
  setNewPages(doc, { margin: menuMargins, layout: 'portrait' });
  Object.assign(doc.page.margins, menuMargins);

  drawMenuHeading(doc, view, { margin: MARGIN, width, nameSize: 22 });

  for (const section of view.sections) {
    const [first] = section.entries;
    const headingHeight = doc.font('bold').fontSize(14).heightOfString(section.title, { width });
    // A heading is never left alone at the foot of a page.
    ensureSpace(doc, headingHeight + 10 + (first ? entryHeight(doc, first, width) : 0));
    drawSectionHeading(doc, section.title, width);
    for (const entry of section.entries) drawEntry(doc, entry, width);
    doc.y += 6;
  }
  const menuPages = doc.bufferedPageRange().count;

  if (view.appendix.rows.length > 0) {
    // Landscape: eight figures and the dish's name side by side, each readable without wrapping.
    const margin = { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN };
    setNewPages(doc, { margin, layout: 'landscape' });
    doc.addPage();
    drawAppendix(doc, view, doc.page.width - 2 * MARGIN);
  }

  // Laid out: every page's foot now takes the page number at the same height.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = MARGIN;
  }
  stampLegend(doc, view, menuPages, width);
  stampFooter(doc, view.pageLabel);
  return finish();
}
