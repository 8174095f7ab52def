import { describe, expect, test } from 'vitest';
import { carrot, line, recipe, rice, salt, water } from './__fixtures__/ingredients';
import { computeRecipe } from './computeRecipe';
import { formatIngredientList, ingredientListText } from './formatIngredientList';
import type { Recipe } from './types';

// Reg. 1169/2011 Annex VII Part A point 1: added water is listed by its weight in the finished
// product, "calculated by deducting from the total amount of the finished product the total
// amount of other ingredients used", and need not be listed when it does not exceed 5 % of the
// finished product.
const tapWater = { ...water, water: true };

function listOf(dish: Recipe): string {
  return ingredientListText(formatIngredientList(computeRecipe(dish).ingredients, 'ro'));
}

describe('added water in the ANPC ingredient list', () => {
  test('is the water left in the finished product: finished weight minus the other ingredients', () => {
    // 250 g carrots + 700 ml water simmered down to 600 g: 350 g of water is left.
    const soup = recipe('soup', [line(carrot, 250), line(tapWater, 700, 'ml')], {
      cookingYield: { kind: 'servedWeight', grams: 600 },
    });
    expect(listOf(soup)).toBe('apă – 350 ml, morcov – 250 g');
  });

  test('is given per portion', () => {
    const soup = recipe('soup', [line(carrot, 250), line(tapWater, 700, 'ml')], {
      portions: 2,
      cookingYield: { kind: 'servedWeight', grams: 600 },
    });
    expect(listOf(soup)).toBe('apă – 175 ml, morcov – 125 g');
  });

  test('keeps the order of weight in the finished product', () => {
    // 300 ml water added to 400 g rice, 560 g served: 160 g water left, now below the rice.
    const pilaf = recipe('pilaf', [line(rice, 400), line(tapWater, 300, 'ml'), line(salt, 5)], {
      cookingYield: { kind: 'servedWeight', grams: 565 },
    });
    expect(listOf(pilaf)).toBe('orez – 400 g, apă – 160 ml, sare – 5 g');
  });

  test('is left out when it is under 5 % of the finished product', () => {
    // 500 g carrots + 200 ml water reduced to 520 g: 20 g left, 3.8 %.
    const glaze = recipe('glaze', [line(carrot, 500), line(tapWater, 200, 'ml')], {
      cookingYield: { kind: 'servedWeight', grams: 520 },
    });
    expect(listOf(glaze)).toBe('morcov – 500 g');
  });

  test('is left out at exactly 5 % ("does not exceed 5 %") and kept just above', () => {
    const atFive = recipe('a', [line(carrot, 950), line(tapWater, 300, 'ml')], {
      cookingYield: { kind: 'servedWeight', grams: 1000 },
    });
    expect(listOf(atFive)).toBe('morcov – 950 g');
    const aboveFive = recipe('b', [line(carrot, 950), line(tapWater, 300, 'ml')], {
      cookingYield: { kind: 'servedWeight', grams: 1001 },
    });
    expect(listOf(aboveFive)).toBe('morcov – 950 g, apă – 51 ml');
  });

  test('is left out when cooking took off more than all the water', () => {
    const dried = recipe('dried', [line(carrot, 500), line(tapWater, 100, 'ml')], {
      cookingYield: { kind: 'ratio', ratio: 0.5 },
    });
    expect(listOf(dried)).toBe('morcov – 500 g');
  });

  test('is the quantity added when nothing is lost (a lemonade)', () => {
    const drink = recipe('drink', [line(tapWater, 310, 'ml'), line(carrot, 60)]);
    expect(listOf(drink)).toBe('apă – 310 ml, morcov – 60 g');
  });

  test('is worked out inside a sub-recipe, in the sub-recipe’s finished weight', () => {
    const stock = recipe('stock', [line(carrot, 200), line(tapWater, 1000, 'ml')], {
      name: { ro: 'supă de legume', en: 'vegetable stock' },
      cookingYield: { kind: 'servedWeight', grams: 800 },
    });
    // 800 g stock hold 600 g water; 200 g of stock in the dish hold 150 g of it.
    const dish = recipe('risotto', [line(rice, 150), line(stock, 200)]);
    expect(listOf(dish)).toBe('supă de legume – 200 g [apă – 150 ml, morcov – 50 g], orez – 150 g');
  });

  test('leaves water that is an ingredient but not flagged as water as it is', () => {
    const soup = recipe('soup', [line(carrot, 250), line(water, 700, 'ml')], {
      cookingYield: { kind: 'servedWeight', grams: 600 },
    });
    expect(listOf(soup)).toBe('apă – 700 ml, morcov – 250 g');
  });

  test('changes nothing in the nutrition or the weights', () => {
    const lines = [line(carrot, 250), line(tapWater, 700, 'ml')];
    const flagged = computeRecipe(
      recipe('s', lines, { cookingYield: { kind: 'servedWeight', grams: 600 } }),
    );
    const plain = computeRecipe(
      recipe('s', [line(carrot, 250), line(water, 700, 'ml')], {
        cookingYield: { kind: 'servedWeight', grams: 600 },
      }),
    );
    expect(flagged.per100g).toEqual(plain.per100g);
    expect(flagged.weights).toEqual(plain.weights);
  });
});
