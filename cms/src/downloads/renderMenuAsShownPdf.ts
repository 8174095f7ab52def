import type { Locale } from '@nutrimenu/core/locale';
import type { MenuAsShownView } from './menuAsShownView';
import { createPdfDocument } from './pdf/createPdfDocument';
import { ensureSpace } from './pdf/ensureSpace';
import { stampFooter } from './pdf/stampFooter';
import { drawMenuSection, PRINTED_MENU_MARGIN } from './renderPrintableMenuPdf';

const MARGIN = PRINTED_MENU_MARGIN;
const GREY = '#555555';

/** What the document is about, framed, so it reads apart from the menu it reproduces. */
function drawFacts(doc: PDFKit.PDFDocument, view: MenuAsShownView, width: number) {
  const padding = 8;
  const inner = width - 2 * padding;
  doc.font('regular').fontSize(10);
  const height =
    view.facts.reduce((sum, fact) => sum + doc.heightOfString(fact, { width: inner }) + 2, 0) +
    2 * padding;
  const top = doc.y;
  doc.rect(MARGIN, top, width, height).fill('#f3f3f3');
  doc.fillColor('black');
  doc.y = top + padding;
  for (const fact of view.facts) {
    doc.text(fact, MARGIN + padding, doc.y, { width: inner });
    doc.y += 2;
  }
  doc.x = MARGIN;
  doc.y = top + height + 12;
}

/**
 * "The menu as it was shown" as an A4 PDF: the title and what it is about (restaurant, moment,
 * language), then why nothing was shown, or each menu shown then with its sections and dishes
 * drawn as a printed menu's (drawMenuSection); the moment the document was made closes it, and
 * every page carries "Page n of N".
 */
export function renderMenuAsShownPdf(view: MenuAsShownView, locale: Locale): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({ title: view.title, locale, margin: MARGIN });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(18).text(view.title, MARGIN, MARGIN, { width });
  doc.moveDown(0.5);
  drawFacts(doc, view, width);

  if (view.notice) {
    doc.font('bold').fontSize(12).text(view.notice, MARGIN, doc.y, { width });
    doc.moveDown(1);
  }
  for (const menu of view.menus) {
    if (menu.sections.length === 0) continue;
    // A section without a title is headed by the menu's name already: not written twice.
    if (menu.sections[0]?.title !== menu.title) {
      ensureSpace(doc, 120);
      doc.font('bold').fontSize(16).fillColor('black').text(menu.title, MARGIN, doc.y, { width });
      doc.moveDown(0.6);
    }
    for (const section of menu.sections) drawMenuSection(doc, section, width);
    doc.moveDown(0.5);
  }

  doc.font('regular').fontSize(8).fillColor(GREY);
  ensureSpace(doc, doc.heightOfString(view.generated, { width }));
  doc.text(view.generated, MARGIN, doc.y, { width });
  doc.fillColor('black');

  stampFooter(doc, view.pageLabel);
  return finish();
}
