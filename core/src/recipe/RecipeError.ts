/**
 * Every reason a recipe cannot be computed; each has a message `admin.live.error.{code}` in
 * core's catalogs.
 *
 * @example
 * RECIPE_ERROR_CODES.includes('cycle') // true
 */
export const RECIPE_ERROR_CODES = [
  'emptyRecipe',
  'invalidPortions',
  'invalidQuantity',
  'missingDensity',
  'missingUnitWeight',
  'invalidYield',
  'invalidNutrient',
  'cycle',
] as const;

export type RecipeErrorCode = (typeof RECIPE_ERROR_CODES)[number];

/**
 * Why a recipe cannot be computed, with the chain of recipe and ingredient names that leads to
 * the fault, so the admin can point at the line to fix.
 *
 * @example
 * try { computeRecipe(recipe) } catch (error) {
 *   if (error instanceof RecipeError && error.code === 'cycle') showCycle(error.path)
 * }
 */
export class RecipeError extends Error {
  override readonly name = 'RecipeError';

  constructor(
    readonly code: RecipeErrorCode,
    message: string,
    /** Ids from the top recipe down to the faulty recipe or ingredient. */
    readonly path: readonly string[],
  ) {
    super(`${message} (at ${path.join(' → ')})`);
  }
}
