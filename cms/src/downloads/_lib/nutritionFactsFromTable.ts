import type { NutritionTable, NutritionTableRow } from '@nutrimenu/core/contract';
import { SALT_PER_SODIUM } from '@nutrimenu/core/nutrition';
import type { NutrientAmount, NutritionFacts } from '@nutrimenu/core/recipe';

function amount(row: NutritionTableRow): NutrientAmount {
  return row.status === 'unknown'
    ? { status: 'unknown' }
    : { status: row.status, value: row.value };
}

/**
 * A public dish's nutrition table back as core's facts (unrounded values and their status), so
 * the table rows of the live preview (`nutritionRows`) word it: the same rounding, "≥" and
 * "value unknown" on the label as in the admin. Sodium, left out of the public table, is the
 * salt's (salt = sodium × 2.5).
 *
 * @example
 * nutritionFactsFromTable(dish.nutrition.per100).fat // { status: 'known', value: 7.44 }
 */
export function nutritionFactsFromTable(table: NutritionTable): NutritionFacts {
  const salt = amount(table.salt);
  return {
    energyKj: amount(table.energyKj),
    energyKcal: amount(table.energyKcal),
    fat: amount(table.fat),
    saturates: amount(table.saturates),
    carbohydrate: amount(table.carbohydrate),
    sugars: amount(table.sugars),
    fibre: amount(table.fibre),
    protein: amount(table.protein),
    salt,
    sodium: salt.status === 'unknown' ? salt : { ...salt, value: salt.value / SALT_PER_SODIUM },
  };
}
