import { guestMenuView } from '../guestMenuView';
import { renderGuestMenuPdf } from '../renderGuestMenuPdf';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadPrintableMenu } from './_lib/loadPrintableMenu';

/**
 * `GET /api/downloads/menus/:id/guest-menu.pdf?locale=xx`: the menu to lay on the tables (A4
 * PDF): dishes and prices, allergens by their Annex II numbers with the legend, the nutrition
 * declarations as an appendix. The same published menu as `menu.pdf`, which keeps the full ANPC
 * entries.
 */
export const guestMenuPdfEndpoint = downloadEndpoint(
  '/downloads/menus/:id/guest-menu.pdf',
  async (req, t) => {
    const { input, locale, slugs } = await loadPrintableMenu(req, t);
    return {
      body: await renderGuestMenuPdf(guestMenuView(input), locale),
      contentType: 'application/pdf',
      fileName: fileName([...slugs, 'guests', locale], 'pdf'),
    };
  },
);
