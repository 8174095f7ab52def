/**
 * Writes a footer, e.g. "Page n of N", at the foot of every buffered page, once the whole
 * document is laid out and N is known. The bottom margin is lifted while writing, or
 * PDFKit would start a new page for text placed inside it.
 */
export function stampFooter(
  doc: PDFKit.PDFDocument,
  label: (page: number, pages: number) => string,
  fontSize = 8,
) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(fontSize)
      .fillColor('#555555')
      .text(
        label(index - range.start + 1, range.count),
        margins.left,
        height - bottom / 2 - fontSize / 2,
        {
          width: width - margins.left - margins.right,
          align: 'center',
          lineBreak: false,
        },
      );
    margins.bottom = bottom;
  }
  doc.fillColor('black');
}
