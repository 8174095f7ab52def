import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { createPdfDocument } from '../pdf/createPdfDocument';
import { stampFooter } from '../pdf/stampFooter';
import { drawTechnicalSheet } from './drawTechnicalSheet';
import type { TechnicalSheetView } from './technicalSheetView';

/** The page margin of every sheet; the footer sits in the bottom one. */
export const SHEET_MARGIN = 36;

/**
 * One recipe's technical sheet as an A4 PDF (see `drawTechnicalSheet`), its reference and
 * "page n of N" at the foot of every page.
 */
export function renderTechnicalSheetPdf(
  view: TechnicalSheetView,
  locale: Locale,
  t: Translate,
): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({
    title: `${view.title} – ${view.dish} – ${view.restaurant}`,
    locale,
    margin: SHEET_MARGIN,
  });
  drawTechnicalSheet(doc, view);
  stampFooter(
    doc,
    (page, pages) =>
      `${view.restaurant} · ${view.reference} · ${t('print.pageOf', { page, pages })}`,
  );
  return finish();
}
