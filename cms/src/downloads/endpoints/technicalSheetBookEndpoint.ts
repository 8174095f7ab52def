import { formatDay } from '@nutrimenu/core/locale';
import { adminTranslator } from '../../utilities/adminTranslator';
import { parseId } from '../../utilities/parseId';
import { bookOrder } from '../technicalSheet/bookOrder';
import {
  type BookSheet,
  renderTechnicalSheetBookPdf,
} from '../technicalSheet/renderTechnicalSheetBookPdf';
import {
  technicalSheetBookCsv,
  technicalSheetBookRows,
} from '../technicalSheet/technicalSheetBookCsv';
import { technicalSheetView } from '../technicalSheet/technicalSheetView';
import { downloadEndpoint } from './_lib/downloadEndpoint';
import { fileName } from './_lib/fileName';
import { loadRestaurant } from './_lib/loadRestaurant';
import { parseDownloadQuery } from './_lib/parseDownloadQuery';
import { restaurantSheetSources } from './_lib/restaurantSheetSources';

/**
 * `GET /api/downloads/restaurants/:id/technical-sheets.pdf|csv?locale=xx`: the restaurant's book
 * of technical sheets, every recipe (dishes and sub-recipes) as its own sheet shows it, numbered
 * sheets first. The PDF opens with an index (number, dish, page); the CSV holds every line of
 * every recipe for the accountant. A recipe that cannot be computed is listed with the reason,
 * never failing the book. Recipes are read in batches (`restaurantSheetSources`): only the
 * printed texts of all sheets are held, never all their documents.
 */
export const technicalSheetBookEndpoint = downloadEndpoint(
  '/downloads/restaurants/:id/technical-sheets.:format(csv|pdf)',
  async (req, adminT) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const format = req.routeParams?.format === 'pdf' ? 'pdf' : 'csv';
    const query = parseDownloadQuery(req, adminT);
    const restaurant = await loadRestaurant(req, id);
    const locale = query.locale ?? restaurant.defaultLocale;
    const { defaultLocale } = restaurant;
    const t = await adminTranslator(locale);
    const date = new Date();
    const order = bookOrder(locale);
    const sources = restaurantSheetSources(req, restaurant.doc.id, locale, defaultLocale, t);
    const name = fileName([restaurant.slug, 'technical-sheets', locale], format);

    if (format === 'csv') {
      const recipes: { place: { sheetNumber: number | null; name: string }; rows: string[][] }[] =
        [];
      for await (const batch of sources) {
        for (const source of batch) {
          const place = { sheetNumber: source.content.sheetNumber, name: source.dish.name };
          const entry = { recipeId: String(source.recipe.id), ...place, sheet: source.sheet };
          recipes.push({ place, rows: technicalSheetBookRows(entry, locale, defaultLocale) });
        }
      }
      recipes.sort((a, b) => order(a.place, b.place));
      return {
        body: technicalSheetBookCsv(recipes.flatMap((recipe) => recipe.rows)),
        contentType: 'text/csv; charset=utf-8',
        fileName: name,
      };
    }

    const sheets: BookSheet[] = [];
    for await (const batch of sources) {
      for (const source of batch) {
        const view = technicalSheetView({
          ...source,
          restaurantName: restaurant.doc.name,
          locale,
          defaultLocale,
          t,
          date,
        });
        const notes = [
          source.recipe.onMenu === false ? t('sheet.book.subRecipe') : null,
          'reason' in source.sheet
            ? t('sheet.book.notComputable', { reason: source.sheet.reason })
            : null,
        ].filter(Boolean);
        sheets.push({ view, indexNote: notes.length > 0 ? notes.join(' · ') : null });
      }
    }
    sheets.sort((a, b) =>
      order(
        { sheetNumber: a.view.sheetNumber, name: a.view.dish },
        { sheetNumber: b.view.sheetNumber, name: b.view.dish },
      ),
    );
    return {
      body: await renderTechnicalSheetBookPdf(
        {
          restaurant: restaurant.doc.name,
          title: t('sheet.book.title'),
          printed: `${t('sheet.field.printed')} ${formatDay(date, locale)}`,
          index: {
            heading: t('sheet.book.index'),
            number: t('sheet.field.number'),
            dish: t('sheet.book.dish'),
            page: t('sheet.book.page'),
          },
          empty: sheets.length === 0 ? t('sheet.book.empty') : null,
          sheets,
          pageOf: (page, pages) => t('print.pageOf', { page, pages }),
        },
        locale,
      ),
      contentType: 'application/pdf',
      fileName: name,
    };
  },
);
