import { type IngredientPrice as PackPrice, priceInForce } from '@nutrimenu/core/costing';
import type { IngredientPrice } from '../payload-types';
import { idOf } from '../utilities/idOf';

export type PriceDoc = Pick<
  IngredientPrice,
  'id' | 'ingredient' | 'price' | 'packQuantity' | 'packUnit' | 'validFrom'
>;

/**
 * The price in force at `now` of each ingredient among a restaurant's price documents, keyed
 * as core's recipe graph keys ingredients (the id as text). Of two prices from the same moment
 * the one entered later (the higher id) wins.
 *
 * @example
 * pricesInForce(docs, new Date()).get('7') // { price: 12.49, packQuantity: 1, packUnit: 'kg' }
 */
export function pricesInForce(docs: readonly PriceDoc[], now: Date): Map<string, PackPrice> {
  const byIngredient = new Map<string, PriceDoc[]>();
  for (const doc of [...docs].sort((a, b) => a.id - b.id)) {
    const key = String(idOf(doc.ingredient));
    byIngredient.set(key, [...(byIngredient.get(key) ?? []), doc]);
  }
  const prices = new Map<string, PackPrice>();
  for (const [ingredient, history] of byIngredient) {
    const current = priceInForce(history, now);
    if (current) {
      prices.set(ingredient, {
        price: current.price,
        packQuantity: current.packQuantity,
        packUnit: current.packUnit,
      });
    }
  }
  return prices;
}
