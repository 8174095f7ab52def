import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { createPdfDocument } from '../downloads/pdf/createPdfDocument';
import { ensureSpace } from '../downloads/pdf/ensureSpace';
import { stampFooter } from '../downloads/pdf/stampFooter';
import { drawSheetTable, type SheetCell } from '../downloads/technicalSheet/drawSheetTable';
import type { CostingPdfView } from './costingPdfView';

const MARGIN = 36;
const GREY = '#555555';

/**
 * The costing report as an A4 landscape PDF: title, restaurant, date, target and currency, then
 * one table per menu section (cost, price, food cost %, margin, suggested price; a dish needing
 * attention marked "!" with the reason under its name), its totals row last. Tables continue on
 * new pages under their repeated header.
 */
export function renderCostingPdf(
  view: CostingPdfView,
  locale: Locale,
  t: Translate,
): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({
    title: `${view.title} – ${view.restaurant}`,
    locale,
    layout: 'landscape',
    margin: MARGIN,
  });
  const x = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(9).fillColor(GREY).text(view.restaurant, x, MARGIN, { width });
  doc.font('bold').fontSize(17).fillColor('black').text(view.title, { width });
  doc.font('regular').fontSize(9).fillColor(GREY).text(view.subtitle, { width });
  doc.fillColor('black');
  doc.moveDown(0.6);

  if (view.empty) doc.font('regular').fontSize(10).text(view.empty, x, doc.y, { width });
  const widths = [0.34, 0.12, 0.11, 0.12, 0.13, 0.18].map((share) => share * width);
  const right = (text: string, bold = false): SheetCell => ({ text, align: 'right', bold });
  for (const section of view.sections) {
    ensureSpace(doc, 70);
    doc.moveDown(0.5);
    doc.font('bold').fontSize(12).fillColor('black').text(section.title, x, doc.y, { width });
    doc.moveDown(0.25);
    drawSheetTable(doc, {
      x,
      widths,
      fontSize: 8.5,
      header: [
        [
          { text: view.columns.dish },
          right(view.columns.cost),
          right(view.columns.price),
          right(view.columns.foodCost),
          right(view.columns.margin),
          right(view.columns.suggested),
        ],
      ],
      rows: [
        ...section.rows.map((row): SheetCell[] => [
          { text: row.warning ? `! ${row.name}` : row.name, note: row.note, bold: row.warning },
          right(row.cost),
          right(row.price),
          right(row.foodCost, row.warning),
          right(row.margin),
          right(row.suggested),
        ]),
        [
          { text: section.total.label },
          right(section.total.cost),
          right(section.total.price),
          right(section.total.foodCost),
          right(section.total.margin),
          right(''),
        ],
      ],
      emphasised: new Set([section.rows.length]),
    });
  }
  doc.moveDown(0.8);
  ensureSpace(doc, 30);
  doc.font('regular').fontSize(7.5).fillColor(GREY).text(view.footnote, x, doc.y, { width });
  doc.fillColor('black');
  stampFooter(
    doc,
    (page, pages) => `${view.restaurant} · ${view.title} · ${t('print.pageOf', { page, pages })}`,
  );
  return finish();
}
