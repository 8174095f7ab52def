import { useEffect, useState } from 'react';
import type { SearchHit } from './matchPastedName';

/** Waits this long after the last key before asking, so typing a word makes one request. */
const DEBOUNCE_MS = 200;

/**
 * The search endpoint's answer for `query` (ingredients: GET /api/ingredients/search, sub-recipes:
 * GET /api/recipes/search, both accent-insensitive in every locale), debounced; null while the
 * query is empty.
 */
export function useItemSearch(
  api: string,
  kind: 'ingredient' | 'recipe',
  query: string,
  locale: string,
  excludeRecipeId: number | null,
): SearchHit[] | null {
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  useEffect(() => {
    if (query.trim() === '') {
      setHits(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchItems(api, kind, query, locale, excludeRecipeId, controller.signal)
        .then(setHits)
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, kind, query, locale, excludeRecipeId]);
  return hits;
}

/** One search request; an error answers no hits (the picker then says nothing matched). */
export async function searchItems(
  api: string,
  kind: 'ingredient' | 'recipe',
  query: string,
  locale: string,
  excludeRecipeId: number | null,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const params = new URLSearchParams({ q: query, locale, limit: '20' });
  if (kind === 'recipe' && excludeRecipeId !== null) {
    params.set('exclude', String(excludeRecipeId));
  }
  const collection = kind === 'ingredient' ? 'ingredients' : 'recipes';
  const response = await fetch(`${api}/${collection}/search?${params}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { docs: SearchHit[] };
  return body.docs.map(({ id, name }) => ({ id, name }));
}
