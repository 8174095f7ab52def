import { describe, expect, test } from 'vitest';
import { line, milk, recipe, water } from './__fixtures__/ingredients';
import { computeRecipe } from './computeRecipe';
import type { Ingredient, NutrientAmount } from './types';

// Reg. 1169/2011 art. 32(2): the energy value and nutrient amounts are expressed per 100 g or
// per 100 ml; liquids (drinks) are declared per 100 ml, which weigh 100 × density grams.
const syrup: Ingredient = {
  kind: 'ingredient',
  id: 'syrup',
  name: { ro: 'sirop', en: 'syrup' },
  nutrients: { fat: 0, saturates: 0, carbohydrate: 65, sugars: 65, fibre: 0, protein: 0, salt: 0 },
  allergens: [],
  density: 1.3,
};

function value(amount: NutrientAmount | undefined): number {
  if (!amount || amount.status === 'unknown') throw new Error('expected a value');
  return amount.value;
}

describe('drinks declared per 100 ml', () => {
  test('a drink with its density gives per 100 ml = per 100 g × density, and the portion in ml', () => {
    const shake = recipe('shake', [line(milk, 200), line(syrup, 50)], {
      drink: true,
      density: 1.08,
    });
    const result = computeRecipe(shake);
    expect(result.drink).not.toBeNull();
    expect(result.drink?.density).toBe(1.08);
    expect(value(result.drink?.per100ml.sugars)).toBeCloseTo(
      value(result.per100g.sugars) * 1.08,
      9,
    );
    expect(value(result.drink?.per100ml.energyKcal)).toBeCloseTo(
      value(result.per100g.energyKcal) * 1.08,
      9,
    );
    expect(result.drink?.netPortionMl).toBeCloseTo(250 / 1.08, 9);
  });

  test('reads the density from lines all measured in ml when none is given', () => {
    // 150 ml milk (1.03 g/ml) + 40 ml syrup (1.3 g/ml) = 206.5 g in 190 ml.
    const drink = recipe('milk-syrup', [line(milk, 150, 'ml'), line(syrup, 40, 'ml')], {
      drink: true,
    });
    const result = computeRecipe(drink);
    expect(result.drink?.density).toBeCloseTo(206.5 / 190, 9);
    expect(result.drink?.netPortionMl).toBeCloseTo(190, 9);
    // 100 ml of it: 100/190 of the batch.
    expect(value(result.drink?.per100ml.sugars)).toBeCloseTo(
      ((150 * 1.03 * 5) / 100 + (40 * 1.3 * 65) / 100) * (100 / 190),
      9,
    );
  });

  test('a drink whose density is unknown stays per 100 g (drink: null)', () => {
    const drink = recipe('milk-sugar', [line(milk, 200, 'ml'), line(syrup, 20)], { drink: true });
    expect(computeRecipe(drink).drink).toBeNull();
  });

  test('a drink reduced in cooking does not guess its density from the lines', () => {
    const drink = recipe('reduced', [line(milk, 200, 'ml'), line(water, 100, 'ml')], {
      drink: true,
      cookingYield: { kind: 'ratio', ratio: 0.8 },
    });
    expect(computeRecipe(drink).drink).toBeNull();
  });

  test('a food is declared per 100 g even with a density', () => {
    const soup = recipe('soup', [line(milk, 200, 'ml')], { density: 1.03 });
    expect(computeRecipe(soup).drink).toBeNull();
  });
});
