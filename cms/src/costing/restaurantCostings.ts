import type { PublicDish } from '@nutrimenu/core/contract';
import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Recipe } from '@nutrimenu/core/recipe';
import { loadAllGraphDocs, loadGraphDocs } from '../collections/Recipes/graph/loadGraphDocs';
import { localApiGraphLoaders } from '../collections/Recipes/graph/loadRecipeGraph';
import { recipeGraphFromDocs } from '../collections/Recipes/graph/recipeGraphFromDocs';
import type { Restaurant } from '../payload-types';
import type { RecipeAllLocales } from '../readModel/documents';
import { toPublicDish } from '../readModel/toPublicDish';
import { findAllLocales } from '../utilities/findAllLocales';
import type { SignedInRequest } from '../utilities/signedInEndpoint';
import { type DishCosting, dishCosting } from './dishCosting';
import { loadPricesInForce } from './loadPricesInForce';

/** One published dish of a restaurant with its cost and economics as of now. */
export interface DishCostingEntry {
  recipe: RecipeAllLocales;
  dish: PublicDish;
  /** `null` when a sub-recipe or ingredient it reaches can no longer be read. */
  graph: Recipe | null;
  costing: DishCosting | null;
}

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
    // One unreadable reference costs only the dishes that reach it their graph.
    return Promise.all(
      recipes.map(async (recipe) => {
        try {
          const docs = await loadGraphDocs(recipe, recipe.id, loaders);
          return recipeGraphFromDocs(recipe, recipe.id, docs);
        } catch {
          return null;
        }
      }),
    );
  }
}

/**
 * Every published dish of a restaurant (sub-recipes left out) costed from the prices in force
 * now, computed afresh: the published versions of the dishes and their sub-recipes, the prices
 * and the restaurant's VAT rates and target read once, as the signed-in user may read them.
 * Sorted by name in `locale` (the restaurant's default filling gaps).
 *
 * @example
 * (await restaurantCostings(req, restaurant, 'ro', 'ro'))[0].costing?.status // 'costed'
 */
export async function restaurantCostings(
  req: SignedInRequest,
  restaurant: Pick<Restaurant, 'id' | 'currency' | 'costing'>,
  locale: Locale,
  defaultLocale: Locale,
  now: Date = new Date(),
): Promise<DishCostingEntry[]> {
  const { locale: reqLocale, fallbackLocale } = req;
  try {
    const { docs } = await findAllLocales(req.payload, {
      collection: 'recipes',
      where: {
        and: [{ restaurant: { equals: restaurant.id } }, { _status: { equals: 'published' } }],
      },
      draft: false,
      depth: 0,
      pagination: false,
      req,
      overrideAccess: false,
    });
    const dishes = docs.filter((recipe) => recipe.onMenu !== false);
    const [graphs, prices] = [
      await graphsOf(req, dishes),
      await loadPricesInForce(req, restaurant.id, now),
    ];
    const entries = dishes.map((recipe, index): DishCostingEntry => {
      const graph = graphs[index] ?? null;
      return {
        recipe,
        dish: toPublicDish(recipe, locale, defaultLocale),
        graph,
        costing: graph
          ? dishCosting({
              graph,
              prices,
              restaurant,
              menuPrice: recipe.price,
              category: recipe.category,
            })
          : null,
      };
    });
    const collator = new Intl.Collator(LOCALE_TAGS[locale]);
    return entries.sort((a, b) => collator.compare(a.dish.name, b.dish.name));
  } finally {
    req.locale = reqLocale;
    req.fallbackLocale = fallbackLocale;
  }
}
