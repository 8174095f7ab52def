import { expect, test } from 'vitest';
import { minorDecimal } from './minorDecimal';

test.each([
  [1249, 'RON', ',', '12,49'],
  [5, 'RON', ',', '0,05'],
  [-5, 'RON', '.', '-0.05'],
  [0, 'EUR', ',', '0,00'],
  [1250, 'JPY', ',', '1250'],
  [123456789, 'RON', ',', '1234567,89'],
])('%i %s → %s', (minor, currency, separator, text) => {
  expect(minorDecimal(minor, currency, separator)).toBe(text);
});

test('a fraction of a minor unit is refused, never rounded silently', () => {
  expect(() => minorDecimal(12.5, 'RON', ',')).toThrow(RangeError);
});
