import { describe, expect, test } from 'vitest';
import { amountBelowLimit, BELOW_LIMIT_POLICY, type BelowLimitKey } from './amountBelowLimit';

// A composition table's "< x" (below the limit of quantification x) says the amount is
// somewhere from 0 to x. Per nutrient, the figure kept must not flatter the food: a nutrient to
// limit keeps x, a favourable one (fibre, protein: Nutri-Score positive points, "source of
// fibre" / "source of protein" claims of Reg. 1924/2006) keeps 0.
const rows: { key: BelowLimitKey; limit: number; expected: number }[] = [
  { key: 'fat', limit: 0.5, expected: 0.5 },
  { key: 'saturates', limit: 0.1, expected: 0.1 },
  { key: 'carbohydrate', limit: 0.5, expected: 0.5 },
  { key: 'sugars', limit: 0.5, expected: 0.5 },
  { key: 'salt', limit: 0.0125, expected: 0.0125 },
  { key: 'sodium', limit: 0.005, expected: 0.005 },
  { key: 'fibre', limit: 0.5, expected: 0 },
  { key: 'protein', limit: 0.5, expected: 0 },
  { key: 'alcohol', limit: 0.1, expected: 0.1 },
  { key: 'polyols', limit: 0.3, expected: 0.3 },
  { key: 'organicAcids', limit: 0.1, expected: 0.1 },
  { key: 'erythritol', limit: 0.1, expected: 0.1 },
  { key: 'salatrims', limit: 0.1, expected: 0.1 },
];

describe('amountBelowLimit', () => {
  test.each(rows)('$key < $limit → $expected', ({ key, limit, expected }) => {
    expect(amountBelowLimit(key, limit)).toBe(expected);
  });

  test('has a row for every key of the policy', () => {
    expect(new Set(rows.map((row) => row.key))).toEqual(new Set(Object.keys(BELOW_LIMIT_POLICY)));
  });

  test.each([
    { key: 'fibre', row: 'fibre' },
    { key: 'protein', row: 'protein' },
  ] as const)('never raises $row above what the data supports, whatever the limit', ({ key }) => {
    for (const limit of [0.01, 0.5, 1, 3, 10]) {
      expect(amountBelowLimit(key, limit)).toBe(0);
    }
  });

  test.each([
    { key: 'sugars', row: 'sugars' },
    { key: 'salt', row: 'salt' },
    { key: 'saturates', row: 'saturates' },
    { key: 'fat', row: 'fat' },
  ] as const)('never lowers $row below what the data allows', ({ key }) => {
    for (const limit of [0.01, 0.5, 1, 3]) {
      expect(amountBelowLimit(key, limit)).toBe(limit);
    }
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects a limit of %s', (limit) => {
    expect(() => amountBelowLimit('fat', limit)).toThrow(RangeError);
  });
});
