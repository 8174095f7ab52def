import type { IngredientPrice } from '@nutrimenu/core/costing';
import { createTranslator, en, loadMessages } from '@nutrimenu/core/messages';
import type { Ingredient, Recipe } from '@nutrimenu/core/recipe';
import { describe, expect, test } from 'vitest';
import { costingView } from './costingView';
import { dishCosting } from './dishCosting';

const potato: Ingredient = {
  kind: 'ingredient',
  id: '7',
  name: { ro: 'cartofi', en: 'potatoes' },
  nutrients: {},
  allergens: [],
};
const oil: Ingredient = { ...potato, id: '8', name: { ro: 'ulei', en: 'oil' }, density: 0.92 };
const graph: Recipe = {
  kind: 'recipe',
  id: '1',
  name: 'cartofi prăjiți',
  portions: 4,
  lines: [
    { item: potato, quantity: 800, unit: 'g', coldLossPercent: 20 },
    { item: oil, quantity: 40, unit: 'ml' },
  ],
};
const restaurant = {
  currency: 'RON',
  costing: { foodVatPercent: 11, drinksVatPercent: 21, targetFoodCostPercent: 25 },
};
const potatoPrice: IngredientPrice = { price: 4.5, packQuantity: 1, packUnit: 'kg' };

const translator = async (locale: 'ro' | 'en') =>
  createTranslator(locale, await loadMessages(locale), en);

describe('costingView', () => {
  test('an incomplete cost names, in Romanian, each ingredient without a price', async () => {
    const costing = dishCosting({
      graph,
      prices: new Map([['7', potatoPrice]]),
      restaurant,
      menuPrice: 10,
      category: 'food',
    });
    const view = costingView(costing, graph, 'RON', 25, 'ro', await translator('ro'));
    expect(view?.facts).toEqual([
      {
        key: 'portionCost',
        label: 'Cost pe porție',
        value: 'incomplet: lipsește prețul pentru ulei',
        warning: true,
      },
    ]);
  });

  test('a complete cost: food cost over the target is flagged, margin and suggested price', async () => {
    // Oil at 10 lei/100 ml: 40 ml cost 4 lei; potatoes 4.50; 8.50 / 4 = 2.125 → 2.13 lei.
    // At 10 lei: net 9.01 (10 / 1.11 = 9.009), 2.13 / 9.009 = 23.6 %; margin 6.88;
    // suggested 2.13 × 1.11 / 0.20 = 11.8215 → 11.83 at a 20 % target.
    const costing = dishCosting({
      graph,
      prices: new Map<string, IngredientPrice>([
        ['7', potatoPrice],
        ['8', { price: 10, packQuantity: 100, packUnit: 'ml' }],
      ]),
      restaurant: { ...restaurant, costing: { ...restaurant.costing, targetFoodCostPercent: 20 } },
      menuPrice: 10,
      category: 'food',
    });
    const view = costingView(costing, graph, 'RON', 20, 'ro', await translator('ro'));
    expect(view?.facts.map(({ key, value, warning }) => ({ key, value, warning }))).toEqual([
      { key: 'portionCost', value: '2,13\u00a0RON', warning: false },
      { key: 'foodCost', value: '23,6 % din prețul fără TVA (TVA 11 %)', warning: true },
      { key: 'margin', value: '6,88\u00a0RON', warning: false },
      { key: 'suggested', value: '11,83\u00a0RON', warning: false },
    ]);
    expect(view?.facts[3]?.label).toBe('Preț pentru 20 % cost materii prime');
  });

  test('without a menu price: the cost and a note', async () => {
    const costing = dishCosting({
      graph: { ...graph, lines: [graph.lines[0] as Recipe['lines'][number]] },
      prices: new Map([['7', potatoPrice]]),
      restaurant,
      menuPrice: null,
      category: 'food',
    });
    const view = costingView(costing, graph, 'RON', 25, 'en', await translator('en'));
    expect(view?.facts).toHaveLength(1);
    expect(view?.note).toBe('Give the dish a price to see its food cost and margin.');
  });

  test('a price that cannot convert names the ingredient', async () => {
    const costing = dishCosting({
      graph,
      prices: new Map<string, IngredientPrice>([
        ['7', { ...potatoPrice, packUnit: 'piece' }],
        ['8', potatoPrice],
      ]),
      restaurant,
      menuPrice: 10,
      category: 'food',
    });
    const view = costingView(costing, graph, 'RON', 25, 'en', await translator('en'));
    expect(view?.note).toContain('potatoes has no weight per piece');
  });
});
