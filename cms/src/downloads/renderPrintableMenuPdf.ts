import type { Locale } from '@nutrimenu/core/locale';
import { createPdfDocument } from './pdf/createPdfDocument';
import { drawMenuHeading } from './pdf/drawMenuHeading';
import { ensureSpace } from './pdf/ensureSpace';
import { stampFooter } from './pdf/stampFooter';
import { runsFromParts, runsHeight, type TextRun, writeRuns } from './pdf/textRuns';
import type { MenuEntryView, PrintableMenuView } from './printableMenuView';

/** The page margin a printed menu's sections are drawn within (drawMenuSection). */
export const PRINTED_MENU_MARGIN = 48;
const MARGIN = PRINTED_MENU_MARGIN;
const GREY = '#555555';
const ENTRY_GAP = 12;

interface Block {
  runs: TextRun[];
  fontSize: number;
  color?: string;
  /** Narrower than the column, e.g. the name line that leaves room for the price. */
  width?: number;
  gapAfter: number;
}

/** The paragraphs of one entry, in order; measured and drawn from the same list. */
function entryBlocks(entry: MenuEntryView, width: number, priceWidth: number): Block[] {
  const name: TextRun[] = [{ text: entry.name, bold: true }];
  if (entry.quantity) name.push({ text: ` – ${entry.quantity}` });
  // The frozen mark sits on the name line, where ANPC's inspectors and diners look first.
  if (entry.frozen) name.push({ text: ' · ' }, { text: `*${entry.frozen}`, bold: true });
  const blocks: Block[] = [
    { runs: name, fontSize: 11, width: width - priceWidth - 12, gapAfter: 2 },
  ];
  if (entry.description) {
    blocks.push({ runs: [{ text: entry.description }], fontSize: 8.5, color: GREY, gapAfter: 2 });
  }
  if (entry.ingredients.parts.length > 0) {
    blocks.push({
      runs: [
        { text: `${entry.ingredients.heading}: `, bold: true },
        ...runsFromParts(entry.ingredients.parts),
      ],
      fontSize: 9,
      gapAfter: 2,
    });
  }
  const allergens: TextRun[] = [
    { text: `${entry.allergens.heading}: `, bold: true },
    { text: entry.allergens.text, bold: !entry.allergens.complete },
  ];
  if (entry.allergens.traces) allergens.push({ text: `. ${entry.allergens.traces}` });
  blocks.push({ runs: allergens, fontSize: 9, gapAfter: 2 });
  if (entry.additives) {
    blocks.push({
      runs: [{ text: `${entry.additives.heading}: `, bold: true }, { text: entry.additives.text }],
      fontSize: 9,
      gapAfter: 2,
    });
  }
  blocks.push({ runs: [{ text: entry.nutrition }], fontSize: 7.5, color: GREY, gapAfter: 0 });
  return blocks;
}

function blocksHeight(doc: PDFKit.PDFDocument, blocks: Block[], width: number): number {
  return blocks.reduce(
    (sum, block) =>
      sum +
      runsHeight(doc, block.runs, {
        width: block.width ?? width,
        fontSize: block.fontSize,
        lineGap: 1,
      }) +
      block.gapAfter,
    0,
  );
}

function drawEntry(doc: PDFKit.PDFDocument, entry: MenuEntryView, width: number) {
  const priceWidth = entry.price ? doc.font('bold').fontSize(11).widthOfString(entry.price) : 0;
  const blocks = entryBlocks(entry, width, priceWidth);
  ensureSpace(doc, blocksHeight(doc, blocks, width));
  const top = doc.y;
  if (entry.price) {
    doc.font('bold').fontSize(11).text(entry.price, MARGIN, top, { width, align: 'right' });
  }
  doc.y = top;
  for (const block of blocks) {
    doc.fillColor(block.color ?? 'black');
    writeRuns(doc, block.runs, {
      x: MARGIN,
      y: doc.y,
      width: block.width ?? width,
      fontSize: block.fontSize,
      lineGap: 1,
    });
    doc.y += block.gapAfter;
  }
  doc.fillColor('black');
  doc.y += ENTRY_GAP;
}

function sectionHeadingHeight(doc: PDFKit.PDFDocument, title: string, width: number) {
  return doc.font('bold').fontSize(14).heightOfString(title, { width }) + 10;
}

function drawSectionHeading(doc: PDFKit.PDFDocument, title: string, width: number) {
  const top = doc.y;
  doc.font('bold').fontSize(14).fillColor('black').text(title, MARGIN, top, { width });
  const rule = doc.y + 2;
  doc
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .lineWidth(0.75)
    .strokeColor('#000000')
    .stroke();
  doc.x = MARGIN;
  doc.y = rule + 8;
}

/**
 * A section of a printed menu from the left margin across `width`: its heading, never left alone
 * at the foot of a page, then its entries, none split across pages.
 */
export function drawMenuSection(
  doc: PDFKit.PDFDocument,
  section: PrintableMenuView['sections'][number],
  width: number,
): void {
  const [first] = section.entries;
  const firstHeight = first
    ? blocksHeight(doc, entryBlocks(first, width, first.price ? 60 : 0), width)
    : 0;
  ensureSpace(doc, sectionHeadingHeight(doc, section.title, width) + firstHeight);
  drawSectionHeading(doc, section.title, width);
  for (const entry of section.entries) drawEntry(doc, entry, width);
  doc.moveDown(0.5);
}

/**
 * A menu as an A4 PDF for print: the restaurant and the menu's name, then each section as a
 * heading followed by its dishes' ANPC entries. An entry is never split across pages, and a
 * heading is never left alone at the foot of a page. Every page carries "Page n of N".
 */
export function renderPrintableMenuPdf(view: PrintableMenuView, locale: Locale): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({
    title: `${view.title} – ${view.restaurant}`,
    locale,
    margin: MARGIN,
  });
  const width = doc.page.width - 2 * MARGIN;

  drawMenuHeading(doc, view, { margin: MARGIN, width, nameSize: 20 });

  for (const section of view.sections) drawMenuSection(doc, section, width);

  stampFooter(doc, view.pageLabel);
  return finish();
}
