import { ALLERGEN_CODES } from '@nutrimenu/core/allergens';
import type { Locale } from '@nutrimenu/core/locale';
import { ALLERGEN_MARK_SYMBOLS, type AllergenMark, type AllergenMatrixRow } from './allergenMatrix';
import type { AllergenMatrixView } from './allergenMatrixView';
import { createPdfDocument } from './pdf/createPdfDocument';
import { pageBottom } from './pdf/ensureSpace';
import { stampFooter } from './pdf/stampFooter';

const MARGIN = 30;
const COLUMN = 36;
const HEADER_HEIGHT = 118;
const FONT = 8.5;
const PADDING = 4;

/** Cell backgrounds, so the marks read at a glance; the symbols carry the meaning in black and white. */
const FILLS: Record<AllergenMark, string | null> = {
  contains: '#f4b6b0',
  traces: '#fde9a9',
  unknown: '#d9d9d9',
  none: null,
};

function cellBox(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string | null,
) {
  if (fill) doc.rect(x, y, width, height).fill(fill);
  doc.rect(x, y, width, height).lineWidth(0.5).strokeColor('#777777').stroke();
  doc.fillColor('black');
}

/** The table header: "Dish", then the 14 allergen names turned upright to fit narrow columns. */
function drawHeader(doc: PDFKit.PDFDocument, view: AllergenMatrixView, dishWidth: number) {
  const top = doc.y;
  cellBox(doc, MARGIN, top, dishWidth, HEADER_HEIGHT, '#eeeeee');
  doc
    .font('bold')
    .fontSize(10)
    .text(view.dishHeading, MARGIN + PADDING, top + HEADER_HEIGHT - 16, {
      width: dishWidth - 2 * PADDING,
      lineBreak: false,
    });
  view.allergenNames.forEach((name, index) => {
    const x = MARGIN + dishWidth + index * COLUMN;
    cellBox(doc, x, top, COLUMN, HEADER_HEIGHT, '#eeeeee');
    const originX = x + PADDING + 2;
    const originY = top + HEADER_HEIGHT - PADDING;
    doc.save();
    doc.rotate(-90, { origin: [originX, originY] });
    doc
      .font('bold')
      .fontSize(7.5)
      .text(name, originX, originY, { width: HEADER_HEIGHT - 2 * PADDING, lineGap: 0 });
    doc.restore();
  });
  doc.x = MARGIN;
  doc.y = top + HEADER_HEIGHT;
}

function rowHeight(doc: PDFKit.PDFDocument, text: string, width: number, bold = false) {
  return (
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(FONT)
      .heightOfString(text, { width: width - 2 * PADDING }) +
    2 * PADDING
  );
}

function drawRow(
  doc: PDFKit.PDFDocument,
  row: AllergenMatrixRow,
  dishWidth: number,
  height: number,
) {
  const top = doc.y;
  cellBox(doc, MARGIN, top, dishWidth, height, null);
  doc
    .font('regular')
    .fontSize(FONT)
    .text(row.dish, MARGIN + PADDING, top + PADDING, {
      width: dishWidth - 2 * PADDING,
    });
  ALLERGEN_CODES.forEach((code, index) => {
    const mark = row.marks[code];
    const x = MARGIN + dishWidth + index * COLUMN;
    cellBox(doc, x, top, COLUMN, height, FILLS[mark]);
    const symbol = ALLERGEN_MARK_SYMBOLS[mark];
    if (symbol) {
      doc
        .font('bold')
        .fontSize(FONT)
        .text(symbol, x, top + (height - FONT) / 2 - 1, {
          width: COLUMN,
          align: 'center',
          lineBreak: false,
        });
    }
  });
  doc.x = MARGIN;
  doc.y = top + height;
}

function drawSectionRow(doc: PDFKit.PDFDocument, title: string, width: number, height: number) {
  const top = doc.y;
  cellBox(doc, MARGIN, top, width, height, '#f5f5f5');
  doc
    .font('bold')
    .fontSize(FONT)
    .text(title, MARGIN + PADDING, top + PADDING, { width: width - 2 * PADDING });
  doc.x = MARGIN;
  doc.y = top + height;
}

function drawLegend(doc: PDFKit.PDFDocument, view: AllergenMatrixView, width: number) {
  const top = doc.y;
  let x = MARGIN;
  for (const entry of view.legend) {
    cellBox(doc, x, top, 22, 12, FILLS[entry.mark]);
    doc
      .font('bold')
      .fontSize(7.5)
      .text(ALLERGEN_MARK_SYMBOLS[entry.mark], x, top + 2, {
        width: 22,
        align: 'center',
        lineBreak: false,
      });
    const textWidth = doc.font('regular').fontSize(8).widthOfString(entry.text);
    doc.text(entry.text, x + 26, top + 2, {
      width: Math.min(textWidth + 2, width),
      lineBreak: false,
    });
    x += 26 + textWidth + 16;
  }
  doc.x = MARGIN;
  doc.y = top + 18;
}

/**
 * The allergen matrix as a landscape A4 PDF: dishes down, the 14 allergens across, each cell
 * marked and shaded (contains, may contain traces, not yet declared), the header repeated at the
 * top of every page, menu sections as rows of their own, the legend under the title and the page
 * number at the foot of each page.
 */
export function renderAllergenMatrixPdf(view: AllergenMatrixView, locale: Locale): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({
    title: `${view.title} – ${view.subtitle}`,
    locale,
    layout: 'landscape',
    margin: MARGIN,
  });
  const width = doc.page.width - 2 * MARGIN;
  const dishWidth = width - ALLERGEN_CODES.length * COLUMN;

  doc.font('bold').fontSize(16).text(view.title, MARGIN, MARGIN, { width });
  doc.font('regular').fontSize(11).text(view.subtitle, { width });
  doc.fontSize(8).fillColor('#555555').text(view.asOf, { width });
  doc.fillColor('black').moveDown(0.5);
  drawLegend(doc, view, width);
  doc.moveDown(0.3);

  if (view.empty) {
    doc.font('regular').fontSize(11).text(view.empty, MARGIN, doc.y, { width });
  } else {
    drawHeader(doc, view, dishWidth);
    let section: string | null = null;
    for (const row of view.rows) {
      const height = Math.max(rowHeight(doc, row.dish, dishWidth), FONT + 2 * PADDING + 4);
      const sectionHeight =
        row.section !== null && row.section !== section
          ? rowHeight(doc, row.section, width, true)
          : 0;
      if (doc.y + sectionHeight + height > pageBottom(doc)) {
        doc.addPage();
        drawHeader(doc, view, dishWidth);
      }
      if (sectionHeight > 0 && row.section !== null) {
        drawSectionRow(doc, row.section, width, sectionHeight);
        section = row.section;
      }
      drawRow(doc, row, dishWidth, height);
    }
  }

  stampFooter(doc, view.pageLabel);
  return finish();
}
