import { describe, expect, test } from 'vitest';
import { daysLeft, type SubscriptionDates, subscriptionState } from './subscriptionState';

const year: SubscriptionDates = {
  status: 'active',
  startsAt: '2026-01-01T12:00:00.000Z',
  endsAt: '2026-12-31T12:00:00.000Z',
};

describe('subscriptionState', () => {
  test.each([
    ['the day before the first day', '2025-12-31', 'upcoming', null],
    ['on the first day', '2026-01-01', 'active', 364],
    ['in the middle', '2026-07-01', 'active', 183],
    ['the day before the last day', '2026-12-30', 'active', 1],
    ['on the last day (ends today)', '2026-12-31', 'active', 0],
    ['the day after the last day', '2027-01-01', 'expired', null],
  ] as const)('%s: %s', (_label, today, state, left) => {
    expect(subscriptionState(year, today)).toBe(state);
    expect(daysLeft(year, today)).toBe(left);
  });

  test('a cancelled subscription is cancelled whatever its dates', () => {
    const cancelled = { ...year, status: 'cancelled' as const };
    for (const today of ['2025-12-31', '2026-07-01', '2027-01-01']) {
      expect(subscriptionState(cancelled, today)).toBe('cancelled');
      expect(daysLeft(cancelled, today)).toBeNull();
    }
  });

  test('a one-day subscription is active on that day only', () => {
    const oneDay = { startsAt: '2026-05-05T00:00:00.000Z', endsAt: '2026-05-05T00:00:00.000Z' };
    expect(subscriptionState(oneDay, '2026-05-04')).toBe('upcoming');
    expect(subscriptionState(oneDay, '2026-05-05')).toBe('active');
    expect(subscriptionState(oneDay, '2026-05-06')).toBe('expired');
  });
});
