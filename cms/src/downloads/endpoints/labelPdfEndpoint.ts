import { toPublicDish } from '../../readModel/toPublicDish';
import { adminTranslator } from '../../utilities/adminTranslator';
import { dishLabelView } from '../dishLabelView';
import { renderDishLabelPdf } from '../renderDishLabelPdf';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadOwnRecipe } from './_lib/loadOwnRecipe';

/**
 * `GET /api/downloads/recipes/:id/label.pdf?locale=xx`: the dish's nutrition label (A5 PDF) in
 * any of the 7 locales, the restaurant's default locale without `locale`. It shows the latest
 * saved version, the one the recipe's edit view shows, published or draft: the owner prints what
 * they just checked on screen.
 */
export const labelPdfEndpoint = downloadEndpoint(
  '/downloads/recipes/:id/label.pdf',
  async (req, t) => {
    const { recipe, restaurant, locale } = await loadOwnRecipe(req, t);
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
