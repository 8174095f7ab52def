import { expect, test } from 'vitest';
import { currencyMinorDigits, fromMinorUnits, toMinorUnits } from './currency';

test.each([
  ['RON', 2],
  ['EUR', 2],
  ['JPY', 0],
  ['KWD', 3],
  ['ron', 2],
  ['lei', 2],
])('%s has %s minor digits', (currency, digits) => {
  expect(currencyMinorDigits(currency)).toBe(digits);
});

test.each([
  [28.5, 'RON', 2850],
  [19.99, 'RON', 1999],
  [0.1 + 0.2, 'RON', null],
  [1.005, 'RON', null],
  [1500, 'JPY', 1500],
  [Number.NaN, 'RON', null],
])('toMinorUnits(%s, %s) is %s', (amount, currency, minor) => {
  expect(toMinorUnits(amount, currency)).toBe(minor);
});

test('fromMinorUnits is the decimal, not a float product', () => {
  expect(fromMinorUnits(1999, 'RON')).toBe(19.99);
  expect(fromMinorUnits(-5, 'RON')).toBe(-0.05);
  expect(fromMinorUnits(1500, 'JPY')).toBe(1500);
});
