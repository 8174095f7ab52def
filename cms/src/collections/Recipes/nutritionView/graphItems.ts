import type { Ingredient, Recipe } from '@nutrimenu/core/recipe';

/** Every recipe and ingredient a graph reaches, by kind and id, to name what core reports. */
export interface GraphItems {
  ingredients: Map<string, Ingredient>;
  recipes: Map<string, Recipe>;
}

/**
 * Indexes a recipe graph (cycles included) by id.
 *
 * @example
 * graphItems(graph).ingredients.get('7')?.name // { ro: 'făină', en: 'flour' }
 */
export function graphItems(root: Recipe): GraphItems {
  const items: GraphItems = { ingredients: new Map(), recipes: new Map() };
  const walk = (recipe: Recipe) => {
    if (items.recipes.has(recipe.id)) return;
    items.recipes.set(recipe.id, recipe);
    for (const { item } of recipe.lines) {
      if (item.kind === 'recipe') walk(item);
      else items.ingredients.set(item.id, item);
    }
  };
  walk(root);
  return items;
}
