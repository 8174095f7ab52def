import { z } from 'zod';
import { formatNutrient } from '../nutrition/formatNutrient';
import { formatPercentReferenceIntake } from '../nutrition/percentReferenceIntake';
import type { NutritionFacts } from '../recipe/types';
import { NUTRITION_TABLE_KEYS, type NutritionTableKey } from './nutritionTableKeys';

// formatNutrient's output: '180', '7.4', '0.62', '<0.5', '<0.01'.
const DISPLAY = /^<?\d+(?:\.\d{1,2})?$/;
// formatPercentReferenceIntake's output: '25', '<1'.
const PERCENT = /^(?:<1|\d+)$/;

/**
 * One row. `value` is unrounded, for range filters; `display` is the declared figure ('.' as
 * decimal separator, no unit), for the page to localise; `lowerBound` means "at least": some
 * ingredient's value is unknown. An unknown row has neither figure.
 */
export const nutritionTableRowSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.enum(['known', 'lowerBound']),
    value: z.number().nonnegative(),
    display: z.string().regex(DISPLAY),
    ri: z.string().regex(PERCENT).nullable(),
  }),
  z.strictObject({
    status: z.literal('unknown'),
    value: z.null(),
    display: z.null(),
    ri: z.null(),
  }),
]);

export type NutritionTableRow = z.infer<typeof nutritionTableRowSchema>;

/**
 * A nutrition table per 100 g (or ml) or per portion. Fibre has no reference intake, so its
 * `ri` is always null.
 *
 * @example
 * nutritionTableSchema.parse(toNutritionTable(result.per100g))
 */
export const nutritionTableSchema = z
  .strictObject({
    energyKj: nutritionTableRowSchema,
    energyKcal: nutritionTableRowSchema,
    fat: nutritionTableRowSchema,
    saturates: nutritionTableRowSchema,
    carbohydrate: nutritionTableRowSchema,
    sugars: nutritionTableRowSchema,
    fibre: nutritionTableRowSchema,
    protein: nutritionTableRowSchema,
    salt: nutritionTableRowSchema,
  } satisfies Record<NutritionTableKey, typeof nutritionTableRowSchema>)
  .superRefine((table, ctx) => {
    if (table.fibre.ri !== null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Fibre has no reference intake',
        path: ['fibre', 'ri'],
      });
    }
  });

export type NutritionTable = z.infer<typeof nutritionTableSchema>;

function row(key: NutritionTableKey, facts: NutritionFacts): NutritionTableRow {
  const amount = facts[key];
  if (amount.status === 'unknown') {
    return { status: 'unknown', value: null, display: null, ri: null };
  }
  return {
    status: amount.status,
    value: amount.value,
    display: formatNutrient(key, amount.value),
    ri: formatPercentReferenceIntake(key, amount.value),
  };
}

/**
 * The public nutrition table of computed facts (per 100 g or per portion of `computeRecipe`):
 * each row keeps the unrounded value and adds the declared figure and %RI. Sodium is left out:
 * salt carries it. Throws a RangeError on a negative or non-finite amount.
 *
 * @example
 * toNutritionTable(result.per100g).fat
 * // { status: 'known', value: 7.44, display: '7.4', ri: '11' }
 */
export function toNutritionTable(facts: NutritionFacts): NutritionTable {
  const table = {} as NutritionTable;
  for (const key of NUTRITION_TABLE_KEYS) table[key] = row(key, facts);
  return table;
}
