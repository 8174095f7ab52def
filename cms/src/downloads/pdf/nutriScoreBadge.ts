/** The colours of the five Nutri-Score grades (Santé publique France's graphic charter). */
export const NUTRI_SCORE_COLORS: Record<string, string> = {
  A: '#038141',
  B: '#85BB2F',
  C: '#FECB02',
  D: '#EE8100',
  E: '#E63E11',
};

/**
 * Draws a grade as a coloured rounded square with its letter at (x, y), `size` points wide, and
 * answers the width taken. A missing grade draws nothing.
 */
export function drawNutriScoreBadge(
  doc: PDFKit.PDFDocument,
  grade: string | null,
  x: number,
  y: number,
  size = 18,
): number {
  const color = grade ? NUTRI_SCORE_COLORS[grade] : undefined;
  if (!grade || !color) return 0;
  doc.save();
  doc.roundedRect(x, y, size, size, size / 5).fill(color);
  // Dark text on the light yellow C, white on the others, as on the official logo.
  doc
    .fillColor(grade === 'C' ? '#000000' : '#ffffff')
    .font('bold')
    .fontSize(size * 0.62)
    .text(grade, x, y + size * 0.18, { width: size, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillColor('black').font('regular');
  return size;
}
