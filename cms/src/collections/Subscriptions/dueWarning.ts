import { type Day, utcDay } from './days';
import { daysLeft, type SubscriptionDates } from './subscriptionState';

/** A warning already sent: how many days before the end it was due, for which last day. */
export interface SentWarning {
  threshold: number;
  endsOn: Day;
}

export interface DueWarning {
  threshold: number;
  daysLeft: number;
  endsOn: Day;
}

/**
 * The end-of-subscription warning due on `today`, or `null`. `thresholds` are days before the
 * last day (e.g. 14 and 3). The closest threshold reached is due unless a warning for it (or a
 * closer one) was already sent for the same last day, so each goes out once, a late run (the
 * server was down on the day) still sends one warning rather than several, and a renewal (a new
 * last day) starts the warnings afresh.
 *
 * @example
 * dueWarning({ startsAt: '2026-01-01', endsAt: '2026-12-31' }, [], [14, 3], '2026-12-20')
 * // { threshold: 14, daysLeft: 11, endsOn: '2026-12-31' }
 */
export function dueWarning(
  subscription: SubscriptionDates,
  sent: readonly SentWarning[],
  thresholds: readonly number[],
  today: Day,
): DueWarning | null {
  const left = daysLeft(subscription, today);
  if (left === null) return null;
  const reached = thresholds.filter((threshold) => left <= threshold);
  if (reached.length === 0) return null;
  const threshold = Math.min(...reached);
  const endsOn = utcDay(subscription.endsAt);
  const alreadySent = sent.some(
    (warning) => warning.endsOn === endsOn && warning.threshold <= threshold,
  );
  return alreadySent ? null : { threshold, daysLeft: left, endsOn };
}
