import type { GraphDocLoaders } from '../../graph/loadGraphDocs';
import type { RecipeData } from '../../graph/recipeGraphFromDocs';
import type { IngredientDoc } from '../../graph/toCoreIngredient';

/** A GET failed: the status says whether it was access (403), a deleted document (404)… */
export class GraphDocLoadError extends Error {
  override readonly name = 'GraphDocLoadError';

  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`GET ${url} answered ${status}`);
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Loaders reading the documents of a recipe graph through the REST API as the signed-in user
 * (the session cookie), with the same options as the server: every locale, ingredients with
 * their additives populated, sub-recipes as published.
 *
 * @example
 * const loaders = restGraphLoaders('http://localhost:3000/api');
 * await loaders.ingredients(['7']) // GET /api/ingredients/7?locale=all&depth=1
 */
export function restGraphLoaders(apiUrl: string, fetchImpl: Fetch = fetch): GraphDocLoaders {
  async function get<T>(url: string): Promise<T> {
    const response = await fetchImpl(url, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new GraphDocLoadError(url, response.status);
    return (await response.json()) as T;
  }
  const url = (collection: string, id: string, query: string) =>
    `${apiUrl}/${collection}/${encodeURIComponent(id)}?${query}`;
  return {
    ingredients: (ids) =>
      Promise.all(
        ids.map((id) => get<IngredientDoc>(url('ingredients', id, 'locale=all&depth=1'))),
      ),
    recipes: (ids) =>
      Promise.all(
        ids.map((id) => get<RecipeData>(url('recipes', id, 'locale=all&depth=0&draft=false'))),
      ),
  };
}
