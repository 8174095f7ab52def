import { describe, expect, test } from 'vitest';
import { localePath, splitLocale } from './localePath';

describe('splitLocale', () => {
  test.each([
    ['/en/restaurant/x', { locale: 'en', rest: '/restaurant/x', prefixed: true }],
    ['/hu', { locale: 'hu', rest: '/', prefixed: true }],
    ['/hu/', { locale: 'hu', rest: '/', prefixed: true }],
    ['/restaurant/x', { locale: 'ro', rest: '/restaurant/x', prefixed: false }],
    ['/', { locale: 'ro', rest: '/', prefixed: false }],
    ['/pl/restaurant', { locale: 'ro', rest: '/pl/restaurant', prefixed: false }],
  ])('%s', (path, expected) => {
    expect(splitLocale(path)).toEqual(expected);
  });
});

describe('localePath', () => {
  test('prefixes every path, the home without a trailing slash', () => {
    expect(localePath('en', '/restaurant')).toBe('/en/restaurant');
    expect(localePath('ro', '/')).toBe('/ro');
  });
});
