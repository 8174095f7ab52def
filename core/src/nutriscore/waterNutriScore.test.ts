import { describe, expect, test } from 'vitest';
import { line, recipe } from '../recipe/__fixtures__/ingredients';
import { computeRecipe } from '../recipe/computeRecipe';
import type { Ingredient } from '../recipe/types';
import { nutriScore } from './nutriScore';

// Nutri-Score 2023 (beverages update): plain water is graded A by its category alone
// (nutrition-standards.md 3.1: "Grade: A = water only"). A restaurant's bottled water often has
// no nutrient figures in the library, and none are needed to grade it.
describe('Nutri-Score of plain water', () => {
  test('grades A from the category alone, without energy, sugars or any other value', () => {
    const result = nutriScore({ category: 'water' });
    expect(result.grade).toBe('A');
    expect(result.score).toBe(0);
    expect(result.negativePoints).toBe(0);
    expect(result.positivePoints).toBe(0);
  });

  test('still refuses a value given out of range (a caller bug, not water)', () => {
    expect(() => nutriScore({ category: 'water', protein: -1 })).toThrow(/protein/);
  });

  test('other categories still need every value', () => {
    expect(() => nutriScore({ category: 'beverage' } as never)).toThrow(/energyKj/);
  });

  const bottledWater: Ingredient = {
    kind: 'ingredient',
    id: 'bottled-water',
    name: { ro: 'apă plată', en: 'still water' },
    nutrients: {},
    allergens: [],
    vegan: true,
    vegetarian: true,
    density: 1,
  };

  test('a water dish whose ingredient has no nutrient figures is graded A', () => {
    const dish = recipe('still-water', [line(bottledWater, 500, 'ml')], {
      nutriScoreCategory: 'water',
    });
    const result = computeRecipe(dish);
    expect(result.per100g.energyKj.status).toBe('unknown');
    expect(result.nutriScore?.grade).toBe('A');
  });

  test('without the water category the same dish has no score (unknown values)', () => {
    const dish = recipe('still-water', [line(bottledWater, 500, 'ml')], {
      nutriScoreCategory: 'beverage',
    });
    expect(computeRecipe(dish).nutriScore).toBeNull();
  });
});
