import { loadRecipeGraph } from '../../collections/Recipes/graph/loadRecipeGraph';
import { sheetContentOf } from '../../collections/Recipes/technicalSheet/sheetContentOf';
import { loadPricesInForce } from '../../costing/loadPricesInForce';
import { sheetCosts } from '../../costing/sheetCosts';
import { toPublicDish } from '../../readModel/toPublicDish';
import { adminTranslator } from '../../utilities/adminTranslator';
import { renderTechnicalSheetPdf } from '../technicalSheet/renderTechnicalSheetPdf';
import { sheetOutcome } from '../technicalSheet/sheetOutcome';
import { technicalSheetView } from '../technicalSheet/technicalSheetView';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadOwnRecipe } from './_lib/loadOwnRecipe';
import { loadSubSheetNumbers } from './_lib/loadSubSheetNumbers';

/**
 * `GET /api/downloads/recipes/:id/technical-sheet.pdf?locale=xx`: the recipe's technical sheet
 * (A4, see `drawTechnicalSheet`) in any of the 7 locales, the restaurant's default locale
 * without `locale`. Like the label and the sheet's CSV it shows the latest saved version, with
 * its sub-recipes as published. A recipe that cannot be computed still gets its sheet, the
 * figures replaced by the reason, so the kitchen keeps its method and the owner sees what to fix.
 */
export const technicalSheetPdfEndpoint = downloadEndpoint(
  '/downloads/recipes/:id/technical-sheet.pdf',
  async (req, t) => {
    const { recipe, restaurant, locale } = await loadOwnRecipe(req, t);
    const { defaultLocale } = restaurant;
    const fileT = await adminTranslator(locale);
    const graph = await loadRecipeGraph(req, recipe, recipe.id);
    const sheet = sheetOutcome(graph, locale, fileT);
    const dish = toPublicDish(recipe, locale, defaultLocale);
    const view = technicalSheetView({
      dish,
      sheet,
      content: sheetContentOf(recipe, locale, [defaultLocale]),
      subSheetNumbers: await loadSubSheetNumbers(req, [sheet], locale, defaultLocale),
      restaurantName: restaurant.doc.name,
      locale,
      defaultLocale,
      t: fileT,
      date: new Date(),
      costs: sheetCosts(
        graph,
        await loadPricesInForce(req, restaurant.doc.id, new Date()),
        restaurant.doc.currency,
      ),
    });
    return {
      body: await renderTechnicalSheetPdf(view, locale, fileT),
      contentType: 'application/pdf',
      fileName: fileName([restaurant.slug, dish.slug, 'technical-sheet', locale], 'pdf'),
    };
  },
);
