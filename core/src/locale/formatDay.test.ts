import { describe, expect, test } from 'vitest';
import { formatDay } from './formatDay';

describe('formatDay', () => {
  test.each([
    {
      label: 'a day in Romanian',
      value: '2026-12-31',
      locale: 'ro',
      expected: '31 decembrie 2026',
    },
    { label: 'a day in English', value: '2026-12-31', locale: 'en', expected: 'December 31, 2026' },
    { label: 'a day in French', value: '2026-12-31', locale: 'fr', expected: '31 décembre 2026' },
    { label: 'a day in Italian', value: '2026-12-31', locale: 'it', expected: '31 dicembre 2026' },
    {
      label: 'a day in Spanish',
      value: '2026-12-31',
      locale: 'es',
      expected: '31 de diciembre de 2026',
    },
    {
      label: 'a day in Hungarian',
      value: '2026-12-31',
      locale: 'hu',
      expected: '2026. december 31.',
    },
    { label: 'a day in German', value: '2026-12-31', locale: 'de', expected: '31. Dezember 2026' },
    {
      label: 'an instant late in the UTC day stays on that day',
      value: new Date('2026-11-24T23:30:00Z'),
      locale: 'en',
      expected: 'November 24, 2026',
    },
    {
      label: 'an ISO timestamp with an offset is read in UTC',
      value: '2026-12-01T01:00:00+02:00',
      locale: 'en',
      expected: 'November 30, 2026',
    },
  ] as const)('$label', ({ value, locale, expected }) => {
    expect(formatDay(value, locale)).toBe(expected);
  });
});
