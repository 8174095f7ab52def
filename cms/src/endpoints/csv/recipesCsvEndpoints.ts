import { csvEndpoint } from './_lib/csvEndpoint';
import { csvFileName } from './_lib/csvFileName';
import { csvQuery } from './_lib/csvQuery';
import { exportRecipes } from './_lib/exportRecipes';
import { importRecipes } from './_lib/importRecipes';
import { loadRestaurantTarget } from './_lib/loadRestaurantTarget';
import { readCsvUpload } from './_lib/readCsvUpload';

const PATH = '/csv/restaurants/:id/recipes.csv';

/**
 * `GET /api/csv/restaurants/:id/recipes.csv?locale=ro`: the restaurant's recipes as CSV, one row
 * per recipe line (see `exportRecipes`).
 */
export const exportRecipesEndpoint = csvEndpoint('get', PATH, async (req, t) => {
  const { locale } = csvQuery(req);
  const restaurant = await loadRestaurantTarget(req, t);
  const language = locale ?? restaurant.defaultLocale;
  return {
    kind: 'file',
    body: await exportRecipes(req, t, restaurant.id, language),
    fileName: csvFileName([restaurant.slug, 'recipes', language]),
  };
});

/**
 * `POST /api/csv/restaurants/:id/recipes.csv?locale=ro&dryRun=1`: imports the CSV into the
 * restaurant's recipes, all or nothing (see `importRecipes`): 200 with what was created,
 * updated and left unchanged, or 400 with every problem by row and column.
 */
export const importRecipesEndpoint = csvEndpoint('post', PATH, async (req, t) => {
  const { locale, dryRun } = csvQuery(req);
  const restaurant = await loadRestaurantTarget(req, t);
  const text = await readCsvUpload(req, t);
  const body = await importRecipes(
    req,
    t,
    restaurant.id,
    locale ?? restaurant.defaultLocale,
    text,
    dryRun,
  );
  return { kind: 'json', status: 200, body };
});
