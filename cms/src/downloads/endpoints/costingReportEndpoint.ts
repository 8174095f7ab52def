import { costingCsv } from '../../costing/costingCsv';
import { costingPdfView } from '../../costing/costingPdfView';
import { costingReportRows } from '../../costing/costingReport';
import { refuseWithoutPriceAccess } from '../../costing/refuseWithoutPriceAccess';
import { renderCostingPdf } from '../../costing/renderCostingPdf';
import { restaurantCostings } from '../../costing/restaurantCostings';
import { adminTranslator } from '../../utilities/adminTranslator';
import { EndpointError } from '../../utilities/EndpointError';
import { findAllLocales } from '../../utilities/findAllLocales';
import { parseId } from '../../utilities/parseId';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadMenu } from './_lib/loadMenu';
import { loadRestaurant } from './_lib/loadRestaurant';
import { menuOutline } from './_lib/menuOutline';
import { parseDownloadQuery } from './_lib/parseDownloadQuery';

/**
 * `GET /api/downloads/restaurants/:id/costing.csv|pdf?locale=xx&menu=id`: the cost per portion,
 * food cost %, gross margin and suggested price of the restaurant's published dishes, computed
 * now from the prices in force; the CSV one row per dish, the PDF by menu section (one menu with
 * `menu`) with each section's totals. Business data: owners and admins, staff only where the
 * owner lets staff enter prices (403 otherwise); another tenant's restaurant is a 404.
 */
export const costingReportEndpoint = downloadEndpoint(
  '/downloads/restaurants/:id/costing.:format(csv|pdf)',
  async (req, adminT) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const format = req.routeParams?.format === 'pdf' ? 'pdf' : 'csv';
    const query = parseDownloadQuery(req, adminT);
    const restaurant = await loadRestaurant(req, id);
    await refuseWithoutPriceAccess(req, restaurant.doc.id, adminT);
    const locale = query.locale ?? restaurant.defaultLocale;
    const { defaultLocale } = restaurant;
    const { currency, costing } = restaurant.doc;
    const target = costing?.targetFoodCostPercent ?? null;
    const t = await adminTranslator(locale);
    const now = new Date();

    const entries = await restaurantCostings(req, restaurant.doc, locale, defaultLocale, now);
    const rows = costingReportRows(entries, currency, target, locale, defaultLocale, t);
    const name = (slug: string) => fileName([restaurant.slug, slug, 'costing', locale], format);
    let menus: Parameters<typeof menuOutline>[0][];
    if (query.menu !== undefined) {
      const { menu, restaurantId } = await loadMenu(req, query.menu);
      if (String(restaurantId) !== String(restaurant.doc.id)) {
        throw new EndpointError(404, req.t('error:documentNotFound', { id: String(query.menu) }));
      }
      menus = [menu];
    } else {
      const { locale: reqLocale, fallbackLocale } = req;
      try {
        menus = (
          await findAllLocales(req.payload, {
            collection: 'menus',
            where: { restaurant: { equals: restaurant.doc.id } },
            draft: false,
            depth: 0,
            sort: 'id',
            pagination: false,
            user: req.user,
            overrideAccess: false,
          })
        ).docs;
      } finally {
        req.locale = reqLocale;
        req.fallbackLocale = fallbackLocale;
      }
    }
    const outlines = menus.map((menu) => menuOutline(menu, locale, defaultLocale));
    const onMenu = new Set(
      outlines.flatMap((outline) => outline.sections.flatMap((s) => s.dishIds)),
    );
    const shown = query.menu === undefined ? rows : rows.filter((row) => onMenu.has(row.recipeId));
    const menuSlug = query.menu === undefined ? '' : (outlines[0]?.slug ?? '');
    if (format === 'csv') {
      return {
        body: costingCsv(shown, currency, target),
        contentType: 'text/csv; charset=utf-8',
        fileName: name(menuSlug),
      };
    }
    const view = costingPdfView({
      rows: shown,
      menus: outlines,
      restaurantName: restaurant.doc.name,
      currency,
      targetFoodCostPercent: target,
      locale,
      t,
      date: now,
    });
    return {
      body: await renderCostingPdf(view, locale, t),
      contentType: 'application/pdf',
      fileName: name(menuSlug),
    };
  },
);
