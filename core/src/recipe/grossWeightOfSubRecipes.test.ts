import { describe, expect, test } from 'vitest';
import { butter, carrot, line, recipe, rice, water } from './__fixtures__/ingredients';
import { computeRecipe } from './computeRecipe';

// The gross portion is the raw weight of what goes into a portion. A sub-recipe used in a dish
// is weighed as served (cooked rice), but its raw ingredients weighed something else: 250 g of
// cooked rice come from 100 g of rice and 300 g of water.
describe('gross (raw) weight of a dish with sub-recipes', () => {
  const cookedRice = recipe('cooked-rice', [line(rice, 100), line(water, 300, 'ml')], {
    cookingYield: { kind: 'servedWeight', grams: 250 },
  });

  test('counts a sub-recipe by the raw weight of its ingredients', () => {
    const dish = recipe('rice-with-butter', [line(cookedRice, 125), line(butter, 50)], {
      portions: 2,
    });
    const { weights } = computeRecipe(dish);
    // 125 g served is half of the rice's batch: 50 g rice + 150 g water raw.
    expect(weights.grossBatch).toBeCloseTo(200 + 50, 9);
    expect(weights.grossPortion).toBeCloseTo(125, 9);
    expect(weights.netBatch).toBeCloseTo(175, 9);
    expect(weights.netPortion).toBeCloseTo(87.5, 9);
  });

  test('applies the dish’s own cooking yield to the weight put in the pot, not the raw one', () => {
    const dish = recipe('baked-rice', [line(cookedRice, 125), line(butter, 50)], {
      cookingYield: { kind: 'ratio', ratio: 0.8 },
    });
    const { weights } = computeRecipe(dish);
    expect(weights.netBatch).toBeCloseTo(175 * 0.8, 9);
    expect(weights.grossBatch).toBeCloseTo(250, 9);
  });

  test('goes through every level: a sub-recipe of a sub-recipe counts raw too', () => {
    const glazedCarrots = recipe('glazed-carrots', [line(carrot, 400), line(butter, 20)], {
      cookingYield: { kind: 'servedWeight', grams: 300 },
    });
    const side = recipe('side', [line(cookedRice, 250), line(glazedCarrots, 150)], {
      cookingYield: { kind: 'servedWeight', grams: 400 },
    });
    const dish = recipe('plate', [line(side, 200)]);
    // side raw: rice batch 400 g + half the carrots batch 210 g = 610 g for 400 g served.
    expect(computeRecipe(side).weights.grossBatch).toBeCloseTo(610, 9);
    expect(computeRecipe(dish).weights.grossBatch).toBeCloseTo(305, 9);
  });

  test('keeps the fruit, vegetables and legumes share a share of the raw weight', () => {
    const glazedCarrots = recipe('glazed-carrots', [line(carrot, 400), line(butter, 20)], {
      cookingYield: { kind: 'servedWeight', grams: 300 },
    });
    const dish = recipe('carrots-and-rice', [line(glazedCarrots, 150), line(cookedRice, 250)]);
    // raw: 200 g carrot + 10 g butter + 400 g rice batch
    expect(computeRecipe(dish).fruitVegLegumesPercent).toBeCloseTo((200 / 610) * 100, 9);
  });
});
