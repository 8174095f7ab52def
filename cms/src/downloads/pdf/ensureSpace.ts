/** The lowest y that content may reach on the current page. */
export function pageBottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/**
 * Starts a new page unless `height` points still fit under the current position, so a block
 * measured beforehand (a table row, a menu entry) is never split across two pages. Answers
 * whether a page was added.
 */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): boolean {
  const atTop = doc.y <= doc.page.margins.top + 0.5;
  if (atTop || doc.y + height <= pageBottom(doc)) return false;
  doc.addPage();
  return true;
}
