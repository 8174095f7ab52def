import type { Payload, Where } from 'payload';
import { type Id, idOf } from './storedDocs';

/**
 * The restaurants (among `restaurantIds`, or all) that have a subscription covering `now`:
 * status active and startsAt <= now < endsAt. Read without access control: only ids leave this
 * function, never a subscription's details.
 */
export async function subscribedRestaurantIds(
  payload: Payload,
  now: Date,
  restaurantIds?: readonly Id[],
): Promise<Set<string>> {
  const conditions: Where[] = [
    { status: { equals: 'active' } },
    { startsAt: { less_than_equal: now.toISOString() } },
    { endsAt: { greater_than: now.toISOString() } },
  ];
  if (restaurantIds) conditions.push({ restaurant: { in: [...restaurantIds] } });
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { and: conditions },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { restaurant: true },
  });
  return new Set(
    docs.map((doc) => String(idOf(doc.restaurant as Id | { id: Id } | null))).filter(Boolean),
  );
}
