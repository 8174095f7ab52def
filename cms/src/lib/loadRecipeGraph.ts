import type { Recipe } from '@nutrimenu/core/recipe';
import type { PayloadRequest } from 'payload';
import { loadGraphDocs } from './loadGraphDocs';
import { type Id, type RecipeData, recipeGraphFromDocs } from './recipeGraphFromDocs';
import type { IngredientDoc } from './toCoreIngredient';

export type { RecipeData, RecipeLineData } from './recipeGraphFromDocs';

/**
 * Builds core's recipe graph for a recipe being saved, reading ingredients and sub-recipes
 * (published versions, every locale) through `req`, so the reads join the save's transaction.
 * The graph itself comes from `recipeGraphFromDocs`, the same code the admin's live preview runs.
 */
export async function loadRecipeGraph(
  req: PayloadRequest,
  data: RecipeData,
  id: Id | undefined,
): Promise<Recipe> {
  // The local API sets `req.locale` to the locale it is called with ('all' here); the save
  // that called us must go on in its own locale.
  const { locale, fallbackLocale } = req;
  try {
    const docs = await loadGraphDocs(data, id, {
      ingredients: async (ids) => {
        const found: IngredientDoc[] = [];
        for (const ingredientId of ids) {
          const doc = await req.payload.findByID({
            collection: 'ingredients',
            id: ingredientId,
            depth: 1,
            locale: 'all',
            req,
            overrideAccess: true,
          });
          found.push(doc as unknown as IngredientDoc);
        }
        return found;
      },
      recipes: async (ids) => {
        const found: RecipeData[] = [];
        for (const recipeId of ids) {
          const doc = await req.payload.findByID({
            collection: 'recipes',
            id: recipeId,
            depth: 0,
            locale: 'all',
            draft: false,
            req,
            overrideAccess: true,
          });
          found.push(doc as unknown as RecipeData);
        }
        return found;
      },
    });
    return recipeGraphFromDocs(data, id, docs);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}
