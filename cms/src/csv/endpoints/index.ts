import {
  downloadIngredientPricesEndpoint,
  exportIngredientPricesEndpoint,
  importIngredientPricesEndpoint,
} from './ingredientPricesCsvEndpoints';
import {
  exportIngredientsEndpoint,
  exportLibraryEndpoint,
  importIngredientsEndpoint,
} from './ingredientsCsvEndpoints';
import { exportRecipesEndpoint, importRecipesEndpoint } from './recipesCsvEndpoints';

/**
 * CSV export and import of a restaurant's ingredients, recipes and ingredient prices under /api/csv, for signed-in
 * users and their own restaurants only (root `endpoints`). The file format is documented in the
 * README ("Import and export (CSV)").
 */
export const csvEndpoints = [
  exportIngredientsEndpoint,
  importIngredientsEndpoint,
  exportRecipesEndpoint,
  importRecipesEndpoint,
  exportLibraryEndpoint,
  exportIngredientPricesEndpoint,
  importIngredientPricesEndpoint,
  downloadIngredientPricesEndpoint,
];
