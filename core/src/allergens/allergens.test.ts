import { describe, expect, test } from 'vitest';
import { LOCALES } from '../locale/locales';
import {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  type AllergenCode,
  allergenName,
  isAllergenCode,
  sortAllergens,
} from './allergens';

describe('ALLERGEN_CODES', () => {
  test('lists the 14 Annex II allergens in Annex order', () => {
    expect(ALLERGEN_CODES).toEqual([
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soybeans',
      'milk',
      'nuts',
      'celery',
      'mustard',
      'sesame',
      'sulphites',
      'lupin',
      'molluscs',
    ]);
  });

  test('has no duplicate codes', () => {
    expect(new Set(ALLERGEN_CODES).size).toBe(14);
  });

  test('uses URL-safe lower-case codes', () => {
    for (const code of ALLERGEN_CODES) expect(code).toMatch(/^[a-z]+$/);
  });
});

describe('isAllergenCode', () => {
  test.each([
    { label: 'a code', value: 'milk', expected: true },
    { label: 'the last code', value: 'molluscs', expected: true },
    { label: 'a different case', value: 'Milk', expected: false },
    { label: 'an ingredient, not an allergen group', value: 'lactose', expected: false },
    { label: 'the empty string', value: '', expected: false },
    { label: 'a number', value: 7, expected: false },
    { label: 'undefined', value: undefined, expected: false },
    { label: 'an inherited object key', value: 'toString', expected: false },
  ])('returns $expected for $label', ({ value, expected }) => {
    expect(isAllergenCode(value)).toBe(expected);
  });
});

describe('ALLERGEN_NAMES', () => {
  test('names exactly the 14 codes', () => {
    expect(Object.keys(ALLERGEN_NAMES)).toEqual([...ALLERGEN_CODES]);
  });

  test.each(LOCALES.map((locale) => ({ locale })))(
    'has a non-empty, distinct name for every allergen in $locale',
    ({ locale }) => {
      const names = ALLERGEN_CODES.map((code) => ALLERGEN_NAMES[code][locale]);
      for (const name of names) expect(name.trim()).not.toBe('');
      expect(new Set(names).size).toBe(14);
    },
  );
});

describe('allergenName', () => {
  test.each([
    { code: 'milk', locale: 'ro', expected: 'Lapte (inclusiv lactoză)' },
    { code: 'nuts', locale: 'ro', expected: 'Fructe cu coajă' },
    { code: 'sulphites', locale: 'ro', expected: 'Dioxid de sulf și sulfiți' },
    { code: 'gluten', locale: 'en', expected: 'Cereals containing gluten' },
    { code: 'sesame', locale: 'en', expected: 'Sesame seeds' },
    { code: 'eggs', locale: 'fr', expected: 'Œufs' },
    { code: 'nuts', locale: 'fr', expected: 'Fruits à coque' },
    { code: 'milk', locale: 'it', expected: 'Latte (incluso lattosio)' },
    { code: 'lupin', locale: 'it', expected: 'Lupini' },
    { code: 'peanuts', locale: 'es', expected: 'Cacahuetes' },
    { code: 'lupin', locale: 'es', expected: 'Altramuces' },
    { code: 'molluscs', locale: 'hu', expected: 'Puhatestűek' },
    { code: 'milk', locale: 'hu', expected: 'Tej (beleértve a laktózt is)' },
    { code: 'gluten', locale: 'de', expected: 'Glutenhaltiges Getreide' },
    { code: 'sulphites', locale: 'de', expected: 'Schwefeldioxid und Sulphite' },
  ] as const)('names $code in $locale "$expected"', ({ code, locale, expected }) => {
    expect(allergenName(code, locale)).toBe(expected);
  });
});

describe('sortAllergens', () => {
  test.each<{ label: string; input: AllergenCode[]; expected: AllergenCode[] }>([
    { label: 'nothing', input: [], expected: [] },
    { label: 'one code', input: ['sesame'], expected: ['sesame'] },
    {
      label: 'codes in reverse order',
      input: ['molluscs', 'milk', 'gluten'],
      expected: ['gluten', 'milk', 'molluscs'],
    },
    {
      label: 'duplicates',
      input: ['milk', 'eggs', 'milk', 'eggs', 'milk'],
      expected: ['eggs', 'milk'],
    },
    {
      label: 'all codes reversed',
      input: [...ALLERGEN_CODES].reverse(),
      expected: [...ALLERGEN_CODES],
    },
  ])('sorts $label into Annex II order without duplicates', ({ input, expected }) => {
    expect(sortAllergens(input)).toEqual(expected);
  });

  test('accepts any iterable, such as a Set', () => {
    expect(sortAllergens(new Set<AllergenCode>(['nuts', 'celery', 'crustaceans']))).toEqual([
      'crustaceans',
      'nuts',
      'celery',
    ]);
  });

  test('returns a new array the caller may mutate', () => {
    const sorted = sortAllergens(ALLERGEN_CODES);
    sorted.pop();
    expect(ALLERGEN_CODES).toHaveLength(14);
  });
});
