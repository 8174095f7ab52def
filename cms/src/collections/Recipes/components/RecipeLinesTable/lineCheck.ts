import type { QuantityUnit } from '@nutrimenu/core/recipe';

/** What a line's ingredient or sub-recipe tells about weighing it and its allergens. */
export interface LineItemFacts {
  kind: 'ingredient' | 'recipe';
  id: number;
  name: string;
  /** g/ml; null when not given. */
  density: number | null;
  /** g per piece (a sub-recipe: its served portion); null when not known. */
  unitWeight: number | null;
  /** Ingredients only: the allergens were declared (even as none). Sub-recipes: true. */
  allergensDeclared: boolean;
}

/** What a line lacks for the computation or the allergen declaration. */
export type LineLack = 'allergens' | 'density' | 'unitWeight';

export interface LineCheck {
  /** The line's weight in grams, null while it cannot be known. */
  grams: number | null;
  lacks: LineLack[];
}

/**
 * The weight in grams of a recipe line and what its item lacks, as core's computation weighs it:
 * grams as they are, millilitres by the density, pieces by the weight per piece (a sub-recipe's
 * piece is a served portion). An item still loading or a missing quantity gives no weight and
 * no lack: only what the owner can fix on the item is reported.
 *
 * @example
 * checkLine(200, 'ml', { kind: 'ingredient', density: 1.03, unitWeight: null, allergensDeclared: true, … })
 * // { grams: 206, lacks: [] }
 */
export function checkLine(
  quantity: number | null | undefined,
  unit: QuantityUnit,
  facts: LineItemFacts | null,
): LineCheck {
  if (!facts) return { grams: null, lacks: [] };
  const lacks: LineLack[] = facts.allergensDeclared ? [] : ['allergens'];
  const perUnit = unit === 'g' ? 1 : unit === 'ml' ? facts.density : facts.unitWeight;
  if (perUnit === null || !(perUnit > 0)) {
    lacks.push(unit === 'ml' ? 'density' : 'unitWeight');
    return { grams: null, lacks };
  }
  const known = typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0;
  return { grams: known ? Math.round(quantity * perUnit * 10) / 10 : null, lacks };
}
