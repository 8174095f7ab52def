import { describe, expect, test } from 'vitest';
import { formatPrice } from './formatPrice';
import { LOCALES } from './locales';

// Exact strings: U+00A0 is Intl's no-break space, U+202F its narrow no-break space.
describe('formatPrice', () => {
  test.each([
    {
      label: 'RON in ro after the amount',
      price: 28,
      currency: 'RON',
      locale: 'ro',
      expected: '28,00\u00a0RON',
    },
    {
      label: 'RON in en before the amount',
      price: 28,
      currency: 'RON',
      locale: 'en',
      expected: 'RON\u00a028.00',
    },
    {
      label: 'EUR in en as a leading symbol',
      price: 1234.5,
      currency: 'EUR',
      locale: 'en',
      expected: '€1,234.50',
    },
    {
      label: 'EUR in ro as the code, dot grouping',
      price: 1234.5,
      currency: 'EUR',
      locale: 'ro',
      expected: '1.234,50\u00a0EUR',
    },
    {
      label: 'EUR in fr, narrow-space grouping',
      price: 1234.5,
      currency: 'EUR',
      locale: 'fr',
      expected: '1\u202f234,50\u00a0€',
    },
    {
      label: 'EUR in it, no grouping of four digits',
      price: 1234.5,
      currency: 'EUR',
      locale: 'it',
      expected: '1234,50\u00a0€',
    },
    {
      label: 'EUR in es, no grouping of four digits',
      price: 1234.5,
      currency: 'EUR',
      locale: 'es',
      expected: '1234,50\u00a0€',
    },
    {
      label: 'EUR in hu as the code',
      price: 1234.5,
      currency: 'EUR',
      locale: 'hu',
      expected: '1234,50\u00a0EUR',
    },
    {
      label: 'EUR in de, dot grouping',
      price: 1234.5,
      currency: 'EUR',
      locale: 'de',
      expected: '1.234,50\u00a0€',
    },
    {
      label: 'HUF in hu as Ft without decimals',
      price: 1990,
      currency: 'HUF',
      locale: 'hu',
      expected: '1990\u00a0Ft',
    },
    {
      label: 'rounds to the currency’s two decimals',
      price: 9.899,
      currency: 'EUR',
      locale: 'it',
      expected: '9,90\u00a0€',
    },
    { label: 'zero is a price', price: 0, currency: 'EUR', locale: 'es', expected: '0,00\u00a0€' },
    {
      label: 'a negative amount keeps its sign',
      price: -5,
      currency: 'EUR',
      locale: 'de',
      expected: '-5,00\u00a0€',
    },
    {
      label: 'a lower-case code is upper-cased',
      price: 9.9,
      currency: 'eur',
      locale: 'fr',
      expected: '9,90\u00a0€',
    },
    {
      label: 'a well-formed code Intl has no symbol for shows the code',
      price: 12.5,
      currency: 'XYZ',
      locale: 'en',
      expected: 'XYZ\u00a012.50',
    },
    {
      label: 'any three letters count as a code, upper-cased',
      price: 28,
      currency: 'lei',
      locale: 'ro',
      expected: '28,00\u00a0LEI',
    },
    {
      label: 'a malformed code follows the number as given',
      price: 1990,
      currency: 'Ft',
      locale: 'hu',
      expected: '1990\u00a0Ft',
    },
    {
      label: 'a symbol as code follows the number',
      price: 1234.5,
      currency: '€',
      locale: 'de',
      expected: '1.234,5\u00a0€',
    },
    {
      label: 'a too-long code follows the number',
      price: 1234.5,
      currency: 'EURO',
      locale: 'en',
      expected: '1,234.5\u00a0EURO',
    },
    {
      label: 'a code with a digit follows the number',
      price: 12.345,
      currency: 'R0N',
      locale: 'ro',
      expected: '12,345\u00a0R0N',
    },
    {
      label: 'the fallback rounds to three decimals',
      price: 12.3456,
      currency: '€',
      locale: 'fr',
      expected: '12,346\u00a0€',
    },
    {
      label: 'a blank code leaves the number alone',
      price: 7,
      currency: '  ',
      locale: 'fr',
      expected: '7',
    },
    {
      label: 'an empty code leaves the number alone',
      price: 7.5,
      currency: '',
      locale: 'it',
      expected: '7,5',
    },
    { label: 'no price is null', price: null, currency: 'RON', locale: 'ro', expected: null },
    {
      label: 'an undefined price is null',
      price: undefined,
      currency: 'RON',
      locale: 'ro',
      expected: null,
    },
    { label: 'NaN is null', price: Number.NaN, currency: 'RON', locale: 'ro', expected: null },
    {
      label: 'Infinity is null',
      price: Number.POSITIVE_INFINITY,
      currency: 'EUR',
      locale: 'de',
      expected: null,
    },
  ] as const)('$label: $price $currency in $locale', ({ price, currency, locale, expected }) => {
    expect(formatPrice(price, currency, locale)).toBe(expected);
  });

  test.each(LOCALES)('never throws in %s, whatever the code', (locale) => {
    for (const currency of ['', '€', 'EURO', '12', 'R0N', 'ZZZ']) {
      expect(formatPrice(1, currency, locale)).toMatch(/1/);
    }
  });
});
