import type { Locale } from '@nutrimenu/core/locale';
import { createPdfDocument } from './pdf/createPdfDocument';
import { drawQrCode } from './pdf/drawQrCode';
import type { TableCardView } from './tableCardView';

export const TABLE_CARD_SIZES = ['A6', 'A7'] as const;
export type TableCardSize = (typeof TABLE_CARD_SIZES)[number];

// Every measure below is for A6 and scaled with the page width, so A7 is the same card smaller.
const A6_WIDTH = 297.64;
const GREY = '#444444';

/** Font size at which `text` fits `width` in at most `lines` lines, from `size` down to `min`. */
function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { width: number; size: number; min: number; lines: number },
): number {
  let size = options.size;
  while (size > options.min) {
    const height = doc.fontSize(size).heightOfString(text, { width: options.width });
    if (height <= size * 1.25 * options.lines) break;
    size -= 0.5;
  }
  return size;
}

/**
 * A table card for print (A6 or A7, portrait, one page): the restaurant's logo and name, the QR
 * code of its public menu drawn as vectors, "Scan for the menu" in its default language, then
 * in its other languages, and the address to type by hand under it.
 */
export function renderTableCardPdf(
  card: TableCardView,
  size: TableCardSize,
  locale: Locale,
): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({ title: card.restaurant, locale, size, margin: 0 });
  const { width: pageWidth, height: pageHeight } = doc.page;
  const scale = pageWidth / A6_WIDTH;
  const margin = 20 * scale;
  const width = pageWidth - 2 * margin;
  let y = margin;

  if (card.logo) {
    const logoHeight = 48 * scale;
    const { png, width: pixelsWide, height: pixelsHigh } = card.logo;
    const fit = Math.min(width / pixelsWide, logoHeight / pixelsHigh);
    const logoWidth = pixelsWide * fit;
    doc.image(png, (pageWidth - logoWidth) / 2, y, { width: logoWidth });
    y += pixelsHigh * fit + 8 * scale;
  }

  doc.font('bold');
  const nameSize = fittingSize(doc, card.restaurant, {
    width,
    size: 20 * scale,
    min: 11 * scale,
    lines: 2,
  });
  doc.fontSize(nameSize).fillColor('black').text(card.restaurant, margin, y, {
    width,
    align: 'center',
  });
  y = doc.y + 6 * scale;

  // The words under the code are measured first: the code takes the room that is left.
  const [first = '', ...others] = card.scanLines;
  const firstSize = 13 * scale;
  const othersText = others.join('  ·  ');
  const othersSize = 8.5 * scale;
  const urlSize = 8 * scale;
  const belowHeight =
    doc.font('bold').fontSize(firstSize).heightOfString(first, { width }) +
    (othersText
      ? 3 * scale + doc.font('regular').fontSize(othersSize).heightOfString(othersText, { width })
      : 0) +
    6 * scale +
    doc.font('regular').fontSize(urlSize).heightOfString(card.shortUrl, { width });
  // The quiet zone is part of the code's square, so the square may reach into the margins.
  const qrSize = Math.min(pageWidth - margin, pageHeight - margin - y - belowHeight);
  drawQrCode(doc, card.url, { x: (pageWidth - qrSize) / 2, y, size: qrSize });
  y += qrSize;

  doc.font('bold').fontSize(firstSize).fillColor('black').text(first, margin, y, {
    width,
    align: 'center',
  });
  if (othersText) {
    doc
      .font('regular')
      .fontSize(othersSize)
      .fillColor(GREY)
      .text(othersText, margin, doc.y + 3 * scale, { width, align: 'center' });
  }
  doc
    .font('regular')
    .fontSize(urlSize)
    .fillColor(GREY)
    .text(card.shortUrl, margin, doc.y + 6 * scale, { width, align: 'center' });
  doc.fillColor('black');
  return finish();
}
