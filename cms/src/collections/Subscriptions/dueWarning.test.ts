import { expect, test } from 'vitest';
import { dueWarning, type SentWarning } from './dueWarning';

const year = { startsAt: '2026-01-01T12:00:00.000Z', endsAt: '2026-12-31T12:00:00.000Z' };
const THRESHOLDS = [14, 3];
const sent14: SentWarning = { threshold: 14, endsOn: '2026-12-31' };
const sent3: SentWarning = { threshold: 3, endsOn: '2026-12-31' };

test.each([
  ['more than 14 days before the end', year, [], '2026-12-16', null],
  ['14 days before', year, [], '2026-12-17', { threshold: 14, daysLeft: 14 }],
  ['after the 14-day warning, before 3 days', year, [sent14], '2026-12-20', null],
  [
    '3 days before, after the 14-day one',
    year,
    [sent14],
    '2026-12-28',
    { threshold: 3, daysLeft: 3 },
  ],
  ['after both', year, [sent14, sent3], '2026-12-31', null],
  [
    'a late first run sends the closest only',
    year,
    [],
    '2026-12-30',
    { threshold: 3, daysLeft: 1 },
  ],
  ['on the last day', year, [sent14], '2026-12-31', { threshold: 3, daysLeft: 0 }],
  ['after the end', year, [], '2027-01-01', null],
  ['when cancelled', { ...year, status: 'cancelled' as const }, [], '2026-12-28', null],
  [
    'after a renewal, warnings of the old last day do not count',
    { ...year, endsAt: '2027-12-31T12:00:00.000Z' },
    [sent14, sent3],
    '2027-12-20',
    { threshold: 14, daysLeft: 11 },
  ],
] as const)('%s', (_label, subscription, sent, today, due) => {
  const result = dueWarning(subscription, sent, THRESHOLDS, today);
  if (due === null) expect(result).toBeNull();
  else expect(result).toMatchObject(due);
});
