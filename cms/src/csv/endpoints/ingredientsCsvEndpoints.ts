import { isAdmin } from '../../access/roles';
import { EndpointError } from '../../utilities/EndpointError';
import { privateFile } from '../../utilities/privateResponse';
import { signedInEndpoint } from '../../utilities/signedInEndpoint';
import { exportIngredients } from '../export/exportIngredients';
import { importIngredients } from '../import/importIngredients';
import { CSV_TYPE, csvFileName } from './csvFileName';
import { csvQuery } from './csvQuery';
import { restaurantCsvEndpoints } from './restaurantCsvEndpoints';

const restaurantIngredients = restaurantCsvEndpoints('ingredients', {
  exportCsv: exportIngredients,
  importCsv: importIngredients,
});

/**
 * `GET /api/csv/restaurants/:id/ingredients.csv?locale=ro`: the restaurant's private
 * ingredients as CSV (see `exportIngredients`).
 */
export const exportIngredientsEndpoint = restaurantIngredients.exportEndpoint;

/**
 * `POST /api/csv/restaurants/:id/ingredients.csv?locale=ro&dryRun=1`: imports the CSV (a
 * multipart upload, field `file`, or a text/csv body; at most 2 MB) into the restaurant's private
 * ingredients, all or nothing (see `importIngredients`): 200 with what was created, updated and
 * left unchanged, or 400 with every problem by row and column.
 */
export const importIngredientsEndpoint = restaurantIngredients.importEndpoint;

/**
 * `GET /api/csv/library/ingredients.csv?locale=ro`: the shared ingredient library as CSV, for
 * provider admins (403 for everyone else). Names default to Romanian, the library's language.
 */
export const exportLibraryEndpoint = signedInEndpoint(
  'get',
  '/csv/library/ingredients.csv',
  async (req, t) => {
    if (!isAdmin(req)) throw new EndpointError(403, t('admin.csv.error.adminsOnly'));
    const { locale } = csvQuery(req, t);
    const language = locale ?? 'ro';
    return privateFile({
      body: await exportIngredients(req, t, null, language),
      contentType: CSV_TYPE,
      fileName: csvFileName(['library', 'ingredients', language]),
    });
  },
);
