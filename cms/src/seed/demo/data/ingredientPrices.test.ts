import {
  type IngredientPrice,
  menuEconomics,
  ROMANIAN_VAT_DEFAULTS,
  recipeCost,
  toMinorUnits,
} from '@nutrimenu/core/costing';
import type { Ingredient, Recipe } from '@nutrimenu/core/recipe';
import { describe, expect, test } from 'vitest';
import { demoBistro } from './demoBistro';
import { demoExpired, demoPrivate } from './demoOthers';
import { DEMO_PRICES, DEMO_PRICES_VALID_FROM, PRICE_RANGES } from './ingredientPrices';
import type { DemoRestaurantData } from './types';

const DATASETS: [string, DemoRestaurantData][] = [
  ['demo-bistro', demoBistro],
  ['demo-expired', demoExpired],
  ['demo-private', demoPrivate],
];

/** The codes the dishes use, and whether the line is the shared library's food. */
function usedCodes(data: DemoRestaurantData): { code: string; library: boolean }[] {
  return data.recipes.flatMap((recipe) =>
    recipe.lines.flatMap((line): { code: string; library: boolean }[] => {
      if (line.ingredient) return [{ code: line.ingredient, library: false }];
      if (line.library) return [{ code: line.library, library: true }];
      return [];
    }),
  );
}

/** The cost engine's graph of a dataset: only what costing reads (weights, yields, losses). */
function costGraph(data: DemoRestaurantData): (slug: string) => Recipe {
  const own = new Map(data.ingredients.map((demo) => [demo.ciqualCode, demo]));
  const built = new Map<string, Recipe>();
  const item = (code: string, library: boolean): Ingredient => {
    const demo = library ? undefined : own.get(code);
    return {
      kind: 'ingredient',
      id: code,
      name: demo?.names.ro ?? code,
      nutrients: {},
      allergens: [],
      ...(demo?.density ? { density: demo.density } : {}),
      ...(demo?.unitWeight ? { unitWeight: demo.unitWeight } : {}),
    };
  };
  const build = (slug: string): Recipe => {
    const cached = built.get(slug);
    if (cached) return cached;
    const demo = data.recipes.find((recipe) => recipe.slug === slug);
    if (!demo) throw new Error(`unknown recipe ${slug}`);
    const recipe: Recipe = {
      kind: 'recipe',
      id: slug,
      name: demo.names.ro,
      portions: demo.portions,
      lines: demo.lines.map((line) => ({
        item: line.subRecipe
          ? build(line.subRecipe)
          : item(line.ingredient ?? line.library ?? '', !line.ingredient),
        quantity: line.quantity,
        unit: line.unit,
        ...(line.coldLossPercent ? { coldLossPercent: line.coldLossPercent } : {}),
      })),
      ...(demo.cookingYield ? { cookingYield: demo.cookingYield } : {}),
    };
    built.set(slug, recipe);
    return recipe;
  };
  return build;
}

const PRICES: ReadonlyMap<string, IngredientPrice> = new Map(
  Object.entries(DEMO_PRICES).map(([code, price]) => [
    code,
    { price: price.price, packQuantity: price.packQuantity, packUnit: price.packUnit },
  ]),
);

describe('the demo prices', () => {
  test.each(DATASETS)('every ingredient of every %s dish has a price', (_, data) => {
    const unpriced = usedCodes(data)
      .map(({ code }) => code)
      .filter((code) => !DEMO_PRICES[code]);
    expect([...new Set(unpriced)]).toEqual([]);
  });

  test.each(DATASETS)('%s: a library food is priced by weight', (_, data) => {
    const byVolume = usedCodes(data)
      .filter(({ code, library }) => library && DEMO_PRICES[code]?.packUnit !== 'kg')
      .map(({ code }) => code);
    expect(byVolume).toEqual([]);
  });

  test('prices are positive, in lei with at most 2 decimals, per pack of a positive size', () => {
    for (const [code, price] of Object.entries(DEMO_PRICES)) {
      expect(price.price, code).toBeGreaterThan(0);
      expect(toMinorUnits(price.price, 'RON'), code).not.toBeNull();
      expect(price.packQuantity, code).toBeGreaterThan(0);
      expect(['kg', 'l'], code).toContain(price.packUnit);
    }
  });

  test('the price per kg (or l) is within its kind’s plausible range', () => {
    const outside = Object.entries(DEMO_PRICES).flatMap(([code, price]) => {
      const perUnit = price.price / price.packQuantity;
      const [low, high] = PRICE_RANGES[price.kind];
      return perUnit < low || perUnit > high ? [`${code} ${price.pack}: ${perUnit}`] : [];
    });
    expect(outside).toEqual([]);
  });

  test('no price is unused: every priced code is in a demo dish', () => {
    const used = new Set(DATASETS.flatMap(([, data]) => usedCodes(data).map(({ code }) => code)));
    expect(Object.keys(DEMO_PRICES).filter((code) => !used.has(code))).toEqual([]);
  });

  test('the prices start on a past day', () => {
    expect(Date.parse(DEMO_PRICES_VALID_FROM)).toBeLessThan(Date.parse('2026-11-29'));
  });

  test.each(DATASETS)(
    '%s: every dish on the menu costs 3–45 % of its price without VAT',
    (_, data) => {
      const build = costGraph(data);
      const report: string[] = [];
      const outside: string[] = [];
      for (const demo of data.recipes.filter((recipe) => recipe.onMenu && recipe.price)) {
        const cost = recipeCost(build(demo.slug), { prices: PRICES, currency: 'RON' });
        expect(cost.status, demo.slug).toBe('complete');
        if (cost.status !== 'complete') continue;
        const { foodCostPercent } = menuEconomics({
          portionCostMinor: cost.portionCostMinor,
          menuPrice: demo.price ?? 0,
          vatRatePercent:
            demo.category === 'drinks'
              ? ROMANIAN_VAT_DEFAULTS.drinksPercent
              : ROMANIAN_VAT_DEFAULTS.foodPercent,
          currency: 'RON',
        });
        report.push(
          `${demo.slug}\t${cost.portionCostMinor / 100}\t${demo.price}\t${foodCostPercent}`,
        );
        if (foodCostPercent === null || foodCostPercent < 3 || foodCostPercent > 45) {
          outside.push(`${demo.slug}: ${foodCostPercent} %`);
        }
      }
      if (process.env.DEMO_COST_REPORT) console.log(report.join('\n'));
      expect(outside).toEqual([]);
    },
  );
});
