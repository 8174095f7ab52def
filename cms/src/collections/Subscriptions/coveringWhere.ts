import type { Where } from 'payload';
import { addDays, startOfDay, utcDay } from './days';

/**
 * The query for subscriptions that cover the day of `now` (state `active`): not cancelled,
 * first day today or earlier, last day today or later. Day-exact for any time of day stored.
 */
export function coveringWhere(now: Date): Where {
  const today = utcDay(now);
  return {
    and: [
      { status: { equals: 'active' } },
      { startsAt: { less_than: startOfDay(addDays(today, 1)).toISOString() } },
      { endsAt: { greater_than_equal: startOfDay(today).toISOString() } },
    ],
  };
}
