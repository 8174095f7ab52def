import { describe, expect, test } from 'vitest';
import { formatNutrient } from './formatNutrient';
import { NUTRIENT_KEYS, type NutrientKey } from './nutrients';

// Every band of the European Commission rounding guidance (December 2012) on nutrient values
// declared under Regulation (EU) No 1169/2011, with the values at and around each band edge.
// The band is chosen on the unrounded value.
const rows: { key: NutrientKey; value: number; expected: string; row: string }[] = [
  // Energy: nearest 1 kJ / 1 kcal, no decimal.
  { key: 'energyKj', value: 0, expected: '0', row: 'zero energy' },
  { key: 'energyKj', value: 0.49, expected: '0', row: 'energy just below half' },
  { key: 'energyKj', value: 0.5, expected: '1', row: 'energy at half rounds up' },
  { key: 'energyKj', value: 754.4999, expected: '754', row: 'energy below .5' },
  { key: 'energyKj', value: 754.5, expected: '755', row: 'energy at .5' },
  { key: 'energyKj', value: 8400, expected: '8400', row: 'large energy without grouping' },
  { key: 'energyKcal', value: 179.6, expected: '180', row: 'kcal rounds to whole' },
  { key: 'energyKcal', value: 2.4, expected: '2', row: 'small kcal' },
];

const macroKeys = ['fat', 'carbohydrate', 'sugars', 'fibre', 'protein'] as const;
for (const key of macroKeys) {
  rows.push(
    { key, value: 0, expected: '<0.5', row: `${key} zero (non-detectable)` },
    { key, value: 0.3, expected: '<0.5', row: `${key} below 0.5` },
    { key, value: 0.5, expected: '<0.5', row: `${key} at 0.5 (≤ 0.5 is negligible)` },
    { key, value: 0.5001, expected: '0.5', row: `${key} just above 0.5` },
    { key, value: 0.55, expected: '0.6', row: `${key} 0.55 rounds half up` },
    { key, value: 7.44, expected: '7.4', row: `${key} one decimal` },
    { key, value: 7.45, expected: '7.5', row: `${key} one decimal half up` },
    { key, value: 9.94, expected: '9.9', row: `${key} below 10` },
    { key, value: 9.96, expected: '10.0', row: `${key} 9.96 keeps the 0.1 g band` },
    { key, value: 10, expected: '10', row: `${key} at 10 (whole grams)` },
    { key, value: 10.49, expected: '10', row: `${key} whole below half` },
    { key, value: 10.5, expected: '11', row: `${key} whole at half` },
    { key, value: 99.5, expected: '100', row: `${key} 99.5` },
  );
}

rows.push(
  { key: 'saturates', value: 0, expected: '<0.1', row: 'saturates zero' },
  { key: 'saturates', value: 0.1, expected: '<0.1', row: 'saturates at 0.1' },
  { key: 'saturates', value: 0.1001, expected: '0.1', row: 'saturates just above 0.1' },
  { key: 'saturates', value: 0.14, expected: '0.1', row: 'saturates 0.14' },
  { key: 'saturates', value: 0.15, expected: '0.2', row: 'saturates 0.15 half up' },
  { key: 'saturates', value: 0.45, expected: '0.5', row: 'saturates below 0.5 still has a figure' },
  { key: 'saturates', value: 9.95, expected: '10.0', row: 'saturates 9.95 keeps one decimal' },
  { key: 'saturates', value: 10, expected: '10', row: 'saturates at 10' },
  { key: 'saturates', value: 12.5, expected: '13', row: 'saturates whole half up' },

  { key: 'sodium', value: 0, expected: '<0.01', row: 'sodium zero' },
  { key: 'sodium', value: 0.005, expected: '<0.01', row: 'sodium at 0.005' },
  { key: 'sodium', value: 0.0051, expected: '0.01', row: 'sodium just above 0.005' },
  { key: 'sodium', value: 0.245, expected: '0.25', row: 'sodium two decimals half up' },
  { key: 'sodium', value: 0.994, expected: '0.99', row: 'sodium below 1' },
  { key: 'sodium', value: 0.999, expected: '1.00', row: 'sodium 0.999 keeps two decimals' },
  { key: 'sodium', value: 1, expected: '1.0', row: 'sodium at 1' },
  { key: 'sodium', value: 1.25, expected: '1.3', row: 'sodium one decimal half up' },
  { key: 'sodium', value: 12.34, expected: '12.3', row: 'sodium stays at 0.1 above 10' },

  { key: 'salt', value: 0, expected: '<0.01', row: 'salt zero' },
  { key: 'salt', value: 0.0125, expected: '<0.01', row: 'salt at 0.0125' },
  { key: 'salt', value: 0.0126, expected: '0.01', row: 'salt just above 0.0125' },
  { key: 'salt', value: 0.015, expected: '0.02', row: 'salt 0.015 half up' },
  { key: 'salt', value: 0.623, expected: '0.62', row: 'salt 0.623' },
  { key: 'salt', value: 0.995, expected: '1.00', row: 'salt 0.995 keeps two decimals' },
  { key: 'salt', value: 1, expected: '1.0', row: 'salt at 1' },
  { key: 'salt', value: 1.75, expected: '1.8', row: 'salt one decimal half up' },
  { key: 'salt', value: 2.675, expected: '2.7', row: 'salt 2.675' },
  { key: 'salt', value: 25.04, expected: '25.0', row: 'salt stays at 0.1 above 10' },
);

describe('formatNutrient', () => {
  test.each(rows)('$row: $key $value → $expected', ({ key, value, expected }) => {
    expect(formatNutrient(key, value)).toBe(expected);
  });

  test('has rows for every nutrient key', () => {
    expect(new Set(rows.map((row) => row.key))).toEqual(new Set(NUTRIENT_KEYS));
  });

  test('rounds decimal halves as typed despite binary floating point', () => {
    expect(formatNutrient('sodium', 0.125)).toBe('0.13');
    expect(formatNutrient('fat', 1.15)).toBe('1.2');
    expect(formatNutrient('sugars', 8.05)).toBe('8.1');
  });

  test.each([
    { value: -0.1, row: 'negative' },
    { value: Number.NaN, row: 'NaN' },
    { value: Number.POSITIVE_INFINITY, row: 'infinity' },
  ])('rejects a $row amount with a RangeError', ({ value }) => {
    expect(() => formatNutrient('fat', value)).toThrow(RangeError);
  });
});
