/** The heading both menu PDFs open with: the restaurant, its place, the menu and the date. */
export interface MenuHeading {
  restaurant: string;
  place?: string | null;
  title: string;
  asOf: string;
  /** Said instead of the dishes when the menu has none. */
  empty?: string | null;
}

const GREY = '#555555';

/**
 * Writes `heading` centred across `width` from the top-left margin corner (`margin`), the
 * restaurant's name at `nameSize`, and the empty-menu notice when there is one.
 */
export function drawMenuHeading(
  doc: PDFKit.PDFDocument,
  heading: MenuHeading,
  options: { margin: number; width: number; nameSize: number },
): void {
  const { margin, width, nameSize } = options;
  doc
    .font('bold')
    .fontSize(nameSize)
    .text(heading.restaurant, margin, margin, { width, align: 'center' });
  if (heading.place) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(GREY)
      .text(heading.place, { width, align: 'center' });
  }
  doc.fillColor('black').font('bold').fontSize(15).text(heading.title, { width, align: 'center' });
  doc.font('regular').fontSize(8).fillColor(GREY).text(heading.asOf, { width, align: 'center' });
  doc.fillColor('black');
  doc.moveDown(1.5);

  if (heading.empty) doc.font('regular').fontSize(11).text(heading.empty, margin, doc.y, { width });
}
