import type { StoredMediaFile } from '../../collections/Media/readMediaFile';
import { env } from '../../env';
import { restaurantLocales } from '../../readModel/restaurantLocales';
import { adminTranslator } from '../../utilities/adminTranslator';
import { parseId } from '../../utilities/parseId';
import { publicMenuUrl } from '../publicMenuUrl';
import { renderTableCardPdf, type TableCardSize } from '../renderTableCardPdf';
import { tableCardView } from '../tableCardView';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadLogoPng } from './_lib/loadLogoPng';
import { loadRestaurant } from './_lib/loadRestaurant';

/**
 * `GET /api/downloads/restaurants/:id/table-card-a6.pdf|table-card-a7.pdf`: the restaurant's QR
 * code as a card to stand on the tables, with its logo and name and "Scan for the menu" in
 * every language it offers (default first). The code opens the same address as the bare QR
 * downloads (`publicMenuUrl`).
 */
export const tableCardEndpoint = downloadEndpoint(
  '/downloads/restaurants/:id/table-card-:size(a6|a7).pdf',
  async (req) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const size: TableCardSize = req.routeParams?.size === 'a7' ? 'A7' : 'A6';
    const restaurant = await loadRestaurant(req, id);
    const config = env();
    const url = publicMenuUrl({
      restaurantSlug: restaurant.slug,
      brandHosts: restaurant.brandHosts,
      storefrontUrl: config.STOREFRONT_URL,
      demo: config.NUTRIMENU_DEMO,
    });
    const { locales, defaultLocale } = restaurantLocales(restaurant.doc);
    const translators = Object.fromEntries(
      await Promise.all(locales.map(async (locale) => [locale, await adminTranslator(locale)])),
    );
    const view = tableCardView({
      restaurant: restaurant.doc.name,
      logo: await loadLogoPng(restaurant.doc.logo as StoredMediaFile | null),
      locales,
      translators,
      url,
    });
    return {
      body: await renderTableCardPdf(view, size, defaultLocale),
      contentType: 'application/pdf',
      fileName: fileName([restaurant.slug, 'table-card', size], 'pdf'),
    };
  },
);
