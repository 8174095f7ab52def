import type {
  NutritionTableKey,
  NutritionTableRow,
  PublicDishNutrition,
} from '@nutrimenu/core/contract';
import type { JsonLdNode } from './JsonLdNode';

// schema.org's NutritionInformation properties for the rows of the EU table (kJ has none).
const PROPERTIES: readonly [NutritionTableKey, string, 'kcal' | 'g'][] = [
  ['energyKcal', 'calories', 'kcal'],
  ['fat', 'fatContent', 'g'],
  ['saturates', 'saturatedFatContent', 'g'],
  ['carbohydrate', 'carbohydrateContent', 'g'],
  ['sugars', 'sugarContent', 'g'],
  ['fibre', 'fiberContent', 'g'],
  ['protein', 'proteinContent', 'g'],
];

// Sodium = salt / 2.5 (Reg. 1169/2011 Annex I), in the milligrams schema.org asks for.
const SODIUM_MG_PER_G_SALT = 1000 / 2.5;

/**
 * The declared figure of a known row, or null. Lower bounds and unknowns are left out: structured
 * data has no way to say "at least", and a search engine would show it as the amount. A
 * negligible amount ('<0.5') is written '0', as the EU rounding guidance (2012) allows on a label.
 */
function declared(row: NutritionTableRow): string | null {
  if (row.status !== 'known') return null;
  return row.display.startsWith('<') ? '0' : row.display;
}

/**
 * schema.org NutritionInformation for one portion of a dish: the declared (rounded) figures the
 * page shows, the portion's served weight as `servingSize`, and sodium worked out from salt.
 * Only known values are given; `undefined` when none is.
 *
 * @example
 * nutritionInformation(dish.nutrition)
 * // { '@type': 'NutritionInformation', servingSize: '405 g', calories: '240 kcal', fatContent: '16 g', … }
 */
export function nutritionInformation(
  nutrition: PublicDishNutrition | null,
): JsonLdNode | undefined {
  if (nutrition === null) return undefined;
  const table = nutrition.perPortion;
  const values: Record<string, string> = {};
  for (const [key, property, unit] of PROPERTIES) {
    const figure = declared(table[key]);
    if (figure !== null) values[property] = `${figure} ${unit}`;
  }
  const salt = table.salt;
  if (salt.status === 'known') {
    const sodium = salt.display.startsWith('<') ? 0 : Math.round(salt.value * SODIUM_MG_PER_G_SALT);
    values.sodiumContent = `${sodium} mg`;
  }
  if (Object.keys(values).length === 0) return undefined;
  // A drink's portion is given by volume, as on its page.
  const { millilitres } = nutrition.portion;
  return {
    '@type': 'NutritionInformation',
    servingSize:
      nutrition.basis === 'ml' && millilitres !== undefined
        ? `${Math.round(millilitres)} ml`
        : `${Math.round(nutrition.portion.net)} g`,
    ...values,
  };
}
