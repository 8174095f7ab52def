import { describe, expect, test } from 'vitest';
import fixture from './__fixtures__/nutriscore-2023.json';
import {
  type NutriScoreCategory,
  type NutriScoreInput,
  type NutriScoreResult,
  nutriScore,
} from './nutriScore';

interface ConformanceCase {
  id: string;
  input: NutriScoreInput;
  expected: NutriScoreResult;
}

const ZERO = {
  energyKj: 0,
  sugars: 0,
  saturates: 0,
  fat: 0,
  salt: 0,
  fibre: 0,
  protein: 0,
  fruitVegLegumesPercent: 0,
} as const;

function score(category: NutriScoreCategory, overrides: Partial<NutriScoreInput> = {}) {
  return nutriScore({ ...ZERO, category, ...overrides });
}

describe('Open Food Facts conformance cases', () => {
  test.each(fixture.cases as ConformanceCase[])(
    '$id scores $expected.score ($expected.grade)',
    ({ input, expected }) => {
      expect(nutriScore(input)).toEqual(expected);
    },
  );
});

describe('grade boundaries per category', () => {
  // Salt alone sets N (0.2 g per point); fibre and fruit/vegetables/legumes set P.
  const food = [
    { score: -1, overrides: { fibre: 3.5 }, grade: 'A' },
    { score: 0, overrides: {}, grade: 'A' },
    { score: 1, overrides: { salt: 0.3 }, grade: 'B' },
    { score: 2, overrides: { salt: 0.5 }, grade: 'B' },
    { score: 3, overrides: { salt: 0.7 }, grade: 'C' },
    { score: 10, overrides: { salt: 2.1 }, grade: 'C' },
    { score: 11, overrides: { salt: 2.3 }, grade: 'D' },
    { score: 18, overrides: { salt: 3.7 }, grade: 'D' },
    { score: 19, overrides: { salt: 3.9 }, grade: 'E' },
  ] as const;

  test.each([
    ...food.map((row) => ({ category: 'general', ...row }) as const),
    ...food.map((row) => ({ category: 'cheese', ...row }) as const),
    {
      category: 'fatOilNutSeed',
      score: -6,
      overrides: { fibre: 7.5, fruitVegLegumesPercent: 45 },
      grade: 'A',
    },
    { category: 'fatOilNutSeed', score: -5, overrides: { fibre: 7.5 }, grade: 'B' },
    { category: 'fatOilNutSeed', score: 2, overrides: { salt: 0.5 }, grade: 'B' },
    { category: 'fatOilNutSeed', score: 3, overrides: { salt: 0.7 }, grade: 'C' },
    { category: 'fatOilNutSeed', score: 10, overrides: { salt: 2.1 }, grade: 'C' },
    { category: 'fatOilNutSeed', score: 11, overrides: { salt: 2.3 }, grade: 'D' },
    { category: 'fatOilNutSeed', score: 18, overrides: { salt: 3.7 }, grade: 'D' },
    { category: 'fatOilNutSeed', score: 19, overrides: { salt: 3.9 }, grade: 'E' },
    { category: 'beverage', score: -1, overrides: { fibre: 3.5 }, grade: 'B' },
    { category: 'beverage', score: 0, overrides: {}, grade: 'B' },
    { category: 'beverage', score: 2, overrides: { salt: 0.5 }, grade: 'B' },
    { category: 'beverage', score: 3, overrides: { salt: 0.7 }, grade: 'C' },
    { category: 'beverage', score: 6, overrides: { salt: 1.3 }, grade: 'C' },
    { category: 'beverage', score: 7, overrides: { salt: 1.5 }, grade: 'D' },
    { category: 'beverage', score: 9, overrides: { salt: 1.9 }, grade: 'D' },
    { category: 'beverage', score: 10, overrides: { salt: 2.1 }, grade: 'E' },
  ] as const)(
    '$category scoring $score is $grade',
    ({ category, overrides, score: expected, grade }) => {
      const result = score(category, overrides);
      expect(result.score).toBe(expected);
      expect(result.grade).toBe(grade);
    },
  );
});

describe('each category reads its own tables', () => {
  test.each([
    { category: 'general', overrides: { energyKj: 391 }, component: 'energy', points: 1 },
    { category: 'cheese', overrides: { energyKj: 391 }, component: 'energy', points: 1 },
    { category: 'beverage', overrides: { energyKj: 391 }, component: 'energy', points: 10 },
    { category: 'fatOilNutSeed', overrides: { energyKj: 3700 }, component: 'energy', points: 0 },
    { category: 'general', overrides: { sugars: 3 }, component: 'sugars', points: 0 },
    { category: 'beverage', overrides: { sugars: 3 }, component: 'sugars', points: 2 },
    { category: 'fatOilNutSeed', overrides: { sugars: 7 }, component: 'sugars', points: 2 },
    {
      category: 'general',
      overrides: { saturates: 1.5, fat: 1.5 },
      component: 'saturates',
      points: 1,
    },
    {
      category: 'beverage',
      overrides: { saturates: 1.5, fat: 1.5 },
      component: 'saturates',
      points: 1,
    },
    {
      category: 'fatOilNutSeed',
      overrides: { saturates: 1.5, fat: 1.5 },
      component: 'saturates',
      points: 10,
    },
    { category: 'beverage', overrides: { salt: 0.3 }, component: 'salt', points: 1 },
    { category: 'fatOilNutSeed', overrides: { salt: 0.3 }, component: 'salt', points: 1 },
    { category: 'general', overrides: { protein: 2.5 }, component: 'protein', points: 1 },
    { category: 'beverage', overrides: { protein: 2.5 }, component: 'protein', points: 5 },
    { category: 'fatOilNutSeed', overrides: { protein: 2.5 }, component: 'protein', points: 1 },
    { category: 'beverage', overrides: { fibre: 3.1 }, component: 'fibre', points: 1 },
    { category: 'fatOilNutSeed', overrides: { fibre: 3.1 }, component: 'fibre', points: 1 },
    {
      category: 'general',
      overrides: { fruitVegLegumesPercent: 81 },
      component: 'fruitVegLegumes',
      points: 5,
    },
    {
      category: 'cheese',
      overrides: { fruitVegLegumesPercent: 61 },
      component: 'fruitVegLegumes',
      points: 2,
    },
    {
      category: 'fatOilNutSeed',
      overrides: { fruitVegLegumesPercent: 81 },
      component: 'fruitVegLegumes',
      points: 5,
    },
    {
      category: 'beverage',
      overrides: { fruitVegLegumesPercent: 81 },
      component: 'fruitVegLegumes',
      points: 6,
    },
    {
      category: 'beverage',
      overrides: { fruitVegLegumesPercent: 61 },
      component: 'fruitVegLegumes',
      points: 4,
    },
  ] as const)(
    '$category: $component gives $points for $overrides',
    ({ category, overrides, component, points }) => {
      expect(score(category, overrides).components[component]).toBe(points);
    },
  );
});

describe('protein counting', () => {
  test.each([
    { label: 'general, N = 10: counted', category: 'general', salt: 2.1, counted: true, score: 3 },
    {
      label: 'general, N = 11: not counted',
      category: 'general',
      salt: 2.3,
      counted: false,
      score: 11,
    },
    {
      label: 'cheese, N = 11: always counted',
      category: 'cheese',
      salt: 2.3,
      counted: true,
      score: 4,
    },
    {
      label: 'cheese, N = 20: always counted',
      category: 'cheese',
      salt: 4.1,
      counted: true,
      score: 13,
    },
    {
      label: 'fats, N = 6: counted',
      category: 'fatOilNutSeed',
      salt: 1.3,
      counted: true,
      score: -1,
    },
    {
      label: 'fats, N = 7: not counted',
      category: 'fatOilNutSeed',
      salt: 1.5,
      counted: false,
      score: 7,
    },
    {
      label: 'beverage, N = 20: always counted',
      category: 'beverage',
      salt: 4.1,
      counted: true,
      score: 13,
    },
  ] as const)('$label', ({ category, salt, counted, score: expected }) => {
    const result = score(category, { salt, protein: 20 });
    expect(result.proteinCounted).toBe(counted);
    expect(result.components.protein).toBe(counted ? 7 : 0);
    expect(result.score).toBe(expected);
  });

  test('fats count energy from saturates and the ratio towards the N < 7 rule', () => {
    // 4 g × 37 = 148 kJ → 1 point; 4 / 10 = 40 % → 6 points (≥ 40); N = 7.
    const result = score('fatOilNutSeed', { saturates: 4, fat: 10, protein: 20 });
    expect(result.components).toMatchObject({ energy: 1, saturates: 6, protein: 0 });
    expect(result.proteinCounted).toBe(false);
    expect(result).toMatchObject({ score: 7, grade: 'C' });
  });
});

describe('red meat', () => {
  test.each([
    {
      label: 'caps 7 protein points at 2',
      redMeat: true,
      protein: 20,
      salt: 0,
      points: 2,
      score: -2,
    },
    {
      label: 'leaves protein uncapped when not red meat',
      redMeat: false,
      protein: 20,
      salt: 0,
      points: 7,
      score: -7,
    },
    {
      label: 'keeps 1 protein point below the cap',
      redMeat: true,
      protein: 3,
      salt: 0,
      points: 1,
      score: -1,
    },
    {
      label: 'still drops protein when N ≥ 11',
      redMeat: true,
      protein: 20,
      salt: 2.3,
      points: 0,
      score: 11,
    },
  ] as const)('$label', ({ redMeat, protein, salt, points, score: expected }) => {
    const result = score('general', { redMeat, protein, salt });
    expect(result.components.protein).toBe(points);
    expect(result.score).toBe(expected);
  });
});

describe('non-nutritive sweeteners', () => {
  test.each([
    {
      label: 'add 4 to a beverage',
      category: 'beverage',
      flag: true,
      points: 4,
      score: 4,
      grade: 'C',
    },
    {
      label: 'add nothing to a beverage without them',
      category: 'beverage',
      flag: false,
      points: 0,
      score: 0,
      grade: 'B',
    },
    {
      label: 'are ignored for foods',
      category: 'general',
      flag: true,
      points: 0,
      score: 0,
      grade: 'A',
    },
  ] as const)('$label', ({ category, flag, points, score: expected, grade }) => {
    const result = score(category, { nonNutritiveSweeteners: flag });
    expect(result.components.nonNutritiveSweeteners).toBe(points);
    expect(result.negativePoints).toBe(points);
    expect(result).toMatchObject({ score: expected, grade });
  });

  test('default to absent on a beverage', () => {
    expect(score('beverage').components.nonNutritiveSweeteners).toBe(0);
  });
});

describe('fats, oils, nuts and seeds', () => {
  test.each([
    { label: 'no fat and no saturates', saturates: 0, fat: 0, energy: 0, ratio: 0 },
    {
      label: 'saturates with fat 0 (counted as 100 %)',
      saturates: 5,
      fat: 0,
      energy: 1,
      ratio: 10,
    },
    { label: '27.9 % saturated', saturates: 2.79, fat: 10, energy: 0, ratio: 3 },
    {
      label: 'exactly 28 % saturated (≥, despite 2.8 / 10 × 100 < 28 in floating point)',
      saturates: 2.8,
      fat: 10,
      energy: 0,
      ratio: 4,
    },
    { label: '118.4 kJ from saturates', saturates: 3.2, fat: 100, energy: 0, ratio: 0 },
    { label: '122.1 kJ from saturates', saturates: 3.3, fat: 100, energy: 1, ratio: 0 },
    { label: '64 % saturated', saturates: 64, fat: 100, energy: 10, ratio: 10 },
  ] as const)('$label', ({ saturates, fat, energy, ratio }) => {
    const { components } = score('fatOilNutSeed', { saturates, fat, energyKj: 3700 });
    expect(components.energy).toBe(energy);
    expect(components.saturates).toBe(ratio);
  });
});

describe('water', () => {
  test('is A with zero points whatever the values', () => {
    const result = score('water', {
      energyKj: 500,
      sugars: 20,
      salt: 3,
      nonNutritiveSweeteners: true,
    });
    expect(result).toEqual({
      score: 0,
      grade: 'A',
      negativePoints: 0,
      positivePoints: 0,
      components: {
        energy: 0,
        sugars: 0,
        saturates: 0,
        salt: 0,
        nonNutritiveSweeteners: 0,
        fibre: 0,
        protein: 0,
        fruitVegLegumes: 0,
      },
      proteinCounted: false,
    });
  });
});

describe('input validation', () => {
  test.each([
    { label: 'negative salt', category: 'general', overrides: { salt: -0.1 }, message: /salt/ },
    {
      label: 'NaN energy',
      category: 'beverage',
      overrides: { energyKj: Number.NaN },
      message: /energyKj/,
    },
    {
      label: 'infinite fat',
      category: 'fatOilNutSeed',
      overrides: { fat: Number.POSITIVE_INFINITY },
      message: /\bfat\b/,
    },
    {
      label: 'negative protein for water',
      category: 'water',
      overrides: { protein: -1 },
      message: /protein/,
    },
    {
      label: '101 % fruit',
      category: 'cheese',
      overrides: { fruitVegLegumesPercent: 101 },
      message: /fruitVegLegumesPercent/,
    },
  ] as const)('throws a RangeError for $label', ({ category, overrides, message }) => {
    expect(() => score(category, overrides)).toThrow(RangeError);
    expect(() => score(category, overrides)).toThrow(message);
  });
});
