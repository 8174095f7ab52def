import type { QuantityUnit } from '@nutrimenu/core/recipe';
import { grossGrams, roundForSheet } from '@nutrimenu/core/technicalSheet';
import { percentSchema } from '@nutrimenu/core/validation';

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
  /**
   * Ingredients only: a processed food whose allergens are to be declared from the supplier's
   * label (the fix is the restaurant's own version, not a library correction).
   */
  fromSupplierLabel?: boolean;
  /** The cleaning loss a new line of it starts with, %; null: none given (sub-recipes). */
  defaultColdLossPercent: number | null;
}

/**
 * What a line lacks for the computation or the allergen declaration: `supplierLabel` is
 * `allergens` of a food to declare from the supplier's label.
 */
export type LineLack = 'allergens' | 'supplierLabel' | 'density' | 'unitWeight';

export interface LineCheck {
  /** The line's net weight in grams, as the technical sheet rounds it; null while unknown. */
  grams: number | null;
  /** What to take from stock, g (net ÷ (1 − cleaning loss)), rounded as on the sheet. */
  grossGrams: number | null;
  lacks: LineLack[];
}

/**
 * The net and gross weights in grams of a recipe line and what its item lacks, as core's
 * computation and technical sheet weigh it: grams as they are, millilitres by the density,
 * pieces by the weight per piece (a sub-recipe's piece is a served portion); gross is net ÷
 * (1 − loss), no loss counting as 0. An item still loading, a missing quantity or a loss outside
 * 0 ≤ x < 100 gives no weight and no lack: only what the owner can fix on the item is reported.
 *
 * @example
 * checkLine(200, 'ml', { kind: 'ingredient', density: 1.03, unitWeight: null, … }, 10)
 * // { grams: 206, grossGrams: 228.9, lacks: [] }
 */
export function checkLine(
  quantity: number | null | undefined,
  unit: QuantityUnit,
  facts: LineItemFacts | null,
  coldLossPercent: number | null | undefined = null,
): LineCheck {
  if (!facts) return { grams: null, grossGrams: null, lacks: [] };
  const lacks: LineLack[] = facts.allergensDeclared
    ? []
    : [facts.fromSupplierLabel ? 'supplierLabel' : 'allergens'];
  const perUnit = unit === 'g' ? 1 : unit === 'ml' ? facts.density : facts.unitWeight;
  if (perUnit === null || !(perUnit > 0)) {
    lacks.push(unit === 'ml' ? 'density' : 'unitWeight');
    return { grams: null, grossGrams: null, lacks };
  }
  const known = typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0;
  if (!known) return { grams: null, grossGrams: null, lacks };
  const net = quantity * perUnit;
  const loss = percentSchema.safeParse(coldLossPercent ?? 0);
  return {
    grams: roundForSheet(net),
    grossGrams: loss.success ? roundForSheet(grossGrams(net, loss.data)) : null,
    lacks,
  };
}
