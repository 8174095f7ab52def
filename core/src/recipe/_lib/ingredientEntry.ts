import type { AllergenCode } from '../../allergens/allergens';
import type { CompositeComponent, Ingredient, IngredientListEntry } from '../types';

function componentEntry(
  component: CompositeComponent,
  parentGrams: number | null,
): IngredientListEntry {
  const grams =
    component.percent !== undefined && parentGrams !== null
      ? (parentGrams * component.percent) / 100
      : null;
  return {
    id: null,
    source: 'component',
    name: component.name,
    grams,
    millilitres: null,
    allergens: [...(component.allergens ?? [])],
    additive: component.additive ?? null,
    children: (component.components ?? []).map((child) => componentEntry(child, grams)),
  };
}

function componentAllergens(components: readonly CompositeComponent[]): Set<AllergenCode> {
  const found = new Set<AllergenCode>();
  for (const component of components) {
    for (const code of component.allergens ?? []) found.add(code);
    for (const code of componentAllergens(component.components ?? [])) found.add(code);
  }
  return found;
}

/**
 * The list entry of an ingredient used at `grams` per portion: a composite ingredient carries
 * its components, and the additives it contains follow them as "class: E-number".
 * Allergens already shown on a component are not repeated on the composite's own name.
 */
export function ingredientEntry(
  ingredient: Ingredient,
  grams: number,
  millilitres: number | null,
): IngredientListEntry {
  const components = ingredient.components ?? [];
  const shownInComponents = componentAllergens(components);
  const children = components.map((component) => componentEntry(component, grams));
  for (const additive of ingredient.additives ?? []) {
    children.push({
      id: null,
      source: 'component',
      name: additive.name ?? additive.eNumber,
      grams: null,
      millilitres: null,
      allergens: [],
      additive,
      children: [],
    });
  }
  return {
    id: ingredient.id,
    source: 'ingredient',
    name: ingredient.name,
    grams,
    millilitres,
    allergens: (ingredient.allergens ?? []).filter((code) => !shownInComponents.has(code)),
    additive: ingredient.additive ?? null,
    children,
  };
}

/** Scales an entry and its children to another portion size. */
export function scaleEntry(entry: IngredientListEntry, factor: number): IngredientListEntry {
  return {
    ...entry,
    grams: entry.grams === null ? null : entry.grams * factor,
    millilitres: entry.millilitres === null ? null : entry.millilitres * factor,
    children: entry.children.map((child) => scaleEntry(child, factor)),
  };
}

/**
 * One entry per ingredient or sub-recipe (an ingredient is listed once, FIC Art. 18),
 * in descending order of weight.
 */
export function mergeAndSort(entries: IngredientListEntry[]): IngredientListEntry[] {
  const merged = new Map<string, IngredientListEntry>();
  const result: IngredientListEntry[] = [];
  for (const entry of entries) {
    const key = entry.id === null ? null : `${entry.source}:${entry.id}`;
    const previous = key === null ? undefined : merged.get(key);
    if (key === null || previous === undefined) {
      const copy = { ...entry };
      if (key !== null) merged.set(key, copy);
      result.push(copy);
      continue;
    }
    // The same item gives the same children in proportion to its weight: scale them up.
    const previousGrams = previous.grams ?? 0;
    const total = previousGrams + (entry.grams ?? 0);
    previous.children = previous.children.map((child) =>
      scaleEntry(child, previousGrams > 0 ? total / previousGrams : 1),
    );
    previous.grams = total;
    previous.millilitres =
      previous.millilitres === null || entry.millilitres === null
        ? null
        : previous.millilitres + entry.millilitres;
  }
  // Stable sort: entries of unknown weight keep their given order after the weighed ones.
  return result.sort((a, b) => (b.grams ?? -1) - (a.grams ?? -1));
}
