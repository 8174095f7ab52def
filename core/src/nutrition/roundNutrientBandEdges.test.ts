import { describe, expect, test } from 'vitest';
import { formatNutrient } from './formatNutrient';
import type { NutrientKey } from './nutrients';

// The neighbouring doubles of a value: what a sum or a scaling produces instead of the exact
// decimal (0.1 × 5 + a rounding error lands on 0.5000000000000001).
function nextDouble(value: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(direction));
  return view.getFloat64(0);
}

// Each band edge of the Commission's rounding guidance (December 2012) per nutrient: the value
// at the edge and its floating-point neighbours must be declared alike, as the edge itself.
const edges: { key: NutrientKey; edge: number; expected: string }[] = [
  ...(['fat', 'carbohydrate', 'sugars', 'fibre', 'protein'] as const).flatMap((key) => [
    { key, edge: 0.5, expected: '<0.5' },
    { key, edge: 10, expected: '10' },
  ]),
  { key: 'saturates', edge: 0.1, expected: '<0.1' },
  { key: 'saturates', edge: 10, expected: '10' },
  { key: 'sodium', edge: 0.005, expected: '<0.01' },
  { key: 'sodium', edge: 1, expected: '1.0' },
  { key: 'salt', edge: 0.0125, expected: '<0.01' },
  { key: 'salt', edge: 1, expected: '1.0' },
  { key: 'energyKj', edge: 0.5, expected: '1' },
  { key: 'energyKcal', edge: 179.5, expected: '180' },
];

const rows = edges.flatMap(({ key, edge, expected }) => [
  { key, value: edge, expected, at: 'exactly at' },
  { key, value: nextDouble(edge, 1), expected, at: 'one double above' },
  { key, value: nextDouble(edge, -1), expected, at: 'one double below' },
  { key, value: nextDouble(nextDouble(edge, 1), 1), expected, at: 'two doubles above' },
]);

describe('band edges up to floating-point noise', () => {
  test('the computed fat of the issue, 0.5000000000000001 g, is declared "<0.5"', () => {
    expect(0.5000000000000001).not.toBe(0.5);
    expect(formatNutrient('fat', 0.5000000000000001)).toBe('<0.5');
  });

  test.each(rows)('$key $at $value → $expected', ({ key, value, expected }) => {
    expect(formatNutrient(key, value)).toBe(expected);
  });

  test('a real difference from the edge still changes the band', () => {
    expect(formatNutrient('fat', 0.5001)).toBe('0.5');
    expect(formatNutrient('fat', 9.9999)).toBe('10.0');
    expect(formatNutrient('salt', 0.01251)).toBe('0.01');
  });
});
