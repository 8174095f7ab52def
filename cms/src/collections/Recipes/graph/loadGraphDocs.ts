import {
  createGraphDocs,
  type GraphDocs,
  type Id,
  missingGraphDocs,
  type RecipeData,
} from './recipeGraphFromDocs';
import type { IngredientDoc } from './toCoreIngredient';

/**
 * Reads documents by id, one per id in the same order, or throws. The server reads through the
 * local API inside the save's transaction; the admin's live preview reads through REST.
 */
export interface GraphDocLoaders {
  ingredients: (ids: string[]) => Promise<IngredientDoc[]>;
  recipes: (ids: string[]) => Promise<RecipeData[]>;
}

/**
 * Loads into `docs` every ingredient and sub-recipe `data` reaches, level by level, skipping
 * what `docs` already holds (so a cache can be passed in), and returns `docs`.
 *
 * @example
 * const docs = await loadGraphDocs(data, id, loaders);
 * const graph = recipeGraphFromDocs(data, id, docs);
 */
export async function loadGraphDocs(
  data: RecipeData,
  id: Id | undefined,
  loaders: GraphDocLoaders,
  docs: GraphDocs = createGraphDocs(),
): Promise<GraphDocs> {
  return loadAllGraphDocs([{ data, id }], loaders, docs);
}

/**
 * `loadGraphDocs` for many recipes at once: each level of all of them in one read per
 * collection, so a thousand recipes cost as few queries as one.
 */
export async function loadAllGraphDocs(
  roots: readonly { data: RecipeData; id: Id | undefined }[],
  loaders: GraphDocLoaders,
  docs: GraphDocs = createGraphDocs(),
): Promise<GraphDocs> {
  for (;;) {
    const ingredientIds = new Set<string>();
    const recipeIds = new Set<string>();
    for (const { data, id } of roots) {
      const missing = missingGraphDocs(data, id, docs);
      for (const key of missing.ingredients) ingredientIds.add(key);
      for (const key of missing.recipes) recipeIds.add(key);
    }
    if (ingredientIds.size === 0 && recipeIds.size === 0) return docs;
    const missing = { ingredients: [...ingredientIds], recipes: [...recipeIds] };
    // One collection after the other: on the server both reads share the save's transaction.
    const ingredients =
      missing.ingredients.length > 0 ? await loaders.ingredients(missing.ingredients) : [];
    const recipes = missing.recipes.length > 0 ? await loaders.recipes(missing.recipes) : [];
    missing.ingredients.forEach((key, index) => {
      const doc = ingredients[index];
      if (!doc) throw new Error(`Ingredient ${key} was not loaded`);
      docs.ingredients.set(key, doc);
    });
    missing.recipes.forEach((key, index) => {
      const doc = recipes[index];
      if (!doc) throw new Error(`Recipe ${key} was not loaded`);
      docs.recipes.set(key, doc);
    });
  }
}
