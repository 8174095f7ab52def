import { DISH_CATEGORIES } from '@nutrimenu/core/contract';
import type { CollectionAfterChangeHook } from 'payload';
import { recostRestaurant } from '../../../costing/recostRestaurant';
import type { Restaurant } from '../../../payload-types';

/** The settings every stored dish cost depends on. */
function costingKey(restaurant: Partial<Restaurant> | null | undefined): string {
  const costing = restaurant?.costing;
  return JSON.stringify([
    restaurant?.currency ?? null,
    costing?.foodVatPercent ?? null,
    costing?.drinksVatPercent ?? null,
    costing?.targetFoodCostPercent ?? null,
    ...DISH_CATEGORIES.map((category) => costing?.categoryTargets?.[category] ?? null),
  ]);
}

/**
 * The restaurant's VAT rates, targets or currency changed: every one of its dishes is recosted
 * in the same transaction, and one newly over its target is marked as pushed by the settings.
 */
export const recostOnSettingsChange: CollectionAfterChangeHook<Restaurant> = async ({
  doc,
  previousDoc,
  req,
  operation,
}) => {
  if (operation !== 'update' || costingKey(doc) === costingKey(previousDoc)) return doc;
  await recostRestaurant(req, doc.id);
  return doc;
};
