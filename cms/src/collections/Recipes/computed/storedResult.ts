import type { RecipeResult, TagConflict } from '@nutrimenu/core/recipe';

/**
 * A recipe's stored `computed.result`: core's result and, when a recompute found tags the recipe
 * now contradicts (an ingredient changed under it), those contradictions. They are kept with the
 * result because they are derived from the same computation and go stale with it; the public
 * menu leaves those tags out and the dish's form says why. A save never stores any: it refuses
 * contradicting tags.
 */
export type StoredResult = RecipeResult & { tagConflicts?: TagConflict[] };

/** `result` with `conflicts` attached, or `result` itself when there are none. */
export function withTagConflicts(result: RecipeResult, conflicts: TagConflict[]): StoredResult {
  return conflicts.length > 0 ? { ...result, tagConflicts: conflicts } : result;
}

/** The tags a stored result says the recipe contradicts. */
export function contradictedTags(result: StoredResult | null | undefined): Set<string> {
  return new Set((result?.tagConflicts ?? []).map((conflict) => conflict.tag));
}
