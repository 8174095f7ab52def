import { describe, expect, test } from 'vitest';
import { LOCALES, type Locale } from '../locale/locales';
import { formatNutrientForLocale } from './formatNutrientForLocale';

describe('formatNutrientForLocale', () => {
  const commaLocales: Locale[] = ['ro', 'fr', 'it', 'es', 'hu', 'de'];

  test.each(commaLocales)('uses a decimal comma in %s', (locale) => {
    expect(formatNutrientForLocale('fat', 7.44, locale)).toBe('7,4 g');
    expect(formatNutrientForLocale('salt', 0.623, locale)).toBe('0,62 g');
    expect(formatNutrientForLocale('saturates', 0.05, locale)).toBe('<0,1 g');
  });

  test('uses a decimal point in English', () => {
    expect(formatNutrientForLocale('fat', 7.44, 'en')).toBe('7.4 g');
    expect(formatNutrientForLocale('salt', 0.004, 'en')).toBe('<0.01 g');
  });

  test.each(LOCALES)('prints energy without digit grouping in %s', (locale) => {
    expect(formatNutrientForLocale('energyKj', 2111.4, locale)).toBe('2111 kJ');
    expect(formatNutrientForLocale('energyKcal', 503, locale)).toBe('503 kcal');
  });

  test('keeps the band decimals (9.96 g of fat is 10,0 g)', () => {
    expect(formatNutrientForLocale('fat', 9.96, 'de')).toBe('10,0 g');
    expect(formatNutrientForLocale('salt', 1, 'ro')).toBe('1,0 g');
  });

  test('marks a lower bound', () => {
    expect(formatNutrientForLocale('sugars', 3.42, 'fr', { lowerBound: true })).toBe('≥3,4 g');
    expect(formatNutrientForLocale('sugars', 0.2, 'fr', { lowerBound: true })).toBe('≥0 g');
  });

  test('leaves the unit out on request', () => {
    expect(formatNutrientForLocale('protein', 14.2, 'it', { unit: false })).toBe('14');
  });
});
