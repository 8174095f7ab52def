import { expect, test } from 'vitest';
import { NUTRI_SCORE_CATEGORIES } from './nutriScoreCategories';

test('lists the five scoring families in a fixed order', () => {
  expect(NUTRI_SCORE_CATEGORIES).toEqual([
    'general',
    'beverage',
    'fatOilNutSeed',
    'cheese',
    'water',
  ]);
});
