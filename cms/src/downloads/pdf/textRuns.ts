import type { IngredientListPart } from '@nutrimenu/core/recipe';

/** A piece of a paragraph, set in bold or not. */
export interface TextRun {
  text: string;
  bold?: boolean;
}

export interface RunsLayout {
  width: number;
  fontSize: number;
  lineGap?: number;
  /** Where the paragraph starts; the current position when absent. */
  x?: number;
  y?: number;
}

/**
 * Core's ingredient-list parts as runs, allergen names in bold (Reg. 1169/2011 Art. 21(1)(b):
 * emphasised by a typeset that sets them apart).
 *
 * @example
 * runsFromParts([{ text: 'unt', allergens: ['milk'] }, { text: ' – 10 g' }])
 * // [{ text: 'unt', bold: true }, { text: ' – 10 g', bold: false }]
 */
export function runsFromParts(parts: readonly IngredientListPart[]): TextRun[] {
  return parts.map((part) => ({ text: part.text, bold: Boolean(part.allergens?.length) }));
}

/**
 * The height a paragraph of runs takes at most: measured as if it were all bold, which is never
 * narrower than the mixed text, so a block measured this way always fits where it is placed.
 */
export function runsHeight(doc: PDFKit.PDFDocument, runs: readonly TextRun[], layout: RunsLayout) {
  const text = runs.map((run) => run.text).join('');
  if (text === '') return 0;
  return doc
    .font('bold')
    .fontSize(layout.fontSize)
    .heightOfString(text, { width: layout.width, lineGap: layout.lineGap ?? 0 });
}

/**
 * Writes runs as one wrapped paragraph, switching between the regular and the bold font, and
 * leaves the position under it (font back to regular).
 */
export function writeRuns(doc: PDFKit.PDFDocument, runs: readonly TextRun[], layout: RunsLayout) {
  const shown = runs.filter((run) => run.text !== '');
  if (shown.length === 0) return;
  const options = { width: layout.width, lineGap: layout.lineGap ?? 0 };
  doc.fontSize(layout.fontSize);
  shown.forEach((run, index) => {
    const continued = index < shown.length - 1;
    doc.font(run.bold ? 'bold' : 'regular');
    if (index === 0 && layout.x !== undefined) {
      doc.text(run.text, layout.x, layout.y ?? doc.y, { ...options, continued });
    } else {
      doc.text(run.text, { ...options, continued });
    }
  });
  doc.font('regular');
}
