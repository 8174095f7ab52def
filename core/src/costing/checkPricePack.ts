import { type PricedIngredient, packGrams } from './_lib/packGrams';
import type { IngredientPrice } from './types';

/**
 * Refuses, when a price is saved, a pack that could never be costed: in ml or l for an
 * ingredient without density, in pieces for one without unit weight, or an empty pack.
 *
 * @throws {CostingError} `missingDensity`, `missingUnitWeight` or `invalidPackQuantity`.
 *
 * @example
 * checkPricePack({ price: 9, packQuantity: 1, packUnit: 'l' }, oilWithoutDensity)
 * // throws CostingError { code: 'missingDensity', ingredientId: 'oil' }
 */
export function checkPricePack(pack: IngredientPrice, ingredient: PricedIngredient): void {
  packGrams(pack, ingredient, [ingredient.id]);
}
