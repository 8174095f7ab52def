import { exportRecipes } from '../export/exportRecipes';
import { importRecipes } from '../import/importRecipes';
import { restaurantCsvEndpoints } from './restaurantCsvEndpoints';

const restaurantRecipes = restaurantCsvEndpoints('recipes', {
  exportCsv: exportRecipes,
  importCsv: importRecipes,
});

/**
 * `GET /api/csv/restaurants/:id/recipes.csv?locale=ro`: the restaurant's recipes as CSV, one row
 * per recipe line (see `exportRecipes`).
 */
export const exportRecipesEndpoint = restaurantRecipes.exportEndpoint;

/**
 * `POST /api/csv/restaurants/:id/recipes.csv?locale=ro&dryRun=1`: imports the CSV into the
 * restaurant's recipes, all or nothing (see `importRecipes`): 200 with what was created,
 * updated and left unchanged, or 400 with every problem by row and column.
 */
export const importRecipesEndpoint = restaurantRecipes.importEndpoint;
