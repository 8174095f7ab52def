import QRCode from 'qrcode';
import { QR_OPTIONS } from '../_lib/qrOptions';

/**
 * Draws the QR code of `url` as vector squares (one filled path, modules of a row merged into
 * runs), so it stays sharp at any print size. The square `size` includes the quiet zone of
 * `QR_OPTIONS.margin` modules, painted white so a coloured or dark card background cannot eat
 * into it.
 *
 * @example
 * drawQrCode(doc, 'https://menu.example.com/restaurant/demo-bistro', { x: 40, y: 80, size: 200 });
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  url: string,
  box: { x: number; y: number; size: number },
) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const count = modules.size + 2 * QR_OPTIONS.margin;
  const unit = box.size / count;
  doc.save();
  doc.rect(box.x, box.y, box.size, box.size).fill(QR_OPTIONS.color.light);
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      // A hair wider and taller than the module, so neighbouring squares leave no white seams
      // when a viewer anti-aliases them.
      doc.rect(
        box.x + (QR_OPTIONS.margin + start) * unit,
        box.y + (QR_OPTIONS.margin + row) * unit,
        (column - start) * unit + 0.01,
        unit + 0.01,
      );
    }
  }
  doc.fill(QR_OPTIONS.color.dark);
  doc.restore();
}
