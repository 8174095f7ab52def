import type { IngredientPrice as PackPrice } from '@nutrimenu/core/costing';
import type { PayloadRequest } from 'payload';
import type { Restaurant } from '../payload-types';
import { pricesInForce } from './pricesInForce';

export interface RestaurantCosting {
  settings: Pick<Restaurant, 'currency' | 'costing'>;
  /** The price in force now of each of the ingredients asked for that has one. */
  prices: Map<string, PackPrice>;
}

/**
 * What costing a restaurant's dishes needs, in two queries through `req` (its transaction):
 * the currency, VAT rates and targets, and its prices of `ingredientIds`. System access: the
 * callers cost dishes of this restaurant, whoever's change set them off.
 */
export async function loadRestaurantCosting(
  req: PayloadRequest,
  restaurant: number,
  ingredientIds: readonly string[],
): Promise<RestaurantCosting | null> {
  const settings = await req.payload.findByID({
    collection: 'restaurants',
    id: restaurant,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { currency: true, costing: true },
  });
  if (!settings) return null;
  const ids = ingredientIds.map(Number).filter(Number.isInteger);
  const docs =
    ids.length === 0
      ? []
      : (
          await req.payload.find({
            collection: 'ingredient-prices',
            where: { restaurant: { equals: restaurant }, ingredient: { in: ids } },
            depth: 0,
            limit: 0,
            pagination: false,
            req,
            overrideAccess: true,
            select: {
              ingredient: true,
              price: true,
              packQuantity: true,
              packUnit: true,
              validFrom: true,
            },
          })
        ).docs;
  return {
    settings: { currency: settings.currency, costing: settings.costing },
    prices: pricesInForce(docs, new Date()),
  };
}
