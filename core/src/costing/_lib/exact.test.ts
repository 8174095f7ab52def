import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  add,
  ceiling,
  compare,
  div,
  exactOf,
  integer,
  mul,
  roundHalfAwayFromZero,
  sub,
  toNumber,
} from './exact';

describe('exactOf', () => {
  test.each([
    [1.03, 103n, 100n],
    [0.1, 1n, 10n],
    [-2.5, -5n, 2n],
    [1e-7, 1n, 10_000_000n],
    [1.5e21, 1_500_000_000_000_000_000_000n, 1n],
    [0, 0n, 1n],
    [12, 12n, 1n],
  ])('%s is %s / %s', (value, n, d) => {
    expect(exactOf(value)).toEqual({ n, d });
  });

  test('refuses what is not a finite number', () => {
    expect(() => exactOf(Number.NaN)).toThrow(RangeError);
    expect(() => exactOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('0.1 + 0.2 is exactly 0.3, which floats miss', () => {
    expect(add(exactOf(0.1), exactOf(0.2))).toEqual(exactOf(0.3));
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  test('a price typed with two decimals is exactly its minor units ÷ 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        expect(exactOf(Number(`${minor}e-2`))).toEqual(div(integer(minor), integer(100)));
      }),
    );
  });

  test('reads back as the number it came from, for everyday magnitudes', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (value) => {
        expect(Math.abs(toNumber(exactOf(value)) - value)).toBeLessThanOrEqual(value * 1e-15);
      }),
    );
  });
});

describe('arithmetic', () => {
  const small = fc.integer({ min: -1_000_000, max: 1_000_000 });
  const nonZero = small.filter((value) => value !== 0);

  test('a / b × b = a and (a + b) − b = a, exactly', () => {
    fc.assert(
      fc.property(small, nonZero, small, (a, b, c) => {
        const x = div(integer(a), integer(b));
        expect(mul(x, integer(b))).toEqual(integer(a));
        expect(sub(add(x, integer(c)), integer(c))).toEqual(x);
      }),
    );
  });

  test('compare orders as the numbers do', () => {
    expect(compare(exactOf(1.1), exactOf(1.09))).toBe(1);
    expect(compare(exactOf(-1), exactOf(1))).toBe(-1);
    expect(compare(div(integer(1), integer(3)), div(integer(2), integer(6)))).toBe(0);
  });
});

describe('rounding', () => {
  test.each([
    [2.5, 3n],
    [2.4999, 2n],
    [-2.5, -3n],
    [-2.4, -2n],
    [0.5, 1n],
    [7, 7n],
  ])('%s rounds half away from zero to %s', (value, expected) => {
    expect(roundHalfAwayFromZero(exactOf(value))).toBe(expected);
  });

  test.each([
    [2.01, 3n],
    [2, 2n],
    [-2.5, -2n],
    [0.0001, 1n],
  ])('ceiling of %s is %s', (value, expected) => {
    expect(ceiling(exactOf(value))).toBe(expected);
  });

  test('a third rounds to 0 and two thirds to 1', () => {
    expect(roundHalfAwayFromZero(div(integer(1), integer(3)))).toBe(0n);
    expect(roundHalfAwayFromZero(div(integer(2), integer(3)))).toBe(1n);
  });
});
