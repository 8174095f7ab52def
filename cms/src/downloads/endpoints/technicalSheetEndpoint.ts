import { RecipeError } from '@nutrimenu/core/recipe';
import { TechnicalSheetError, technicalSheet } from '@nutrimenu/core/technicalSheet';
import { loadRecipeGraph } from '../../collections/Recipes/graph/loadRecipeGraph';
import { recipeErrorView } from '../../collections/Recipes/nutritionView/recipeErrorView';
import { loadPricesInForce } from '../../costing/loadPricesInForce';
import { sheetCosts } from '../../costing/sheetCosts';
import { adminLocale } from '../../utilities/adminTranslator';
import { EndpointError } from '../../utilities/EndpointError';
import { technicalSheetCsv } from '../technicalSheetCsv';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadOwnRecipe } from './_lib/loadOwnRecipe';

/**
 * `GET /api/downloads/recipes/:id/technical-sheet.csv?locale=xx`: the recipe's technical sheet
 * (gross, net and cleaning loss per line, norms per 1, 10 and 100 portions, cooking loss and
 * portion weight; see `technicalSheet`), names in any of the 7 locales, the restaurant's default
 * locale without `locale`. Like the label it shows the latest saved version of the recipe, the
 * one its edit view shows, with its sub-recipes as published, and each line's cost at the prices
 * in force when the restaurant has any. A recipe that cannot be computed
 * is a 409 saying why, in the admin's language.
 */
export const technicalSheetEndpoint = downloadEndpoint(
  '/downloads/recipes/:id/technical-sheet.csv',
  async (req, t) => {
    const { recipe, restaurant, locale } = await loadOwnRecipe(req, t);
    const graph = await loadRecipeGraph(req, recipe, recipe.id);
    let sheet: ReturnType<typeof technicalSheet>;
    try {
      sheet = technicalSheet(graph);
    } catch (error) {
      if (error instanceof RecipeError) {
        const view = recipeErrorView(error, graph, adminLocale(req), t);
        throw new EndpointError(409, `${view.reason} ${view.where}`);
      }
      if (error instanceof TechnicalSheetError) {
        throw new EndpointError(409, t('admin.recipe.line.coldLossPercent.invalid'));
      }
      throw error;
    }
    return {
      body: technicalSheetCsv(
        sheet,
        locale,
        restaurant.defaultLocale,
        sheetCosts(
          graph,
          await loadPricesInForce(req, restaurant.doc.id, new Date()),
          restaurant.doc.currency,
        ),
      ),
      contentType: 'text/csv; charset=utf-8',
      fileName: fileName(
        [restaurant.slug, recipe.slug || `recipe-${recipe.id}`, 'technical-sheet', locale],
        'csv',
      ),
    };
  },
);
