import type { Payload, Where } from 'payload';
import { isAdminUser, roleOfUser, tenantIdsOf } from '../../access/roles';
import { idOf, populated } from '../../utilities/idOf';
import { addDays, startOfDay, utcDay } from './days';
import { type RestaurantCoverage, restaurantCoverage } from './restaurantCoverage';
import type { SubscriptionDates } from './subscriptionState';

type Id = number | string;

export interface RestaurantSubscription {
  restaurant: { id: Id; name: string; slug: string | null };
  coverage: RestaurantCoverage;
  /** The brand's contact, for "contact us for subscription renewal". */
  contact: { email: string | null; phone: string | null };
}

export interface SubscriptionOverview {
  /** Owners and staff: each of their restaurants; admins: those whose subscription ends soon. */
  restaurants: RestaurantSubscription[];
  /** "Soon", in days: the furthest end-of-subscription warning. */
  horizonDays: number;
}

/**
 * What the dashboard shows about subscriptions, for the signed-in `user`: owners and staff see
 * the state and days left of each restaurant they belong to (and may read), admins the
 * restaurants whose coverage ends within `horizonDays`, soonest first. Subscriptions are read
 * without access control because staff may not read them: only their state and days leave here,
 * and only for restaurants the user may read.
 */
export async function subscriptionOverview(
  payload: Payload,
  user: unknown,
  now: Date,
  horizonDays: number,
): Promise<SubscriptionOverview> {
  if (!roleOfUser(user)) return { restaurants: [], horizonDays };
  const today = utcDay(now);

  let restaurantIds: Id[];
  if (isAdminUser(user)) {
    const ending = await payload.find({
      collection: 'subscriptions',
      where: {
        and: [
          { status: { equals: 'active' } },
          { startsAt: { less_than: startOfDay(addDays(today, 1)).toISOString() } },
          { endsAt: { greater_than_equal: startOfDay(today).toISOString() } },
          {
            endsAt: {
              less_than: startOfDay(addDays(today, horizonDays + 1)).toISOString(),
            },
          },
        ],
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { restaurant: true },
    });
    restaurantIds = [...new Set(ending.docs.map((doc) => idOf(doc.restaurant)))];
  } else {
    restaurantIds = tenantIdsOf(user);
  }
  if (restaurantIds.length === 0) return { restaurants: [], horizonDays };

  const restaurants = await payload.find({
    collection: 'restaurants',
    where: { id: { in: restaurantIds } },
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user,
    select: { name: true, slug: true, brand: true },
    populate: { brands: { contact: true } },
    sort: 'name',
  });
  const readable = restaurants.docs;
  const subscriptions = await payload.find({
    collection: 'subscriptions',
    where: { restaurant: { in: readable.map((restaurant) => restaurant.id) } } satisfies Where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { restaurant: true, status: true, startsAt: true, endsAt: true },
  });
  const byRestaurant = new Map<string, SubscriptionDates[]>();
  for (const doc of subscriptions.docs) {
    const key = String(idOf(doc.restaurant));
    byRestaurant.set(key, [...(byRestaurant.get(key) ?? []), doc]);
  }

  const overview = readable.map((restaurant): RestaurantSubscription => {
    const brand = populated(restaurant.brand);
    return {
      restaurant: { id: restaurant.id, name: restaurant.name, slug: restaurant.slug ?? null },
      coverage: restaurantCoverage(byRestaurant.get(String(restaurant.id)) ?? [], today),
      contact: { email: brand?.contact?.email ?? null, phone: brand?.contact?.phone ?? null },
    };
  });
  if (!isAdminUser(user)) return { restaurants: overview, horizonDays };
  // A restaurant renewed by a back-to-back subscription is not ending soon after all.
  return {
    restaurants: overview
      .filter(({ coverage }) => coverage.state === 'active' && coverage.daysLeft <= horizonDays)
      .sort((a, b) => daysLeftOf(a.coverage) - daysLeftOf(b.coverage)),
    horizonDays,
  };
}

function daysLeftOf(coverage: RestaurantCoverage): number {
  return coverage.state === 'active' ? coverage.daysLeft : Number.POSITIVE_INFINITY;
}
