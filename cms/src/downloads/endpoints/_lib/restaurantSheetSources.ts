import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Recipe } from '@nutrimenu/core/recipe';
import { loadAllGraphDocs, loadGraphDocs } from '../../../collections/Recipes/graph/loadGraphDocs';
import { localApiGraphLoaders } from '../../../collections/Recipes/graph/loadRecipeGraph';
import { recipeGraphFromDocs } from '../../../collections/Recipes/graph/recipeGraphFromDocs';
import { sheetContentOf } from '../../../collections/Recipes/technicalSheet/sheetContentOf';
import type { RecipeAllLocales } from '../../../readModel/documents';
import { toPublicDish } from '../../../readModel/toPublicDish';
import { findAllLocales } from '../../../utilities/findAllLocales';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';
import type { SheetContent } from '../../technicalSheet/sheetContent';
import { type SheetOutcome, sheetOutcome } from '../../technicalSheet/sheetOutcome';
import { loadSubSheetNumbers } from './loadSubSheetNumbers';

/** Recipes read, computed and worded at a time: the documents of one batch only are held. */
export const SHEET_BATCH = 25;

/** What one recipe's sheet in a restaurant's book is made from, in the book's locale. */
export interface SheetSource {
  recipe: RecipeAllLocales;
  dish: PublicDish;
  sheet: SheetOutcome;
  content: SheetContent;
  subSheetNumbers: ReadonlyMap<string, number | null>;
}

/**
 * The graphs of a batch, read together (one query per collection and level); when a reference
 * cannot be read, recipe by recipe, so only the recipes that reach it go without a graph.
 */
async function graphsOf(
  req: SignedInRequest,
  recipes: readonly RecipeAllLocales[],
): Promise<(Recipe | null)[]> {
  const loaders = localApiGraphLoaders(req, 'caller');
  try {
    const docs = await loadAllGraphDocs(
      recipes.map((recipe) => ({ data: recipe, id: recipe.id })),
      loaders,
    );
    return recipes.map((recipe) => recipeGraphFromDocs(recipe, recipe.id, docs));
  } catch {
    return Promise.all(
      recipes.map(async (recipe) => {
        try {
          return recipeGraphFromDocs(
            recipe,
            recipe.id,
            await loadGraphDocs(recipe, recipe.id, loaders),
          );
        } catch {
          return null;
        }
      }),
    );
  }
}

/**
 * Every recipe of a restaurant (dishes and sub-recipes), its latest saved version as its own
 * sheet shows it, read with the signed-in user's access in batches of `SHEET_BATCH` by id, each
 * batch computed and yielded before the next is read, so a restaurant of hundreds of recipes
 * never holds all their documents at once. A recipe that cannot be computed comes with the
 * reason in `t`'s language, never as an error.
 */
export async function* restaurantSheetSources(
  req: SignedInRequest,
  restaurantId: number | string,
  locale: Locale,
  defaultLocale: Locale,
  t: Translate,
): AsyncGenerator<SheetSource[]> {
  const { locale: reqLocale, fallbackLocale } = req;
  try {
    for (let page = 1; ; page += 1) {
      const { docs, hasNextPage } = await findAllLocales(req.payload, {
        collection: 'recipes',
        where: { restaurant: { equals: restaurantId } },
        draft: true,
        depth: 0,
        sort: 'id',
        limit: SHEET_BATCH,
        page,
        req,
        overrideAccess: false,
      });
      const graphs = await graphsOf(req, docs);
      const sheets = docs.map(
        (_, index): SheetOutcome =>
          graphs[index]
            ? sheetOutcome(graphs[index], locale, t)
            : { reason: t('admin.reference.unavailable') },
      );
      const subSheetNumbers = await loadSubSheetNumbers(req, sheets, locale, defaultLocale);
      yield docs.map((recipe, index) => ({
        recipe,
        dish: toPublicDish(recipe, locale, defaultLocale),
        sheet: sheets[index] ?? { reason: t('admin.reference.unavailable') },
        content: sheetContentOf(recipe, locale, [defaultLocale]),
        subSheetNumbers,
      }));
      if (!hasNextPage) return;
    }
  } finally {
    req.locale = reqLocale;
    req.fallbackLocale = fallbackLocale;
  }
}
