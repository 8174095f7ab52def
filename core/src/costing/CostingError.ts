/**
 * Every reason a cost cannot be computed from the prices given; each has a message
 * `admin.costing.error.{code}` in core's catalogs.
 */
export const COSTING_ERROR_CODES = [
  'missingDensity',
  'missingUnitWeight',
  'invalidPrice',
  'invalidPackQuantity',
  'invalidColdLoss',
] as const;

export type CostingErrorCode = (typeof COSTING_ERROR_CODES)[number];

/**
 * Why a price cannot be used or a line cannot be costed: a pack in ml or l for an ingredient
 * without density, in pieces for one without unit weight, a negative price, an empty pack, or a
 * cold loss outside 0 ≤ x < 100. `path` runs from the dish to the ingredient at fault.
 *
 * @example
 * try { recipeCost(dish, options) } catch (error) {
 *   if (error instanceof CostingError && error.code === 'missingDensity') ask(error.ingredientId)
 * }
 */
export class CostingError extends Error {
  override readonly name = 'CostingError';

  constructor(
    readonly code: CostingErrorCode,
    message: string,
    /** The ingredient (or, for a cold loss, the line's item) at fault. */
    readonly ingredientId: string,
    readonly path: readonly string[],
  ) {
    super(`${message} (at ${path.join(' → ')})`);
  }
}
