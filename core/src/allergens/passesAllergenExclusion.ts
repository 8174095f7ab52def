/** What a dish declares about allergens: the part of a public dish an exclusion reads. */
export interface AllergenDeclaration {
  /** Allergen codes the dish contains. */
  contains: readonly string[];
  /** Whether every ingredient's allergens are declared; otherwise the dish cannot be proven safe. */
  complete: boolean;
  /** Allergen codes the dish may contain as a trace (cross-contamination). */
  traces: readonly string[];
}

/**
 * Whether a diner who excludes `exclude` may be shown the dish as safe. One rule for the
 * storefront's filters and the widget, because a wrong answer can make someone ill: with any
 * exclusion, a dish whose allergens are not completely declared never passes, a dish containing
 * an excluded allergen never passes and, unless the diner allows traces, neither does a dish that
 * may contain a trace of one. With no exclusion every dish passes.
 *
 * @example
 * passesAllergenExclusion({ contains: ['milk'], complete: true, traces: [] }, ['milk'], false) // false
 * passesAllergenExclusion({ contains: [], complete: true, traces: ['nuts'] }, ['nuts'], true) // true
 */
export function passesAllergenExclusion(
  dish: AllergenDeclaration,
  exclude: readonly string[],
  allowTraces: boolean,
): boolean {
  if (exclude.length === 0) return true;
  if (!dish.complete) return false;
  if (exclude.some((code) => dish.contains.includes(code))) return false;
  return allowTraces || !exclude.some((code) => dish.traces.includes(code));
}
