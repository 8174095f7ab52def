import { normalizeSearchText } from '@nutrimenu/core/locale';

/** An ingredient the search answered for a pasted name. */
export interface SearchHit {
  id: number;
  name: string;
}

export type PastedMatch =
  | { status: 'matched'; hit: SearchHit }
  | { status: 'ambiguous'; hits: SearchHit[] }
  | { status: 'unmatched' };

/**
 * Decides a pasted name from the ingredient search's answer (best first): the only hit, or the
 * one hit named exactly so (accents and case ignored), is taken; several hits leave the choice
 * to the owner; none asks for another name. Never a guess between several ingredients: the
 * allergens of the dish depend on it.
 *
 * @example
 * matchPastedName('faina alba', [{ id: 4, name: 'Făină albă' }, { id: 9, name: 'Făină albă tip 650' }])
 * // { status: 'matched', hit: { id: 4, name: 'Făină albă' } }
 */
export function matchPastedName(name: string, hits: readonly SearchHit[]): PastedMatch {
  const [first] = hits;
  if (!first) return { status: 'unmatched' };
  if (hits.length === 1) return { status: 'matched', hit: first };
  const wanted = normalizeSearchText(name);
  const same = hits.filter((hit) => normalizeSearchText(hit.name) === wanted);
  const [only] = same;
  if (only && same.length === 1) return { status: 'matched', hit: only };
  return { status: 'ambiguous', hits: [...hits] };
}
