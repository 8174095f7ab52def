import { describe, expect, test } from 'vitest';
import { formatPrice, localiseDecimal } from './format';

// Intl separates the amount and the currency with a no-break space: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  test.each([
    [28, 'RON', 'ro', '28,00 RON'],
    [28, 'RON', 'en', 'RON 28.00'],
    [1234.5, 'EUR', 'de', '1.234,50 €'],
    [1234.5, 'EUR', 'fr', '1 234,50 €'],
    [9.9, 'EUR', 'it', '9,90 €'],
    [0, 'HUF', 'hu', '0 Ft'],
    [12.5, 'EUR', 'es', '12,50 €'],
  ] as const)('%d %s in %s is "%s"', (price, currency, locale, expected) => {
    expect(plain(formatPrice(price, currency, locale))).toBe(expected);
  });
});

describe('localiseDecimal', () => {
  test.each([
    ['<0.5', 'ro', '<0,5'],
    ['7.4', 'en', '7.4'],
    ['0.70', 'de', '0,70'],
    ['247', 'fr', '247'],
  ] as const)('%s in %s is %s', (display, locale, expected) => {
    expect(localiseDecimal(display, locale)).toBe(expected);
  });
});
