import type { IngredientPrice as PackPrice } from '@nutrimenu/core/costing';
import type { PayloadRequest } from 'payload';
import { pricesInForce } from './pricesInForce';

/**
 * The restaurant's prices in force at `now`, by ingredient id, read with the caller's access
 * (a member of another restaurant reads none). One query, every price of the restaurant: the
 * history is short beside the recipes it prices.
 *
 * @example
 * (await loadPricesInForce(req, 3, new Date())).get('42') // { price: 6.49, packQuantity: 1, packUnit: 'kg' }
 */
export async function loadPricesInForce(
  req: PayloadRequest,
  restaurantId: number,
  now: Date,
): Promise<Map<string, PackPrice>> {
  const { docs } = await req.payload.find({
    collection: 'ingredient-prices',
    where: { restaurant: { equals: restaurantId } },
    depth: 0,
    pagination: false,
    select: { ingredient: true, price: true, packQuantity: true, packUnit: true, validFrom: true },
    req,
    user: req.user,
    overrideAccess: false,
  });
  return pricesInForce(docs, now);
}
