import { type Day, daysBetween, utcDay } from './days';

/** Where a subscription stands on a day; only `active` puts the public menu online. */
export const SUBSCRIPTION_STATES = ['upcoming', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** What the state is computed from: the admin's decision and the two days. */
export interface SubscriptionDates {
  status?: 'active' | 'cancelled' | null;
  startsAt: string;
  endsAt: string;
}

/**
 * The state of a subscription on `today`, from its dates, never stored: `cancelled` once an
 * admin cancelled it (effective at once), else `upcoming` before its first day, `active` from
 * its first through its last day, `expired` after.
 *
 * @example
 * subscriptionState({ status: 'active', startsAt: '2026-01-01', endsAt: '2026-12-31' }, '2026-12-31') // 'active'
 */
export function subscriptionState(subscription: SubscriptionDates, today: Day): SubscriptionState {
  if (subscription.status === 'cancelled') return 'cancelled';
  if (utcDay(subscription.startsAt) > today) return 'upcoming';
  if (utcDay(subscription.endsAt) < today) return 'expired';
  return 'active';
}

/**
 * Days of an active subscription left after `today`: 0 on its last day; `null` when it is not
 * active.
 */
export function daysLeft(subscription: SubscriptionDates, today: Day): number | null {
  if (subscriptionState(subscription, today) !== 'active') return null;
  return daysBetween(today, utcDay(subscription.endsAt));
}
