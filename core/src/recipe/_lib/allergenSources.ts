import { type AllergenCode, sortAllergens } from '../../allergens/allergens';
import type { AllergenProvenance, AllergenSource, Ingredient } from '../types';

/** Sources by allergen, in the order the lines bring them in, without repeats. */
export type SourceMap = Map<AllergenCode, AllergenSource[]>;

function sameSource(a: AllergenSource, b: AllergenSource): boolean {
  return a.ingredientId === b.ingredientId && a.via.join('\u0000') === b.via.join('\u0000');
}

/** Adds a source for each code to `into`, skipping a source already listed for that code. */
export function addSources(
  into: SourceMap,
  codes: readonly AllergenCode[],
  source: AllergenSource,
): void {
  for (const code of codes) {
    const list = into.get(code) ?? [];
    if (!list.some((known) => sameSource(known, source))) list.push(source);
    into.set(code, list);
  }
}

/**
 * What one ingredient line brings in: its own allergens and those of its composite components
 * (all the ingredient's, since the owner fixes them on the ingredient), and its traces.
 */
export function ingredientSources(ingredient: Ingredient): {
  contains: SourceMap;
  traces: SourceMap;
} {
  const codes = new Set(ingredient.allergens ?? []);
  const walk = (components: Ingredient['components']) => {
    for (const component of components ?? []) {
      for (const code of component.allergens ?? []) codes.add(code);
      walk(component.components);
    }
  };
  walk(ingredient.components);
  const source: AllergenSource = { ingredientId: ingredient.id, via: [] };
  const contains: SourceMap = new Map();
  const traces: SourceMap = new Map();
  addSources(contains, [...codes], source);
  addSources(traces, ingredient.traces ?? [], source);
  return { contains, traces };
}

/** A sub-recipe's provenance as seen from the recipe using it: each path goes through it. */
export function throughSubRecipe(subRecipeId: string, provenance: readonly AllergenProvenance[]) {
  const map: SourceMap = new Map();
  for (const { code, sources } of provenance) {
    for (const source of sources) {
      addSources(map, [code], { ...source, via: [subRecipeId, ...source.via] });
    }
  }
  return map;
}

/** Merges line maps into one, line order kept. */
export function mergeSources(maps: readonly SourceMap[]): SourceMap {
  const merged: SourceMap = new Map();
  for (const map of maps) {
    for (const [code, sources] of map) {
      for (const source of sources) addSources(merged, [code], source);
    }
  }
  return merged;
}

/** The provenance of `codes` (already the result's sorted list), one entry per code. */
export function provenanceOf(
  codes: readonly AllergenCode[],
  sources: SourceMap,
): AllergenProvenance[] {
  return sortAllergens([...codes]).map((code) => ({ code, sources: sources.get(code) ?? [] }));
}
