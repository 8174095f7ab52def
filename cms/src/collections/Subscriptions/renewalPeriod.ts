import { addDays, addMonths, type Day, storedDay, utcDay } from './days';
import type { SubscriptionDates } from './subscriptionState';

/**
 * The dates after renewing for `months`: a subscription that has not ended (active, upcoming,
 * or cancelled before its last day) is extended from its last day, so no day is lost or paid
 * twice; one that has ended starts again today. Days are stored at noon UTC (see `storedDay`).
 *
 * @example
 * renewalPeriod({ startsAt: '2026-01-01', endsAt: '2026-12-31' }, 12, '2026-12-20')
 * // { startsAt: '2026-01-01…', endsAt: '2027-12-31T12:00:00.000Z' }
 */
export function renewalPeriod(
  subscription: SubscriptionDates,
  months: number,
  today: Day,
): { startsAt: string; endsAt: string } {
  const lastDay = utcDay(subscription.endsAt);
  if (lastDay >= today) {
    return { startsAt: subscription.startsAt, endsAt: storedDay(addMonths(lastDay, months)) };
  }
  return {
    startsAt: storedDay(today),
    endsAt: storedDay(addDays(addMonths(today, months), -1)),
  };
}
