import { describe, expect, test } from 'vitest';
import { localiseDecimal } from './format';

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
