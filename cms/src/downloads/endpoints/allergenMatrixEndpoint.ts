import { adminTranslator } from '../../utilities/adminTranslator';
import { EndpointError } from '../../utilities/EndpointError';
import { parseId } from '../../utilities/parseId';
import { allergenMatrixRows } from '../allergenMatrix';
import { allergenMatrixCsv } from '../allergenMatrixCsv';
import { allergenMatrixView } from '../allergenMatrixView';
import { renderAllergenMatrixPdf } from '../renderAllergenMatrixPdf';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadMenu } from './_lib/loadMenu';
import { loadPublishedDishes } from './_lib/loadPublishedDishes';
import { loadRestaurant } from './_lib/loadRestaurant';
import { menuOutline } from './_lib/menuOutline';
import { parseDownloadQuery } from './_lib/parseDownloadQuery';

/**
 * `GET /api/downloads/restaurants/:id/allergens.csv|pdf?locale=xx&menu=id`: the allergen matrix
 * of the restaurant's published dishes (alphabetical), or of one of its menus (in the menu's
 * order, by section), × the 14 allergens: contains, may contain traces, not yet declared.
 */
export const allergenMatrixEndpoint = downloadEndpoint(
  '/downloads/restaurants/:id/allergens.:format(csv|pdf)',
  async (req, adminT) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const format = req.routeParams?.format === 'pdf' ? 'pdf' : 'csv';
    const query = parseDownloadQuery(req, adminT);
    const restaurant = await loadRestaurant(req, id);
    const locale = query.locale ?? restaurant.defaultLocale;

    let entries: {
      dish: Parameters<typeof allergenMatrixRows>[0][number]['dish'];
      section: string | null;
    }[];
    let menuName: string | null = null;
    let menuSlug: string | null = null;
    if (query.menu !== undefined) {
      const { menu, restaurantId } = await loadMenu(req, query.menu);
      if (String(restaurantId) !== String(restaurant.doc.id)) {
        throw new EndpointError(404, req.t('error:documentNotFound', { id: String(query.menu) }));
      }
      const outline = menuOutline(menu, locale, restaurant.defaultLocale);
      const dishes = await loadPublishedDishes(
        req,
        { restaurantId: id, ids: outline.sections.flatMap((section) => section.dishIds) },
        locale,
        restaurant.defaultLocale,
      );
      entries = outline.sections.flatMap((section) =>
        section.dishIds.flatMap((dishId) => {
          const dish = dishes.get(dishId);
          return dish ? [{ dish, section: section.title }] : [];
        }),
      );
      menuName = outline.name;
      menuSlug = outline.slug;
    } else {
      const dishes = await loadPublishedDishes(
        req,
        { restaurantId: id },
        locale,
        restaurant.defaultLocale,
      );
      entries = [...dishes.values()].map((dish) => ({ dish, section: null }));
    }

    const rows = allergenMatrixRows(entries);
    const t = await adminTranslator(locale);
    const name = fileName([restaurant.slug, menuSlug ?? '', 'allergens', locale], format);
    if (format === 'csv') {
      return {
        body: allergenMatrixCsv(rows, locale, t),
        contentType: 'text/csv; charset=utf-8',
        fileName: name,
      };
    }
    const view = allergenMatrixView({
      rows,
      restaurantName: restaurant.doc.name,
      menuName,
      locale,
      t,
      date: new Date(),
    });
    return {
      body: await renderAllergenMatrixPdf(view, locale),
      contentType: 'application/pdf',
      fileName: name,
    };
  },
);
