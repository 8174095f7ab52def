import { describe, expect, test } from 'vitest';
import { formatPercentReferenceIntake, percentReferenceIntake } from './percentReferenceIntake';
import { REFERENCE_INTAKES } from './referenceIntakes';

describe('reference intakes (Annex XIII part B)', () => {
  test.each([
    { key: 'energyKj', intake: 8400 },
    { key: 'energyKcal', intake: 2000 },
    { key: 'fat', intake: 70 },
    { key: 'saturates', intake: 20 },
    { key: 'carbohydrate', intake: 260 },
    { key: 'sugars', intake: 90 },
    { key: 'protein', intake: 50 },
    { key: 'salt', intake: 6 },
  ] as const)('$key: $intake is 100 %', ({ key, intake }) => {
    expect(REFERENCE_INTAKES[key]).toBe(intake);
    expect(percentReferenceIntake(key, intake)).toBe(100);
    expect(percentReferenceIntake(key, intake / 4)).toBe(25);
  });

  test.each(['fibre', 'sodium'] as const)('%s has no reference intake', (key) => {
    expect(percentReferenceIntake(key, 5)).toBeNull();
    expect(formatPercentReferenceIntake(key, 5)).toBeNull();
  });

  test.each([
    { key: 'energyKcal', value: 503, expected: '25' },
    { key: 'energyKj', value: 2111, expected: '25' },
    { key: 'fat', value: 21, expected: '30' },
    { key: 'salt', value: 1.7, expected: '28' },
    { key: 'sugars', value: 0.2, expected: '<1' },
    { key: 'sugars', value: 0, expected: '0' },
    { key: 'saturates', value: 0.1, expected: '1' },
  ] as const)('prints $key $value as $expected %', ({ key, value, expected }) => {
    expect(formatPercentReferenceIntake(key, value)).toBe(expected);
  });

  test('rejects a negative amount', () => {
    expect(() => percentReferenceIntake('fat', -1)).toThrow(RangeError);
  });
});
