import type { Endpoint } from 'payload';
import { privateFile, privateJson } from '../../utilities/privateResponse';
import { signedInEndpoint } from '../../utilities/signedInEndpoint';
import type { exportRecipes } from '../export/exportRecipes';
import type { importRecipes } from '../import/importRecipes';
import { CSV_TYPE, csvFileName } from './csvFileName';
import { csvQuery } from './csvQuery';
import { loadRestaurantTarget } from './loadRestaurantTarget';
import { readCsvUpload } from './readCsvUpload';

/**
 * How one kind of a restaurant's data is written to CSV and read back from it. Typed after the
 * recipes' functions; the ingredients' take the same arguments.
 */
export interface RestaurantCsvKind {
  exportCsv: typeof exportRecipes;
  importCsv: typeof importRecipes;
}

/**
 * The export and import endpoints of one kind of a restaurant's data, both on
 * `/csv/restaurants/:id/<kind>.csv`: `GET` answers the file (named after the restaurant, the kind
 * and the language), `POST` imports an upload (see `readCsvUpload`), `dryRun=1` to check without
 * saving. Both take `locale` (absent: the restaurant's default) and reach only a restaurant the
 * signed-in user may read (see `loadRestaurantTarget`).
 *
 * @example
 * export const { exportEndpoint: exportRecipesEndpoint, importEndpoint: importRecipesEndpoint } =
 *   restaurantCsvEndpoints('recipes', { exportCsv: exportRecipes, importCsv: importRecipes });
 */
export function restaurantCsvEndpoints(
  kind: string,
  { exportCsv, importCsv }: RestaurantCsvKind,
): { exportEndpoint: Endpoint; importEndpoint: Endpoint } {
  const path = `/csv/restaurants/:id/${kind}.csv`;

  const exportEndpoint = signedInEndpoint('get', path, async (req, t) => {
    const { locale } = csvQuery(req, t);
    const restaurant = await loadRestaurantTarget(req, t);
    const language = locale ?? restaurant.defaultLocale;
    return privateFile({
      body: await exportCsv(req, t, restaurant.id, language),
      contentType: CSV_TYPE,
      fileName: csvFileName([restaurant.slug, kind, language]),
    });
  });

  const importEndpoint = signedInEndpoint('post', path, async (req, t) => {
    const { locale, dryRun } = csvQuery(req, t);
    // The restaurant is loaded before the body is read, so an upload to a restaurant the user
    // may not reach is refused without reading up to 2 MB of it.
    const restaurant = await loadRestaurantTarget(req, t);
    const text = await readCsvUpload(req, t);
    const body = await importCsv(
      req,
      t,
      restaurant.id,
      locale ?? restaurant.defaultLocale,
      text,
      dryRun,
    );
    return privateJson(body);
  });

  return { exportEndpoint, importEndpoint };
}
