import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import { recomputeCostsUsingIngredients } from '../../../costing/recomputeCostsUsingIngredients';
import type { IngredientPrice } from '../../../payload-types';
import { idOfUnknown } from '../../../utilities/idOf';

type Placed = Pick<IngredientPrice, 'restaurant' | 'ingredient'> | null | undefined;

/** Every restaurant and ingredient a price was or is now for, each pair once. */
async function recost(req: PayloadRequest, prices: readonly Placed[]): Promise<void> {
  const byRestaurant = new Map<number, Set<number>>();
  for (const price of prices) {
    const restaurant = idOfUnknown(price?.restaurant);
    const ingredient = idOfUnknown(price?.ingredient);
    if (restaurant === null || ingredient === null) continue;
    const set = byRestaurant.get(Number(restaurant)) ?? new Set<number>();
    set.add(Number(ingredient));
    byRestaurant.set(Number(restaurant), set);
  }
  for (const [restaurant, ingredients] of byRestaurant) {
    await recomputeCostsUsingIngredients(req, restaurant, [...ingredients]);
  }
}

/**
 * A price entered, changed or moved to another ingredient: that restaurant's dishes using the
 * ingredient, directly or through sub-recipes, are recosted in the same transaction.
 */
export const recostOnPriceChange: CollectionAfterChangeHook<IngredientPrice> = async ({
  doc,
  previousDoc,
  req,
  operation,
}) => {
  await recost(req, operation === 'update' ? [previousDoc, doc] : [doc]);
  return doc;
};

/** A price deleted: the dishes fall back to the one before it, or become incomplete. */
export const recostOnPriceDelete: CollectionAfterDeleteHook<IngredientPrice> = async ({
  doc,
  req,
}) => {
  await recost(req, [doc]);
  return doc;
};
