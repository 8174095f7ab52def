import type { Ingredient, Recipe, RecipeLine } from '@nutrimenu/core/recipe';
import { idOf } from '../../../utilities/idOf';
import { type IngredientDoc, toCoreIngredient } from './toCoreIngredient';

export type Id = number | string;

export interface RecipeLineData {
  kind?: 'ingredient' | 'recipe' | null;
  ingredient?: Id | { id: Id } | null;
  recipe?: Id | { id: Id } | null;
  quantity?: number | null;
  unit?: 'g' | 'ml' | 'pcs' | null;
  coldLossPercent?: number | null;
}

/** A recipe as stored (or as the edit form holds it): relationships as ids or populated. */
export interface RecipeData {
  id?: Id;
  name?: unknown;
  /** The name on the menu and labels, localized like `name`; empty: `name`. */
  publicName?: unknown;
  lines?: RecipeLineData[] | null;
  portions?: number | null;
  yieldKind?: 'none' | 'ratio' | 'servedWeight' | null;
  yieldRatio?: number | null;
  servedWeight?: number | null;
  density?: number | null;
  /** The dish category: 'drinks' are declared per 100 ml. */
  category?: string | null;
  extraAllergens?: Recipe['extraAllergens'] | null;
  extraTraces?: Recipe['extraTraces'] | null;
  frozen?: boolean | null;
  nutriScoreCategory?: Recipe['nutriScoreCategory'] | null;
  redMeat?: boolean | null;
}

/**
 * The documents a recipe graph is built from, keyed by `String(id)`: ingredients read with
 * `locale: 'all'` and their additives populated, sub-recipes (published versions) with
 * `locale: 'all'`. The server fills it through the local API, the admin's live preview through
 * REST; both then build the same graph with `recipeGraphFromDocs`.
 */
export interface GraphDocs {
  ingredients: Map<string, IngredientDoc>;
  recipes: Map<string, RecipeData>;
}

export function createGraphDocs(): GraphDocs {
  return { ingredients: new Map(), recipes: new Map() };
}

/** The ids still to load before `recipeGraphFromDocs` can build the graph. */
export interface MissingDocs {
  ingredients: string[];
  recipes: string[];
}

/** The key the recipe being built has in the graph: its id, or 'new' before its first save. */
export const rootKey = (id: Id | undefined): string => (id === undefined ? 'new' : String(id));

/**
 * Lists the ingredients and sub-recipes `data` reaches that `docs` does not hold yet.
 * Only loaded sub-recipes are followed: load what this returns and ask again until it is empty.
 *
 * @example
 * missingGraphDocs({ lines: [{ kind: 'ingredient', ingredient: 7 }] }, 3, createGraphDocs())
 * // { ingredients: ['7'], recipes: [] }
 */
export function missingGraphDocs(
  data: RecipeData,
  id: Id | undefined,
  docs: GraphDocs,
): MissingDocs {
  const ingredients = new Set<string>();
  const recipes = new Set<string>();
  const visited = new Set<string>([rootKey(id)]);
  const walk = (source: RecipeData) => {
    for (const line of source.lines ?? []) {
      if (line.kind === 'recipe') {
        const subId = idOf(line.recipe);
        if (subId === null) continue;
        const key = String(subId);
        if (visited.has(key)) continue;
        visited.add(key);
        const doc = docs.recipes.get(key);
        if (doc) walk(doc);
        else recipes.add(key);
      } else {
        const ingredientId = idOf(line.ingredient);
        if (ingredientId === null) continue;
        const key = String(ingredientId);
        if (!docs.ingredients.has(key)) ingredients.add(key);
      }
    }
  };
  walk(data);
  return { ingredients: [...ingredients], recipes: [...recipes] };
}

/**
 * Builds core's recipe graph from a recipe and the documents it reaches, all already loaded
 * (see `missingGraphDocs`). Lines without an item yet are left out, as the form allows them
 * while editing. A sub-recipe reached again while it is being built is the same object, so core
 * reports the cycle instead of this builder recursing forever.
 *
 * @throws {Error} when a reached document is not in `docs` (load it first).
 */
export function recipeGraphFromDocs(data: RecipeData, id: Id | undefined, docs: GraphDocs): Recipe {
  return recipeGraphBuilder(docs)(data, rootKey(id));
}

/**
 * The public name as core takes it: per locale the public name, else the name, so a public
 * name given only in Romanian leaves the other languages' names as they are. Absent when no
 * locale has one (core then lists the name).
 */
function publicNameOf(source: RecipeData): Pick<Recipe, 'publicName'> {
  const { publicName } = source;
  // Read in one locale: that locale's public name, or none.
  if (typeof publicName === 'string') return publicName.trim() ? { publicName } : {};
  const given = filledLocales(publicName);
  if (given.length === 0) return {};
  return {
    publicName: Object.fromEntries([...filledLocales(source.name), ...given]) as Recipe['name'],
  };
}

/** The locales of a localized text read in every locale that have a non-blank value. */
function filledLocales(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
}

/**
 * A builder of many graphs over the same documents: every recipe and ingredient object is built
 * once and shared, so `computeRecipes` computes a sub-recipe once for all the recipes given to it.
 * `build(docs.recipes.get(key), key)` gives the graph of a loaded recipe.
 *
 * @throws {Error} (from the returned function) when a reached document is not in `docs`.
 */
export function recipeGraphBuilder(docs: GraphDocs): (data: RecipeData, key: string) => Recipe {
  const ingredients = new Map<string, Ingredient>();
  const recipes = new Map<string, Recipe>();

  function ingredient(key: string): Ingredient {
    const cached = ingredients.get(key);
    if (cached) return cached;
    const doc = docs.ingredients.get(key);
    if (!doc) throw new Error(`Ingredient ${key} is not loaded`);
    const built = toCoreIngredient(doc);
    ingredients.set(key, built);
    return built;
  }

  function build(source: RecipeData, recipeId: string): Recipe {
    const lines: RecipeLine[] = [];
    const recipe: Recipe = {
      kind: 'recipe',
      id: recipeId,
      name: (source.name ?? recipeId) as Recipe['name'],
      ...publicNameOf(source),
      lines,
      portions: source.portions ?? 1,
      ...(source.yieldKind === 'ratio' && source.yieldRatio
        ? { cookingYield: { kind: 'ratio', ratio: source.yieldRatio } }
        : {}),
      ...(source.yieldKind === 'servedWeight' && source.servedWeight
        ? { cookingYield: { kind: 'servedWeight', grams: source.servedWeight } }
        : {}),
      ...(source.density ? { density: source.density } : {}),
      ...(source.category === 'drinks' ? { drink: true } : {}),
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
      const loss =
        typeof line.coldLossPercent === 'number' ? { coldLossPercent: line.coldLossPercent } : {};
      if (line.kind === 'recipe') {
        const subId = idOf(line.recipe);
        if (subId === null) continue;
        const key = String(subId);
        let sub = recipes.get(key);
        if (!sub) {
          const doc = docs.recipes.get(key);
          if (!doc) throw new Error(`Recipe ${key} is not loaded`);
          sub = build(doc, key);
        }
        lines.push({ item: sub, quantity, unit, ...loss });
      } else {
        const ingredientId = idOf(line.ingredient);
        if (ingredientId === null) continue;
        lines.push({ item: ingredient(String(ingredientId)), quantity, unit, ...loss });
      }
    }
    return recipe;
  }

  return (data, key) => recipes.get(key) ?? build(data, key);
}
