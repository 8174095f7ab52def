import type { Payload, PayloadRequest, Where } from 'payload';
import { coveringWhere } from '../collections/Subscriptions/coveringWhere';
import { idOf } from '../utilities/idOf';

/**
 * The restaurants (among `restaurantIds`, or all) that have a subscription covering the day of
 * `now`: not cancelled, from its first through its last day (whole UTC days, see
 * collections/Subscriptions/days.ts). Read without access control: only ids leave this
 * function, never a subscription's details. With `req`, read in its transaction.
 */
export async function subscribedRestaurantIds(
  payload: Payload,
  now: Date,
  restaurantIds?: readonly (number | string)[],
  req?: PayloadRequest,
): Promise<Set<string>> {
  const conditions: Where[] = [coveringWhere(now)];
  if (restaurantIds) conditions.push({ restaurant: { in: [...restaurantIds] } });
  const { docs } = await payload.find({
    collection: 'subscriptions',
    req,
    where: { and: conditions },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { restaurant: true },
  });
  return new Set(docs.map((doc) => String(idOf(doc.restaurant))).filter(Boolean));
}
