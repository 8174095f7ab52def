import { describe, expect, test } from 'vitest';
import { addDays, addMonths, daysBetween, storedDay, utcDay } from './days';

describe('utcDay', () => {
  test.each([
    ['noon as the date picker stores it', '2026-12-01T12:00:00.000Z', '2026-12-01'],
    ['midnight UTC', '2026-12-01T00:00:00.000Z', '2026-12-01'],
    [
      'late evening in Bucharest, still the same UTC day',
      '2026-12-01T23:30:00+02:00',
      '2026-12-01',
    ],
    [
      'just after midnight in Bucharest, the previous UTC day',
      '2026-12-02T00:30:00+02:00',
      '2026-12-01',
    ],
  ])('%s', (_label, value, day) => {
    expect(utcDay(value)).toBe(day);
  });
});

describe('addMonths', () => {
  test.each([
    ['a year from the last day of the year', '2026-12-31', 12, '2027-12-31'],
    ['a month from the 31st into February', '2027-01-31', 1, '2027-02-28'],
    ['a month from the 31st into a leap February', '2028-01-31', 1, '2028-02-29'],
    ['a year from a leap day', '2028-02-29', 12, '2029-02-28'],
    ['across the year', '2026-11-15', 3, '2027-02-15'],
  ])('%s', (_label, day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

test('addDays and daysBetween agree across month, year and DST changes', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  expect(daysBetween('2026-12-31', '2026-12-30')).toBe(-1);
});

test('storedDay is noon UTC of the day, which utcDay reads back', () => {
  expect(storedDay('2026-12-01')).toBe('2026-12-01T12:00:00.000Z');
  expect(utcDay(storedDay('2026-12-01'))).toBe('2026-12-01');
});
