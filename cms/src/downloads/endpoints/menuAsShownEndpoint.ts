import { menuAsShown } from '../../shownHistory/menuAsShown';
import { adminTranslator } from '../../utilities/adminTranslator';
import { parseId } from '../../utilities/parseId';
import { menuAsShownCsv } from '../menuAsShownCsv';
import { menuAsShownView } from '../menuAsShownView';
import { renderMenuAsShownPdf } from '../renderMenuAsShownPdf';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadRestaurant } from './_lib/loadRestaurant';
import { parseMomentQuery } from './_lib/parseMomentQuery';

// A moment in a file name: "2026-11-29t0930z" once slugified.
const momentSlug = (at: Date) => `${at.toISOString().slice(0, 16).replace(':', '')}Z`;

/**
 * `GET /api/downloads/restaurants/:id/menu-as-shown.pdf|csv?at=ISO&locale=xx`: every dish the
 * restaurant's public menu showed at `at` (now without it), with its price, ingredients,
 * allergens, traces, additives and nutrition as shown then, from the record of what was public
 * (shownHistory); or why nothing was shown (no active subscription, public menu off, restaurant
 * not created yet, before the record began). For the restaurant's own members only.
 */
export const menuAsShownEndpoint = downloadEndpoint(
  '/downloads/restaurants/:id/menu-as-shown.:format(csv|pdf)',
  async (req, adminT) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const format = req.routeParams?.format === 'pdf' ? 'pdf' : 'csv';
    const now = new Date();
    const query = parseMomentQuery(req, adminT, now);
    const restaurant = await loadRestaurant(req, id);
    const shown = await menuAsShown(req, restaurant.doc, query.at, query.locale);
    const t = await adminTranslator(shown.locale);
    const name = fileName(
      [restaurant.slug, 'menu-as-shown', momentSlug(shown.at), shown.locale],
      format,
    );
    if (format === 'csv') {
      return {
        body: menuAsShownCsv(shown, t),
        contentType: 'text/csv; charset=utf-8',
        fileName: name,
      };
    }
    return {
      body: await renderMenuAsShownPdf(menuAsShownView(shown, t, now), shown.locale),
      contentType: 'application/pdf',
      fileName: name,
    };
  },
);
