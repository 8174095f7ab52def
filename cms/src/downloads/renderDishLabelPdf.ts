import type { Locale } from '@nutrimenu/core/locale';
import type { NutritionCell } from '../collections/Recipes/nutritionView/nutritionRows';
import type { DishLabelView, LabelNutritionView } from './dishLabelView';
import { createPdfDocument } from './pdf/createPdfDocument';
import { ensureSpace } from './pdf/ensureSpace';
import { drawNutriScoreBadge } from './pdf/nutriScoreBadge';
import { runsFromParts, type TextRun, writeRuns } from './pdf/textRuns';

const MARGIN = 28;
const BODY = 9;
const SMALL = 7.5;
const TABLE = 8.5;
const GREY = '#555555';
const RULE = '#999999';

function paragraph(doc: PDFKit.PDFDocument, runs: TextRun[], width: number, fontSize = BODY) {
  writeRuns(doc, runs, { x: MARGIN, y: doc.y, width, fontSize, lineGap: 1.5 });
  doc.moveDown(0.35);
}

function cellText(cell: NutritionCell): string {
  return cell.text;
}

/** One table row: texts in columns, height of the tallest cell, a rule under it. */
function tableRow(
  doc: PDFKit.PDFDocument,
  cells: { text: string; bold?: boolean; indent?: number; align?: 'left' | 'right' }[],
  widths: number[],
  rule: { color: string; width: number },
) {
  const padding = 3;
  const height =
    Math.max(
      ...cells.map((cell, index) =>
        doc
          .font(cell.bold ? 'bold' : 'regular')
          .fontSize(TABLE)
          .heightOfString(cell.text, {
            width: (widths[index] ?? 0) - 2 * padding - (cell.indent ?? 0),
          }),
      ),
    ) +
    2 * padding;
  ensureSpace(doc, height);
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    const indent = cell.indent ?? 0;
    doc
      .font(cell.bold ? 'bold' : 'regular')
      .fontSize(TABLE)
      .text(cell.text, x + padding + indent, top + padding, {
        width: width - 2 * padding - indent,
        align: cell.align ?? 'left',
      });
    x += width;
  });
  const total = widths.reduce((sum, width) => sum + width, 0);
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + total, top + height)
    .lineWidth(rule.width)
    .strokeColor(rule.color)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
  doc.font('regular');
}

function nutritionTable(doc: PDFKit.PDFDocument, table: LabelNutritionView, width: number) {
  doc.font('bold').fontSize(11).text(table.heading, MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  // Wide value columns keep "3565 kJ / 850 kcal" on one line; long labels wrap instead.
  const widths = [width * 0.33, width * 0.27, width * 0.27, width * 0.13];
  tableRow(
    doc,
    [
      { text: '', bold: true },
      { text: table.per100gHeading, bold: true, align: 'right' },
      { text: table.perPortionHeading, bold: true, align: 'right' },
      { text: `${table.riHeading}*`, bold: true, align: 'right' },
    ],
    widths,
    { color: '#000000', width: 1 },
  );
  for (const row of table.rows) {
    tableRow(
      doc,
      [
        { text: row.label, bold: !row.sub, indent: row.sub ? 8 : 0 },
        { text: cellText(row.per100g), align: 'right' },
        { text: cellText(row.perPortion), align: 'right' },
        { text: row.riPercent === null ? '' : `${row.riPercent}%`, align: 'right' },
      ],
      widths,
      { color: RULE, width: 0.5 },
    );
  }
  doc.moveDown(0.3);
  doc.font('regular').fontSize(SMALL).fillColor(GREY);
  doc.text(`* ${table.referenceIntake}`, MARGIN, doc.y, { width });
  if (table.lowerBoundNote) doc.text(table.lowerBoundNote, MARGIN, doc.y, { width });
  doc.fillColor('black');
  doc.moveDown(0.5);
}

/**
 * A dish's nutrition label as an A5 PDF (printable on A4 at 70 %): restaurant, dish and portion,
 * the frozen marker, the ingredient list with allergens in bold, allergens, traces, additives,
 * the nutrition declaration with %RI and its statement, and Nutri-Score. A long ingredient list
 * flows onto a second page rather than being cut.
 */
export function renderDishLabelPdf(view: DishLabelView, locale: Locale): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({
    title: `${view.title} – ${view.restaurant}`,
    locale,
    size: 'A5',
    margin: MARGIN,
  });
  const width = doc.page.width - 2 * MARGIN;

  doc
    .font('regular')
    .fontSize(SMALL + 1)
    .fillColor(GREY)
    .text(view.restaurant, MARGIN, MARGIN, { width });
  doc.fillColor('black').font('bold').fontSize(16).text(view.title, { width });
  doc.moveDown(0.2);
  const facts: TextRun[] = [];
  if (view.portion) facts.push({ text: view.portion });
  if (view.frozen)
    facts.push({ text: facts.length > 0 ? ' · ' : '' }, { text: view.frozen, bold: true });
  if (facts.length > 0) paragraph(doc, facts, width, 10);
  doc.moveDown(0.3);

  if (view.ingredients.parts.length > 0) {
    paragraph(
      doc,
      [
        { text: `${view.ingredients.heading}: `, bold: true },
        ...runsFromParts(view.ingredients.parts),
      ],
      width,
    );
  }
  paragraph(
    doc,
    [
      { text: `${view.allergens.heading}: `, bold: true },
      // An incomplete declaration is the warning a diner must not miss.
      { text: view.allergens.text, bold: !view.allergens.complete },
    ],
    width,
  );
  if (view.allergens.traces) paragraph(doc, [{ text: view.allergens.traces }], width);
  if (view.additives) {
    paragraph(
      doc,
      [{ text: `${view.additives.heading}: `, bold: true }, { text: view.additives.text }],
      width,
    );
  }
  doc.moveDown(0.4);

  if (view.nutrition) {
    nutritionTable(doc, view.nutrition, width);
  } else if (view.nutritionUnavailable) {
    paragraph(doc, [{ text: view.nutritionUnavailable, bold: true }], width);
  }

  ensureSpace(doc, 24);
  const top = doc.y;
  const badge = drawNutriScoreBadge(doc, view.nutriScore.grade, MARGIN, top);
  doc
    .font(view.nutriScore.grade ? 'bold' : 'regular')
    .fontSize(10)
    .text(view.nutriScore.text, MARGIN + badge + (badge ? 6 : 0), top + (badge ? 4 : 0), {
      width: width - badge,
    });
  doc.y = Math.max(doc.y, top + badge) + 10;

  doc.font('regular').fontSize(SMALL).fillColor(GREY).text(view.footer, MARGIN, doc.y, { width });
  doc.fillColor('black');
  return finish();
}
