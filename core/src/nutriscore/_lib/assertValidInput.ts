import type { NutriScoreInput } from '../nutriScore';
import { NUTRI_SCORE_CATEGORIES } from '../nutriScoreCategories';

const NUMERIC_FIELDS = [
  'energyKj',
  'sugars',
  'saturates',
  'fat',
  'salt',
  'fibre',
  'protein',
  'fruitVegLegumesPercent',
] as const satisfies readonly (keyof NutriScoreInput)[];

function show(value: unknown): string {
  return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
}

/**
 * Throws a RangeError naming the field when the input cannot be scored: an unknown category, a
 * nutrient that is negative or not a finite number (missing is allowed for water only), or more
 * than 100 % fruit, vegetables and legumes.
 *
 * @example
 * assertValidInput({ ...input, salt: -1 }) // throws RangeError: nutriScore: salt must be …
 */
export function assertValidInput(input: NutriScoreInput): void {
  if (!NUTRI_SCORE_CATEGORIES.includes(input.category)) {
    throw new RangeError(
      `nutriScore: category must be one of ${NUTRI_SCORE_CATEGORIES.join(', ')}, got ${show(input.category)}`,
    );
  }
  for (const field of NUMERIC_FIELDS) {
    const value: unknown = input[field];
    // Water is graded by its category alone; a value it is given must still be a sane one.
    if (input.category === 'water' && value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new RangeError(
        `nutriScore: ${field} must be a finite number ≥ 0 (per 100 g or 100 ml), got ${show(value)}`,
      );
    }
  }
  if ((input.fruitVegLegumesPercent ?? 0) > 100) {
    throw new RangeError(
      `nutriScore: fruitVegLegumesPercent must be at most 100, got ${input.fruitVegLegumesPercent}`,
    );
  }
}
