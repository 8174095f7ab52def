import type { Ingredient, Recipe, RecipeLine } from '@nutrimenu/core/recipe';
import type { PayloadRequest } from 'payload';
import { type IngredientDoc, toCoreIngredient } from './toCoreIngredient';

type Id = number | string;

export interface RecipeLineData {
  kind?: 'ingredient' | 'recipe' | null;
  ingredient?: Id | { id: Id } | null;
  recipe?: Id | { id: Id } | null;
  quantity?: number | null;
  unit?: 'g' | 'ml' | 'pcs' | null;
}

export interface RecipeData {
  id?: Id;
  name?: unknown;
  lines?: RecipeLineData[] | null;
  portions?: number | null;
  yieldKind?: 'none' | 'ratio' | 'servedWeight' | null;
  yieldRatio?: number | null;
  servedWeight?: number | null;
  density?: number | null;
  extraAllergens?: Recipe['extraAllergens'] | null;
  extraTraces?: Recipe['extraTraces'] | null;
  frozen?: boolean | null;
  nutriScoreCategory?: Recipe['nutriScoreCategory'] | null;
  redMeat?: boolean | null;
}

const idOf = (value: Id | { id: Id } | null | undefined): Id | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value;

/**
 * Builds core's recipe graph for a recipe being saved, reading ingredients and sub-recipes
 * (published versions, every locale) through `req`, so the reads join the save's transaction.
 * A sub-recipe reached again while it is being built is the same object, so core reports the
 * cycle instead of this loader recursing forever.
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
    return await loadGraph(req, data, id);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}

async function loadGraph(
  req: PayloadRequest,
  data: RecipeData,
  id: Id | undefined,
): Promise<Recipe> {
  const ingredients = new Map<string, Ingredient>();
  const recipes = new Map<string, Recipe>();

  async function ingredient(ingredientId: Id): Promise<Ingredient> {
    const key = String(ingredientId);
    const cached = ingredients.get(key);
    if (cached) return cached;
    const doc = (await req.payload.findByID({
      collection: 'ingredients',
      id: ingredientId,
      depth: 1,
      locale: 'all',
      req,
      overrideAccess: true,
    })) as unknown as IngredientDoc;
    const built = toCoreIngredient(doc);
    ingredients.set(key, built);
    return built;
  }

  async function build(source: RecipeData, recipeId: string): Promise<Recipe> {
    const lines: RecipeLine[] = [];
    const recipe: Recipe = {
      kind: 'recipe',
      id: recipeId,
      name: (source.name ?? recipeId) as Recipe['name'],
      lines,
      portions: source.portions ?? 1,
      ...(source.yieldKind === 'ratio' && source.yieldRatio
        ? { cookingYield: { kind: 'ratio', ratio: source.yieldRatio } }
        : {}),
      ...(source.yieldKind === 'servedWeight' && source.servedWeight
        ? { cookingYield: { kind: 'servedWeight', grams: source.servedWeight } }
        : {}),
      ...(source.density ? { density: source.density } : {}),
      ...(source.extraAllergens?.length ? { extraAllergens: source.extraAllergens } : {}),
      ...(source.extraTraces?.length ? { extraTraces: source.extraTraces } : {}),
      ...(source.frozen ? { frozen: true } : {}),
      ...(source.nutriScoreCategory ? { nutriScoreCategory: source.nutriScoreCategory } : {}),
      ...(typeof source.redMeat === 'boolean' && source.redMeat ? { redMeat: true } : {}),
    };
    recipes.set(recipeId, recipe);
    for (const line of source.lines ?? []) {
      const quantity = line.quantity ?? Number.NaN;
      const unit = line.unit ?? 'g';
      if (line.kind === 'recipe') {
        const subId = idOf(line.recipe);
        if (subId === null) continue;
        const key = String(subId);
        let sub = recipes.get(key);
        if (!sub) {
          const doc = (await req.payload.findByID({
            collection: 'recipes',
            id: subId,
            depth: 0,
            locale: 'all',
            draft: false,
            req,
            overrideAccess: true,
          })) as unknown as RecipeData;
          sub = await build(doc, key);
        }
        lines.push({ item: sub, quantity, unit });
      } else {
        const ingredientId = idOf(line.ingredient);
        if (ingredientId === null) continue;
        lines.push({ item: await ingredient(ingredientId), quantity, unit });
      }
    }
    return recipe;
  }

  return build(data, id === undefined ? 'new' : String(id));
}
