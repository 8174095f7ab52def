import type { LabelNutritionView } from '../dishLabelView';
import { ensureSpace } from '../pdf/ensureSpace';
import { runsFromParts, runsHeight, type TextRun, writeRuns } from '../pdf/textRuns';
import { drawSheetTable, type SheetCell } from './drawSheetTable';
import type { SheetFiguresView, SheetTextSection, TechnicalSheetView } from './technicalSheetView';

const BODY = 9;
const GREY = '#555555';

interface Frame {
  x: number;
  width: number;
}

function heading(doc: PDFKit.PDFDocument, text: string, { x, width }: Frame) {
  // A heading is never left alone at the foot of a page: it keeps two lines of text with it.
  ensureSpace(doc, 40);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11).fillColor('black').text(text, x, doc.y, { width });
  doc.moveDown(0.25);
}

function paragraph(doc: PDFKit.PDFDocument, runs: TextRun[], { x, width }: Frame) {
  const layout = { x, width, fontSize: BODY, lineGap: 1.5 };
  ensureSpace(doc, Math.min(runsHeight(doc, runs, layout), 60));
  writeRuns(doc, runs, { ...layout, y: doc.y });
  doc.moveDown(0.3);
}

/** Label/value pairs side by side in boxes: the header and the batch's figures. */
function factBoxes(
  doc: PDFKit.PDFDocument,
  facts: { label: string; value: string }[],
  { x, width }: Frame,
) {
  const boxWidth = width / facts.length;
  const labelHeight = Math.max(
    ...facts.map((fact) =>
      doc
        .font('regular')
        .fontSize(7.5)
        .heightOfString(fact.label, { width: boxWidth - 8 }),
    ),
  );
  const valueHeight = Math.max(
    ...facts.map((fact) =>
      doc
        .font('bold')
        .fontSize(10.5)
        .heightOfString(fact.value, { width: boxWidth - 8 }),
    ),
  );
  const height = labelHeight + valueHeight + 10;
  ensureSpace(doc, height);
  const top = doc.y;
  facts.forEach((fact, index) => {
    const left = x + index * boxWidth;
    doc.rect(left, top, boxWidth, height).lineWidth(0.5).strokeColor('#888888').stroke();
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(fact.label, left + 4, top + 4, { width: boxWidth - 8 });
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor('black')
      .text(fact.value, left + 4, top + 6 + labelHeight, { width: boxWidth - 8 });
  });
  doc.x = x;
  doc.y = top + height;
}

function linesTable(doc: PDFKit.PDFDocument, figures: SheetFiguresView, frame: Frame) {
  const { columns } = figures;
  const costed = columns.cost !== null;
  const shares = costed ? [0.27, 0.13, 0.12, 0.2, 0.12, 0.16] : [0.3, 0.15, 0.14, 0.27, 0.14];
  const widths = shares.map((share) => share * frame.width);
  const right = (text: string): SheetCell => ({ text, align: 'right' });
  const cost = (text: string | null): SheetCell[] => (costed ? [right(text ?? '')] : []);
  drawSheetTable(doc, {
    x: frame.x,
    widths,
    header: [
      [
        { text: columns.ingredient },
        right(columns.quantity),
        right(columns.gross),
        right(columns.coldLoss),
        right(columns.net),
        ...cost(columns.cost),
      ],
    ],
    rows: [
      ...figures.lines.map((line) => [
        { text: line.name, note: line.note },
        right(line.quantity),
        right(line.gross),
        right(line.coldLoss),
        right(line.net),
        ...cost(line.cost),
      ]),
      [
        { text: figures.total.label, span: 2 },
        right(figures.total.gross),
        right(''),
        right(figures.total.net),
        ...cost(figures.total.cost),
      ],
    ],
    emphasised: new Set([figures.lines.length]),
  });
}

function normTable(doc: PDFKit.PDFDocument, figures: SheetFiguresView, frame: Frame) {
  const { norm } = figures;
  const nameWidth = frame.width * 0.31;
  const figureWidth = (frame.width - nameWidth) / 6;
  const right = (text: string): SheetCell => ({ text, align: 'right' });
  heading(doc, norm.heading, frame);
  drawSheetTable(doc, {
    x: frame.x,
    widths: [nameWidth, ...Array.from({ length: 6 }, () => figureWidth)],
    fontSize: 8,
    header: [
      [
        { text: '' },
        ...norm.groups.map((group): SheetCell => ({ text: group, span: 2, align: 'center' })),
      ],
      [
        { text: figures.columns.ingredient },
        ...norm.groups.flatMap(() => [right(norm.gross), right(norm.net)]),
      ],
    ],
    rows: [
      ...figures.lines.map((line) => [{ text: line.name }, ...line.norm.map(right)]),
      [{ text: figures.total.label }, ...figures.total.norm.map(right)],
    ],
    emphasised: new Set([figures.lines.length]),
  });
}

function textSection(doc: PDFKit.PDFDocument, section: SheetTextSection, frame: Frame) {
  heading(doc, section.heading, frame);
  section.items.forEach((item, index) => {
    const runs: TextRun[] = [];
    if (section.numbered) runs.push({ text: `${index + 1}. `, bold: true });
    if (item.label) runs.push({ text: `${item.label}: `, bold: true });
    runs.push({ text: item.text });
    paragraph(doc, runs, frame);
  });
}

function nutritionTable(doc: PDFKit.PDFDocument, table: LabelNutritionView, frame: Frame) {
  heading(doc, table.heading, frame);
  const widths = [0.4, 0.3, 0.3].map((share) => share * frame.width);
  drawSheetTable(doc, {
    x: frame.x,
    widths,
    header: [
      [
        { text: '' },
        { text: table.per100gHeading, align: 'right' },
        { text: table.perPortionHeading, align: 'right' },
      ],
    ],
    rows: table.rows.map((row) => [
      { text: row.sub ? `   ${row.label}` : row.label, bold: !row.sub },
      { text: row.per100g.text, align: 'right' },
      { text: row.perPortion.text, align: 'right' },
    ]),
  });
  if (table.lowerBoundNote) {
    doc.moveDown(0.3);
    doc.font('regular').fontSize(7.5).fillColor(GREY);
    doc.text(table.lowerBoundNote, frame.x, doc.y, { width: frame.width });
    doc.fillColor('black');
  }
}

function approvalBlock(doc: PDFKit.PDFDocument, view: TechnicalSheetView, frame: Frame) {
  const { approval } = view;
  // The block and its signature lines stay together on one page.
  ensureSpace(doc, 110);
  heading(doc, approval.heading, frame);
  paragraph(doc, [{ text: approval.text, bold: true }], frame);
  doc.moveDown(1.8);
  const top = doc.y;
  const columnWidth = (frame.width - 30) / approval.signatures.length;
  approval.signatures.forEach((signature, index) => {
    const left = frame.x + index * (columnWidth + 30);
    doc.font('bold').fontSize(BODY).fillColor('black').text(signature, left, top, {
      width: columnWidth,
    });
    const lineY = top + 32;
    doc
      .moveTo(left, lineY)
      .lineTo(left + columnWidth, lineY)
      .lineWidth(0.7)
      .strokeColor('#000000')
      .stroke();
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(approval.caption, left, lineY + 3, { width: columnWidth });
  });
  doc.fillColor('black');
  doc.x = frame.x;
  doc.y = top + 50;
}

/**
 * Writes a technical sheet from the current page's top: the header, the lines with gross, loss
 * and net, the batch's figures, the consumption norms, the owner's sections, nutrition,
 * allergens, additives, the ANPC ingredient text and the approval with signature lines. Tables
 * continue on new pages under their repeated header rows.
 */
export function drawTechnicalSheet(doc: PDFKit.PDFDocument, view: TechnicalSheetView): void {
  const { margins } = doc.page;
  const frame = { x: margins.left, width: doc.page.width - margins.left - margins.right };
  const { x, width } = frame;

  doc.font('regular').fontSize(9).fillColor(GREY).text(view.restaurant, x, margins.top, { width });
  doc.font('bold').fontSize(10).fillColor('black').text(view.title.toLocaleUpperCase(), { width });
  doc.font('bold').fontSize(17).text(view.dish, { width });
  if (view.frozen) doc.font('bold').fontSize(10).text(view.frozen, { width });
  doc.moveDown(0.4);
  factBoxes(doc, view.header, frame);
  doc.moveDown(0.8);

  if (view.figures) {
    linesTable(doc, view.figures, frame);
    doc.moveDown(0.6);
    factBoxes(doc, view.figures.facts, frame);
    normTable(doc, view.figures, frame);
  } else if (view.notComputable) {
    paragraph(doc, [{ text: view.notComputable, bold: true }], frame);
  }

  for (const section of view.sections) textSection(doc, section, frame);

  const { label } = view;
  if (label.nutrition) nutritionTable(doc, label.nutrition, frame);
  else if (label.nutritionUnavailable) {
    heading(doc, label.nutritionUnavailable, frame);
  }

  heading(doc, label.allergens.heading, frame);
  paragraph(doc, [{ text: label.allergens.text, bold: !label.allergens.complete }], frame);
  if (label.allergens.traces) paragraph(doc, [{ text: label.allergens.traces }], frame);
  if (label.additives) {
    paragraph(
      doc,
      [{ text: `${label.additives.heading}: `, bold: true }, { text: label.additives.text }],
      frame,
    );
  }
  if (label.ingredients.parts.length > 0) {
    paragraph(
      doc,
      [
        { text: `${label.ingredients.heading}: `, bold: true },
        ...runsFromParts(label.ingredients.parts),
      ],
      frame,
    );
  }

  approvalBlock(doc, view, frame);
}
