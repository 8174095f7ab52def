import { RecipeError } from '../RecipeError';
import type { RecipeLine } from '../types';
import { label } from './label';

/** The weight of a line in grams; a sub-recipe's pieces are its served portions. */
export function lineGrams(
  line: RecipeLine,
  subRecipeNetPortion: number | null,
  path: readonly string[],
): number {
  const { item, quantity, unit } = line;
  if (!Number.isFinite(quantity) || quantity <= 0) {
    throw new RecipeError(
      'invalidQuantity',
      `The quantity of ${label(item)} must be a positive number, got ${quantity}`,
      path,
    );
  }
  if (unit === 'g') return quantity;
  if (unit === 'ml') {
    const density = item.density;
    if (density === undefined || !Number.isFinite(density) || density <= 0) {
      throw new RecipeError(
        'missingDensity',
        `${label(item)} is measured in ml but has no density (g/ml)`,
        path,
      );
    }
    return quantity * density;
  }
  const unitWeight = item.kind === 'recipe' ? subRecipeNetPortion : (item.unitWeight ?? null);
  if (unitWeight === null || !Number.isFinite(unitWeight) || unitWeight <= 0) {
    throw new RecipeError(
      'missingUnitWeight',
      `${label(item)} is counted in pieces but has no unit weight (g per piece)`,
      path,
    );
  }
  return quantity * unitWeight;
}
