import { describe, expect, test } from 'vitest';
import { nutriScore } from './nutriScore';
import { NUTRI_SCORE_CATEGORIES, type NutriScoreCategory } from './nutriScoreCategories';

const NOTHING = {
  energyKj: 0,
  sugars: 0,
  saturates: 0,
  fat: 0,
  salt: 0,
  fibre: 0,
  protein: 0,
  fruitVegLegumesPercent: 0,
};

describe('NUTRI_SCORE_CATEGORIES', () => {
  // A product with nothing in it scores 0 in every family; the grade shows that each family
  // reaches its own grade bands: 0 is B for a beverage (A is for water only) and for a fat (A
  // needs -6 or less), A for the others.
  test.each([
    { category: 'general', grade: 'A' },
    { category: 'beverage', grade: 'B' },
    { category: 'fatOilNutSeed', grade: 'B' },
    { category: 'cheese', grade: 'A' },
    { category: 'water', grade: 'A' },
  ] satisfies { category: NutriScoreCategory; grade: string }[])(
    'nutriScore grades an empty $category product $grade',
    ({ category, grade }) => {
      expect(nutriScore({ ...NOTHING, category }).grade).toBe(grade);
    },
  );

  test('nutriScore refuses any other family, naming the list in its order', () => {
    expect(() => nutriScore({ ...NOTHING, category: 'snack' as NutriScoreCategory })).toThrow(
      new RangeError(
        'nutriScore: category must be one of general, beverage, fatOilNutSeed, cheese, water, got "snack"',
      ),
    );
  });

  test('has a row above for every family', () => {
    expect(NUTRI_SCORE_CATEGORIES).toHaveLength(5);
  });
});
