import { expect, test } from 'vitest';
import { renewalPeriod } from './renewalPeriod';

const year = { startsAt: '2026-01-01T12:00:00.000Z', endsAt: '2026-12-31T12:00:00.000Z' };

test.each([
  ['an active one is extended from its last day', year, '2026-12-20', year.startsAt, '2027-12-31'],
  ['on its last day too', year, '2026-12-31', year.startsAt, '2027-12-31'],
  [
    'an upcoming one is extended from its last day',
    year,
    '2025-12-01',
    year.startsAt,
    '2027-12-31',
  ],
  [
    'a cancelled one that had not ended is extended from its last day',
    { ...year, status: 'cancelled' as const },
    '2026-06-01',
    year.startsAt,
    '2027-12-31',
  ],
  [
    'an ended one starts again today, for the period less a day',
    year,
    '2027-03-10',
    '2027-03-10T12:00:00.000Z',
    '2028-03-09',
  ],
])('%s', (_label, subscription, today, startsAt, lastDay) => {
  expect(renewalPeriod(subscription, 12, today)).toEqual({
    startsAt,
    endsAt: `${lastDay}T12:00:00.000Z`,
  });
});

test('a one-month trial ended on 31 January runs a month from today', () => {
  expect(renewalPeriod({ startsAt: '2027-01-01', endsAt: '2027-01-31' }, 1, '2027-02-01')).toEqual({
    startsAt: '2027-02-01T12:00:00.000Z',
    endsAt: '2027-02-28T12:00:00.000Z',
  });
});
