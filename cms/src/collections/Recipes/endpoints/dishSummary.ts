import type { AllergenCode } from '@nutrimenu/core/allergens';
import type { RecipeResult } from '@nutrimenu/core/recipe';

/** A dish as the menu editor lists it: its name, energy per portion and allergens. */
export interface DishSummary {
  id: number;
  name: string;
  /** `published` or `draft`: a draft dish does not show on the public menu. */
  status: string;
  /** kcal per portion, rounded; `atLeast` when an ingredient's figure is unknown. */
  energyKcal: { value: number; atLeast: boolean } | null;
  allergens: AllergenCode[];
  /** `false` while an ingredient's allergens are undeclared: the list is not the whole truth. */
  allergensComplete: boolean;
}

interface RecipeDoc {
  id: number;
  name?: string | null;
  _status?: string | null;
  computed?: { result?: unknown } | null;
}

/** The summary of a recipe read in one locale, from the figures computed at its last save. */
export function dishSummary(doc: RecipeDoc): DishSummary {
  const result = (doc.computed?.result ?? null) as RecipeResult | null;
  const energy = result?.perPortion?.energyKcal;
  return {
    id: doc.id,
    name: doc.name ?? '',
    status: doc._status ?? 'draft',
    energyKcal:
      energy && energy.status !== 'unknown'
        ? { value: Math.round(energy.value), atLeast: energy.status === 'lowerBound' }
        : null,
    allergens: result?.allergens?.contains ?? [],
    allergensComplete: result?.allergens?.complete ?? false,
  };
}
