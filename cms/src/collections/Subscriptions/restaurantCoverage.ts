import { addDays, type Day, daysBetween, utcDay } from './days';
import { type SubscriptionDates, subscriptionState } from './subscriptionState';

/** A restaurant's subscription situation on a day, over all its subscriptions. */
export type RestaurantCoverage =
  | { state: 'active'; startsOn: Day; endsOn: Day; daysLeft: number }
  | { state: 'upcoming'; startsOn: Day; endsOn: Day }
  | { state: 'expired'; endsOn: Day }
  | { state: 'cancelled'; endsOn: Day }
  | { state: 'none' };

/**
 * What an owner needs to know: whether the public menu is online today and until when. The end
 * runs through back-to-back subscriptions (one starting the day after another ends, or
 * overlapping it), so a renewal made as a new subscription counts; cancelled ones never count.
 * Without one covering today: the next to start, else the last that ended or was cancelled.
 */
export function restaurantCoverage(
  subscriptions: readonly SubscriptionDates[],
  today: Day,
): RestaurantCoverage {
  const live = subscriptions
    .filter((subscription) => subscription.status !== 'cancelled')
    .map((subscription) => ({
      startsOn: utcDay(subscription.startsAt),
      endsOn: utcDay(subscription.endsAt),
    }));
  const covering = live.filter(({ startsOn, endsOn }) => startsOn <= today && endsOn >= today);
  if (covering.length > 0) {
    const startsOn = covering.map(({ startsOn: day }) => day).sort()[0] as Day;
    const endsOn = chainedEnd(live, maxDay(covering.map(({ endsOn: day }) => day)));
    return { state: 'active', startsOn, endsOn, daysLeft: daysBetween(today, endsOn) };
  }
  const upcoming = live
    .filter(({ startsOn }) => startsOn > today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0];
  if (upcoming) {
    return {
      state: 'upcoming',
      startsOn: upcoming.startsOn,
      endsOn: chainedEnd(live, upcoming.endsOn),
    };
  }
  const last = [...subscriptions].sort((a, b) =>
    utcDay(b.endsAt).localeCompare(utcDay(a.endsAt)),
  )[0];
  if (!last) return { state: 'none' };
  const state = subscriptionState(last, today) === 'cancelled' ? 'cancelled' : 'expired';
  return { state, endsOn: utcDay(last.endsAt) };
}

/** The last day reached from `end` through subscriptions that start by the day after it. */
export function chainedEnd(periods: readonly { startsOn: Day; endsOn: Day }[], end: Day): Day {
  let reached = end;
  for (;;) {
    const next = periods.filter(
      ({ startsOn, endsOn }) => startsOn <= addDays(reached, 1) && endsOn > reached,
    );
    if (next.length === 0) return reached;
    reached = maxDay(next.map(({ endsOn }) => endsOn));
  }
}

function maxDay(days: readonly Day[]): Day {
  return [...days].sort().at(-1) as Day;
}
