import type { Payload } from 'payload';
import { tenantIdsOf } from '../../../access/roles';
import type { Recipe } from '../../../payload-types';

/** How far back a price change that pushed a dish over its target is news. */
export const RECENT_DAYS = 30;

export interface OverTargetDish {
  id: number;
  name: string;
  costing: NonNullable<Recipe['costing']>;
}

export interface CostDashboardRestaurant {
  id: number | string;
  name: string;
  currency: string;
  /** Every dish over its target, the highest food cost % first. */
  overTarget: OverTargetDish[];
  /** Those a price change pushed over in the last RECENT_DAYS days, the latest first. */
  recentlyByPrice: OverTargetDish[];
  /** Dishes with a menu price whose cost is incomplete: their food cost % is unknown. */
  incompleteCount: number;
  /** Whether any dish has a food cost % at all (else the card has nothing to say). */
  hasCostedDishes: boolean;
}

/** Dishes listed per section: the card is a summary, the list view sorts the rest. */
const LIMIT = 20;

/**
 * What the cost card shows for each of the user's restaurants, read with the user's own access
 * (another restaurant's dishes are never counted), from the stored costs: no recompute here.
 */
export async function loadCostDashboard(
  payload: Payload,
  user: { id: number | string },
  now: Date,
): Promise<CostDashboardRestaurant[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const asUser = { user, overrideAccess: false, depth: 0 } as const;
  const select = { name: true, costing: true } as const;
  const restaurants: CostDashboardRestaurant[] = [];
  for (const id of tenantIdsOf(user)) {
    const restaurant = await payload.findByID({
      collection: 'restaurants',
      id,
      ...asUser,
      disableErrors: true,
      select: { name: true, currency: true },
    });
    if (!restaurant) continue;
    const ofRestaurant = { restaurant: { equals: id } };
    const [overTarget, recentlyByPrice, incomplete, costed] = await Promise.all([
      payload.find({
        collection: 'recipes',
        ...asUser,
        where: { and: [ofRestaurant, { 'costing.overTargetSince': { exists: true } }] },
        sort: '-costing.foodCostPercent',
        limit: LIMIT,
        select,
      }),
      payload.find({
        collection: 'recipes',
        ...asUser,
        where: {
          and: [
            ofRestaurant,
            { 'costing.overTargetCause': { equals: 'price' } },
            { 'costing.overTargetSince': { greater_than_equal: since } },
          ],
        },
        sort: '-costing.overTargetSince',
        limit: LIMIT,
        select,
      }),
      payload.count({
        collection: 'recipes',
        ...asUser,
        where: {
          and: [
            ofRestaurant,
            { 'costing.status': { equals: 'incomplete' } },
            { price: { greater_than: 0 } },
          ],
        },
      }),
      payload.count({
        collection: 'recipes',
        ...asUser,
        where: { and: [ofRestaurant, { 'costing.foodCostPercent': { exists: true } }] },
      }),
    ]);
    const dish = (doc: (typeof overTarget.docs)[number]): OverTargetDish => ({
      id: doc.id,
      name: String(doc.name ?? doc.id),
      costing: doc.costing ?? {},
    });
    restaurants.push({
      id,
      name: restaurant.name,
      currency: restaurant.currency,
      overTarget: overTarget.docs.map(dish),
      recentlyByPrice: recentlyByPrice.docs.map(dish),
      incompleteCount: incomplete.totalDocs,
      hasCostedDishes: costed.totalDocs > 0,
    });
  }
  return restaurants;
}
