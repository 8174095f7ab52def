import { expect, test } from 'vitest';
import { restaurantCoverage } from './restaurantCoverage';
import type { SubscriptionDates } from './subscriptionState';

const sub = (
  startsOn: string,
  endsOn: string,
  status: 'active' | 'cancelled' = 'active',
): SubscriptionDates => ({
  status,
  startsAt: `${startsOn}T12:00:00.000Z`,
  endsAt: `${endsOn}T12:00:00.000Z`,
});

test.each([
  ['no subscription', [], { state: 'none' }],
  [
    'one covering today',
    [sub('2026-01-01', '2026-12-31')],
    { state: 'active', startsOn: '2026-01-01', endsOn: '2026-12-31', daysLeft: 214 },
  ],
  [
    'a renewal made as a new subscription starting the day after',
    [sub('2026-01-01', '2026-12-31'), sub('2027-01-01', '2027-12-31')],
    { state: 'active', startsOn: '2026-01-01', endsOn: '2027-12-31', daysLeft: 579 },
  ],
  [
    'a later subscription after a gap does not extend the end',
    [sub('2026-01-01', '2026-12-31'), sub('2027-01-05', '2027-12-31')],
    { state: 'active', startsOn: '2026-01-01', endsOn: '2026-12-31', daysLeft: 214 },
  ],
  [
    'a cancelled follow-up does not extend the end',
    [sub('2026-01-01', '2026-12-31'), sub('2027-01-01', '2027-12-31', 'cancelled')],
    { state: 'active', startsOn: '2026-01-01', endsOn: '2026-12-31', daysLeft: 214 },
  ],
  [
    'only one starting later',
    [sub('2026-06-10', '2027-06-09')],
    { state: 'upcoming', startsOn: '2026-06-10', endsOn: '2027-06-09' },
  ],
  [
    'the last one ended',
    [sub('2025-01-01', '2025-12-31'), sub('2024-01-01', '2024-12-31')],
    { state: 'expired', endsOn: '2025-12-31' },
  ],
  [
    'the last one was cancelled',
    [sub('2025-01-01', '2025-12-31'), sub('2026-01-01', '2026-12-31', 'cancelled')],
    { state: 'cancelled', endsOn: '2026-12-31' },
  ],
] as const)('%s', (_label, subscriptions, coverage) => {
  expect(restaurantCoverage(subscriptions, '2026-05-31')).toEqual(coverage);
});
