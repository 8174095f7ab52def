import { describe, expect, test } from 'vitest';
import { fixtureDish } from './_lib/menuFixture';
import { nutritionInformation } from './nutritionInformation';

describe('nutritionInformation', () => {
  test('gives the declared figures of one portion, and sodium worked out from salt', () => {
    expect(nutritionInformation(fixtureDish('ciorba-de-burta').nutrition)).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '405 g',
      calories: '240 kcal',
      fatContent: '16 g',
      saturatedFatContent: '7.9 g',
      carbohydrateContent: '5.3 g',
      sugarContent: '2.9 g',
      fiberContent: '1.0 g',
      proteinContent: '19 g',
      // salt 2.8176 g / 2.5
      sodiumContent: '1127 mg',
    });
  });

  test('leaves out lower bounds and unknown values rather than understating them', () => {
    expect(
      nutritionInformation(fixtureDish('papanasi-cu-smantana-si-dulceata-de-afine').nutrition),
    ).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '384 g',
      fatContent: '38 g',
      carbohydrateContent: '95 g',
      proteinContent: '31 g',
      sodiumContent: '587 mg',
    });
  });

  test('writes a negligible amount (<0.5 g) as 0 g, as a label may', () => {
    const info = nutritionInformation(fixtureDish('limonada-cu-menta').nutrition);
    expect(info).toMatchObject({
      // A drink's serving is its volume (declared per 100 ml).
      servingSize: '383 ml',
      calories: '103 kcal',
      fatContent: '0 g',
      saturatedFatContent: '0 g',
      fiberContent: '0.6 g',
      proteinContent: '0.5 g',
      sodiumContent: '15 mg',
    });
  });

  test('is undefined without nutrition, or when no value is known', () => {
    expect(nutritionInformation(null)).toBeUndefined();
    const nutrition = fixtureDish('ciorba-de-burta').nutrition;
    if (!nutrition) throw new Error('fixture');
    const unknown = { status: 'unknown', value: null, display: null, ri: null } as const;
    const perPortion = Object.fromEntries(
      Object.keys(nutrition.perPortion).map((key) => [key, unknown]),
    ) as unknown as typeof nutrition.perPortion;
    expect(nutritionInformation({ ...nutrition, perPortion })).toBeUndefined();
  });
});
