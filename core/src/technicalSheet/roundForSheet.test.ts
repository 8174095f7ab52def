import { expect, test } from 'vitest';
import { roundForSheet } from './roundForSheet';

test.each([
  [123.44, 123.4],
  [2.25, 2.3],
  [-2.25, -2.3],
  [1000, 1000],
  [0.04, 0],
])('%s → %s', (value, rounded) => {
  expect(roundForSheet(value)).toBe(rounded);
});

test('a small negative value rounds to 0, not -0', () => {
  expect(Object.is(roundForSheet(-0.04), 0)).toBe(true);
});
