import { exportIngredientPrices } from '../export/exportIngredientPrices';
import { importIngredientPrices } from '../import/importIngredientPrices';
import { restaurantCsvEndpoints } from './restaurantCsvEndpoints';

const restaurantPrices = restaurantCsvEndpoints('ingredient-prices', {
  exportCsv: exportIngredientPrices,
  importCsv: importIngredientPrices,
});

/**
 * `GET /api/csv/restaurants/:id/ingredient-prices.csv?locale=ro`: the restaurant's ingredient
 * prices, in force and history (see `exportIngredientPrices`); also answered under
 * `/api/downloads/restaurants/:id/ingredient-prices.csv`.
 */
export const exportIngredientPricesEndpoint = restaurantPrices.exportEndpoint;

/**
 * `POST /api/csv/restaurants/:id/ingredient-prices.csv?locale=ro&dryRun=1`: imports a price
 * list, all or nothing (see `importIngredientPrices`).
 */
export const importIngredientPricesEndpoint = restaurantPrices.importEndpoint;

/** The export under the downloads, where the other files of a restaurant are. */
export const downloadIngredientPricesEndpoint = {
  ...restaurantPrices.exportEndpoint,
  path: '/downloads/restaurants/:id/ingredient-prices.csv',
};
