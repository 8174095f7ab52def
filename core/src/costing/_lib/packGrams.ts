import { label } from '../../recipe/_lib/label';
import type { Ingredient } from '../../recipe/types';

/** What converting a pack needs of its ingredient. */
export type PricedIngredient = Pick<Ingredient, 'id' | 'name' | 'density' | 'unitWeight'>;

import { CostingError } from '../CostingError';
import type { IngredientPrice } from '../types';
import { type Exact, exactOf, integer, mul } from './exact';

const positive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/** The grams a priced pack holds, exactly; refuses a pack it cannot convert. */
export function packGrams(
  pack: IngredientPrice,
  ingredient: PricedIngredient,
  path: readonly string[],
): Exact {
  const { packQuantity, packUnit } = pack;
  if (!positive(packQuantity)) {
    throw new CostingError(
      'invalidPackQuantity',
      `The pack of ${label(ingredient)} must hold a positive quantity, got ${packQuantity}`,
      ingredient.id,
      path,
    );
  }
  const quantity = exactOf(packQuantity);
  if (packUnit === 'g') return quantity;
  if (packUnit === 'kg') return mul(quantity, integer(1000));
  if (packUnit === 'piece') {
    if (!positive(ingredient.unitWeight)) {
      throw new CostingError(
        'missingUnitWeight',
        `${label(ingredient)} is priced by the piece but has no unit weight (g per piece)`,
        ingredient.id,
        path,
      );
    }
    return mul(quantity, exactOf(ingredient.unitWeight));
  }
  if (!positive(ingredient.density)) {
    throw new CostingError(
      'missingDensity',
      `${label(ingredient)} is priced by volume but has no density (g/ml)`,
      ingredient.id,
      path,
    );
  }
  const millilitres = packUnit === 'l' ? mul(quantity, integer(1000)) : quantity;
  return mul(millilitres, exactOf(ingredient.density));
}
