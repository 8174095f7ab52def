import { adminTranslator } from '../../utilities/adminTranslator';
import { parseId } from '../../utilities/parseId';
import { printableMenuView } from '../printableMenuView';
import { renderPrintableMenuPdf } from '../renderPrintableMenuPdf';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadMenu } from './_lib/loadMenu';
import { loadPublishedDishes } from './_lib/loadPublishedDishes';
import { loadRestaurant } from './_lib/loadRestaurant';
import { menuOutline } from './_lib/menuOutline';
import { parseDownloadQuery } from './_lib/parseDownloadQuery';

/**
 * `GET /api/downloads/menus/:id/menu.pdf?locale=xx`: the menu for print (A4 PDF), each section
 * with its dishes' ANPC entries. It prints what diners see: the published menu and its
 * published dishes, worded as on the public menu.
 */
export const menuPdfEndpoint = downloadEndpoint('/downloads/menus/:id/menu.pdf', async (req, t) => {
  const id = parseId(req.routeParams?.id, 'id', req.t);
  const query = parseDownloadQuery(req, t);
  const { menu, restaurantId } = await loadMenu(req, id);
  const restaurant = await loadRestaurant(req, restaurantId);
  const locale = query.locale ?? restaurant.defaultLocale;
  const outline = menuOutline(menu, locale, restaurant.defaultLocale);
  const dishes = await loadPublishedDishes(
    req,
    { restaurantId, ids: outline.sections.flatMap((section) => section.dishIds) },
    locale,
    restaurant.defaultLocale,
  );
  const place = [restaurant.doc.address, restaurant.doc.city].filter(Boolean).join(', ') || null;
  const view = printableMenuView({
    restaurant: { name: restaurant.doc.name, place, currency: restaurant.doc.currency ?? 'RON' },
    menuName: outline.name,
    sections: outline.sections.map((section) => ({
      title: section.title,
      dishes: section.dishIds.flatMap((dishId) => dishes.get(dishId) ?? []),
    })),
    locale,
    t: await adminTranslator(locale),
    date: new Date(),
  });
  return {
    body: await renderPrintableMenuPdf(view, locale),
    contentType: 'application/pdf',
    fileName: fileName([restaurant.slug, outline.slug, locale], 'pdf'),
  };
});
