import { describe, expect, test } from 'vitest';
import { decimalPlaces } from './decimalPlaces';

describe('decimalPlaces', () => {
  test.each<{ label: string; value: number; expected: number }>([
    { label: 'an integer', value: 42, expected: 0 },
    { label: 'zero', value: 0, expected: 0 },
    { label: 'negative zero', value: -0, expected: 0 },
    { label: 'one decimal', value: 2.5, expected: 1 },
    {
      label: '19.99, which is 1998.9999999999998 when multiplied by 100',
      value: 19.99,
      expected: 2,
    },
    { label: '0.1 + 0.2, whose binary artefact is dropped', value: 0.1 + 0.2, expected: 1 },
    { label: '1.005, stored just below itself', value: 1.005, expected: 3 },
    { label: '1e-7, printed without a decimal point', value: 1e-7, expected: 7 },
    { label: '1.5e-7', value: 1.5e-7, expected: 8 },
    { label: 'a negative value', value: -12.345, expected: 3 },
    { label: 'a large integer printed in exponent form', value: 1e21, expected: 0 },
    { label: 'the amount limit', value: 9999.99, expected: 2 },
    { label: '9999.97 + 0.01 from arithmetic', value: 9999.97 + 0.01, expected: 2 },
    { label: 'a real 15th significant digit is kept', value: 0.300000000000001, expected: 15 },
  ])('counts $expected for $label', ({ value, expected }) => {
    expect(decimalPlaces(value)).toBe(expected);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'counts infinitely many for %s, so no decimal rule accepts it',
    (value) => {
      expect(decimalPlaces(value)).toBe(Number.POSITIVE_INFINITY);
    },
  );
});
