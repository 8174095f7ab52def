import { describe, expect, test } from 'vitest';
import type { NutriScoreInput } from '../nutriScore';
import { assertValidInput } from './assertValidInput';

const VALID: NutriScoreInput = {
  category: 'general',
  energyKj: 0,
  sugars: 0,
  saturates: 0,
  fat: 0,
  salt: 0,
  fibre: 0,
  protein: 0,
  fruitVegLegumesPercent: 0,
};

const FIELDS = [
  'energyKj',
  'sugars',
  'saturates',
  'fat',
  'salt',
  'fibre',
  'protein',
  'fruitVegLegumesPercent',
] as const;

const BAD_VALUES = [
  { label: 'negative', value: -0.1 },
  { label: 'NaN', value: Number.NaN },
  { label: 'Infinity', value: Number.POSITIVE_INFINITY },
  { label: '-Infinity', value: Number.NEGATIVE_INFINITY },
  { label: 'a numeric string', value: '5' as unknown as number },
];

describe('rejects unusable numbers with a RangeError naming the field', () => {
  test.each(FIELDS.flatMap((field) => BAD_VALUES.map((bad) => ({ field, ...bad }))))(
    '$field: $label',
    ({ field, value }) => {
      const input = { ...VALID, [field]: value };
      expect(() => assertValidInput(input)).toThrow(RangeError);
      expect(() => assertValidInput(input)).toThrow(new RegExp(`\\b${field}\\b`));
    },
  );
});

describe('bounds', () => {
  test.each([
    { label: 'all zeros', overrides: {} },
    { label: '100 % fruit, vegetables and legumes', overrides: { fruitVegLegumesPercent: 100 } },
    { label: 'large values', overrides: { energyKj: 4000, sugars: 100, salt: 99 } },
  ])('accepts $label', ({ overrides }) => {
    expect(() => assertValidInput({ ...VALID, ...overrides })).not.toThrow();
  });

  test('rejects more than 100 % fruit, vegetables and legumes', () => {
    const input = { ...VALID, fruitVegLegumesPercent: 100.5 };
    expect(() => assertValidInput(input)).toThrow(RangeError);
    expect(() => assertValidInput(input)).toThrow(/fruitVegLegumesPercent must be at most 100/);
  });

  test('rejects an unknown category', () => {
    const input = { ...VALID, category: 'snack' as NutriScoreInput['category'] };
    expect(() => assertValidInput(input)).toThrow(RangeError);
    expect(() => assertValidInput(input)).toThrow(/category must be one of general, beverage/);
  });
});
