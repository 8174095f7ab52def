import { printableMenuView } from '../printableMenuView';
import { renderPrintableMenuPdf } from '../renderPrintableMenuPdf';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadPrintableMenu } from './_lib/loadPrintableMenu';

/**
 * `GET /api/downloads/menus/:id/menu.pdf?locale=xx`: the menu for print (A4 PDF), each section
 * with its dishes' ANPC entries. It prints what diners see: the published menu and its
 * published dishes, worded as on the public menu.
 */
export const menuPdfEndpoint = downloadEndpoint('/downloads/menus/:id/menu.pdf', async (req, t) => {
  const { input, locale, slugs } = await loadPrintableMenu(req, t);
  return {
    body: await renderPrintableMenuPdf(printableMenuView(input), locale),
    contentType: 'application/pdf',
    fileName: fileName([...slugs, locale], 'pdf'),
  };
});
