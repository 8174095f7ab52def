import type { DishSummary } from '../../../Recipes/endpoints/dishSummary';

export type { DishSummary };

/**
 * Asks GET /api/recipes/menu-dishes (see menuDishesEndpoint) for a restaurant's dishes: by a
 * search text (`q`) or by ids, in the content locale being edited.
 */
export async function fetchDishes(
  api: string,
  params: { restaurant: number | string; locale: string; q?: string; ids?: readonly number[] },
  signal: AbortSignal,
): Promise<DishSummary[]> {
  const search = new URLSearchParams({
    restaurant: String(params.restaurant),
    locale: params.locale,
  });
  if (params.q !== undefined) search.set('q', params.q);
  if (params.ids) search.set('ids', params.ids.join(','));
  const response = await fetch(`${api}/recipes/menu-dishes?${search}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`menu-dishes answered ${response.status}`);
  return ((await response.json()) as { docs: DishSummary[] }).docs;
}
