import { expect, test } from 'vitest';
import { saturatesToFatRatio } from './saturatesToFatRatio';

test.each([
  { label: 'olive oil', saturates: 17, fat: 91, ratio: (17 / 91) * 100 },
  { label: 'half saturated', saturates: 5, fat: 10, ratio: 50 },
  { label: 'no fat at all', saturates: 0, fat: 0, ratio: 0 },
  { label: 'fat without saturates', saturates: 0, fat: 50, ratio: 0 },
  {
    label: 'saturates declared with fat 0 (counted as all saturated)',
    saturates: 5,
    fat: 0,
    ratio: 100,
  },
  { label: 'saturates above fat (inconsistent label)', saturates: 12, fat: 10, ratio: 120 },
])('$label: $saturates g of $fat g fat is $ratio %', ({ saturates, fat, ratio }) => {
  expect(saturatesToFatRatio(saturates, fat)).toBeCloseTo(ratio, 10);
});
