import { toPublicDish } from '../../readModel/toPublicDish';
import { adminTranslator } from '../../utilities/adminTranslator';
import { EndpointError } from '../../utilities/EndpointError';
import { findByIdAllLocales } from '../../utilities/findAllLocales';
import { idOf } from '../../utilities/idOf';
import { parseId } from '../../utilities/parseId';
import { dishLabelView } from '../dishLabelView';
import { renderDishLabelPdf } from '../renderDishLabelPdf';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadRestaurant } from './_lib/loadRestaurant';
import { parseDownloadQuery } from './_lib/parseDownloadQuery';

/**
 * `GET /api/downloads/recipes/:id/label.pdf?locale=xx`: the dish's nutrition label (A5 PDF) in
 * any of the 7 locales, the restaurant's default locale without `locale`. It shows the latest
 * saved version, the one the recipe's edit view shows, published or draft: the owner prints what
 * they just checked on screen.
 */
export const labelPdfEndpoint = downloadEndpoint(
  '/downloads/recipes/:id/label.pdf',
  async (req, t) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const query = parseDownloadQuery(req, t);
    const recipe = await findByIdAllLocales(req.payload, {
      collection: 'recipes',
      id,
      draft: true,
      depth: 0,
      user: req.user,
      overrideAccess: false,
    });
    const restaurantId = idOf(recipe?.restaurant ?? null);
    if (!recipe || restaurantId === null) {
      throw new EndpointError(404, req.t('error:documentNotFound', { id: String(id) }));
    }
    const restaurant = await loadRestaurant(req, restaurantId);
    const locale = query.locale ?? restaurant.defaultLocale;
    const dish = toPublicDish(recipe, locale, restaurant.defaultLocale);
    const view = dishLabelView({
      dish,
      restaurantName: restaurant.doc.name,
      locale,
      t: await adminTranslator(locale),
      date: new Date(),
    });
    return {
      body: await renderDishLabelPdf(view, locale),
      contentType: 'application/pdf',
      fileName: fileName([restaurant.slug, dish.slug, 'label', locale], 'pdf'),
    };
  },
);
