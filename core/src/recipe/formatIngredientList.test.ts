import { describe, expect, test } from 'vitest';
import { formatIngredientList, ingredientListText } from './formatIngredientList';
import type { IngredientListEntry } from './types';

function entry(
  name: IngredientListEntry['name'],
  grams: number | null,
  extra: Partial<IngredientListEntry> = {},
): IngredientListEntry {
  return {
    id: null,
    source: 'component',
    name,
    grams,
    millilitres: null,
    allergens: [],
    additive: null,
    children: [],
    ...extra,
  };
}

describe('formatIngredientList', () => {
  test('alternates square and round brackets at each level of nesting', () => {
    const list = [
      entry('a', 100, {
        children: [entry('b', 60, { children: [entry('c', 30, { children: [entry('d', 10)] })] })],
      }),
    ];
    expect(ingredientListText(formatIngredientList(list, 'en'))).toBe(
      'a – 100 g [b – 60 g (c – 30 g [d – 10 g])]',
    );
  });

  test('falls back to the given locales, then to any name, for a missing translation', () => {
    const list = [entry({ ro: 'smântână', de: 'Sahne' }, 20), entry({ hu: 'paprika' }, 5)];
    expect(ingredientListText(formatIngredientList(list, 'fr', { fallbackLocales: ['ro'] }))).toBe(
      'smântână – 20 g, paprika – 5 g',
    );
    expect(ingredientListText(formatIngredientList(list, 'de'))).toBe(
      'Sahne – 20 g, paprika – 5 g',
    );
  });

  test('gives a name shown in a fallback locale its locale, as a part of its own', () => {
    const list = [
      entry({ ro: 'smântână de casă' }, 20, { allergens: ['milk'] }),
      entry({ ro: 'sos de casă' }, 10),
      entry({ ro: 'apă', de: 'Wasser' }, 5),
    ];
    expect(formatIngredientList(list, 'de', { fallbackLocales: ['ro'] })).toEqual([
      { text: 'smântână de casă', allergens: ['milk'], locale: 'ro' },
      { text: ' – 20 g, ' },
      { text: 'sos de casă', locale: 'ro' },
      { text: ' – 10 g, Wasser – 5 g' },
    ]);
    // In the restaurant's own locale nothing is a fallback.
    expect(formatIngredientList(list, 'ro', { fallbackLocales: ['ro'] })[1]).toEqual({
      text: ' – 20 g, sos de casă – 10 g, apă – 5 g',
    });
  });

  test('marks allergen names as separate parts for emphasis', () => {
    const parts = formatIngredientList(
      [entry({ en: 'wheat flour' }, 50, { allergens: ['gluten'] }), entry({ en: 'water' }, 30)],
      'en',
    );
    expect(parts).toEqual([
      { text: 'wheat flour', allergens: ['gluten'] },
      { text: ' – 50 g, water – 30 g' },
    ]);
    expect(ingredientListText(parts)).toBe('WHEAT FLOUR – 50 g, water – 30 g');
  });

  test.each([
    { grams: 140, locale: 'ro', expected: 'x – 140 g' },
    { grams: 12.6, locale: 'ro', expected: 'x – 13 g' },
    { grams: 2.54, locale: 'de', expected: 'x – 2,5 g' },
    { grams: 3, locale: 'fr', expected: 'x – 3 g' },
    { grams: 0.12, locale: 'en', expected: 'x – 0.1 g' },
    { grams: 0.01, locale: 'hu', expected: 'x – <0,1 g' },
  ] as const)('writes $grams g in $locale as "$expected"', ({ grams, locale, expected }) => {
    expect(ingredientListText(formatIngredientList([entry('x', grams)], locale))).toBe(expected);
  });

  test('writes additives as class and E-number, or class and name', () => {
    const list = [
      entry('sos', 10, {
        children: [
          entry({ ro: 'acid citric' }, null, {
            additive: { eNumber: 'E330', functionalClass: 'acids', name: { ro: 'acid citric' } },
          }),
        ],
      }),
    ];
    expect(ingredientListText(formatIngredientList(list, 'ro'))).toBe(
      'sos – 10 g [acidifiant: E330]',
    );
    expect(ingredientListText(formatIngredientList(list, 'ro', { additiveStyle: 'name' }))).toBe(
      'sos – 10 g [acidifiant: acid citric]',
    );
    expect(ingredientListText(formatIngredientList(list, 'de'))).toBe(
      'sos – 10 g [Säuerungsmittel: E330]',
    );
  });

  test('renders an empty list as nothing', () => {
    expect(formatIngredientList([], 'ro')).toEqual([]);
  });
});
