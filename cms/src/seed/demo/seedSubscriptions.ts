import type { PayloadRequest } from 'payload';
import { DEMO_RESTAURANTS, type DemoSubscriptionState } from './demoRestaurants';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The period of a demo subscription, from the day of the seed: an active one runs from the
 * start of today (UTC) for a year; an ended one ran for a year and ended yesterday.
 */
export function subscriptionPeriod(
  state: DemoSubscriptionState,
  now: Date,
): { startsAt: string; endsAt: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = state === 'active' ? today : today - 366 * DAY;
  const end = state === 'active' ? today + 365 * DAY : today - DAY;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };
}

/** Gives each demo restaurant without any subscription its demo one. */
export async function seedSubscriptions(
  req: PayloadRequest,
  restaurantIds: Map<string, number>,
  now: Date,
): Promise<void> {
  for (const { data, subscription } of DEMO_RESTAURANTS) {
    const restaurant = restaurantIds.get(data.slug);
    if (restaurant === undefined) continue;
    const { totalDocs } = await req.payload.count({
      collection: 'subscriptions',
      where: { restaurant: { equals: restaurant } },
      req,
      overrideAccess: true,
    });
    if (totalDocs > 0) continue;
    await req.payload.create({
      collection: 'subscriptions',
      data: {
        restaurant,
        plan: subscription.plan,
        status: 'active',
        ...subscriptionPeriod(subscription.state, now),
      },
      req,
      overrideAccess: true,
      depth: 0,
    });
  }
}
