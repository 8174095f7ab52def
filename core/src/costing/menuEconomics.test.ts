import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { menuEconomics } from './menuEconomics';

describe('menuEconomics, by hand', () => {
  test('8.40 lei of food in a 35 lei dish at 11 % VAT, aiming at 28 %', () => {
    // Net 35 / 1.11 = 31.5315… → 31.53; 8.40 / 31.5315… = 26.64 % → 26.6;
    // margin 31.53 − 8.40 = 23.13; suggested 8.40 × 1.11 / 0.28 = 33.30 exactly.
    expect(
      menuEconomics({
        portionCostMinor: 840,
        menuPrice: 35,
        vatRatePercent: 11,
        targetFoodCostPercent: 28,
        currency: 'RON',
      }),
    ).toEqual({
      netPriceMinor: 3153,
      foodCostPercent: 26.6,
      grossMarginMinor: 2313,
      suggestedPriceMinor: 3330,
    });
  });

  test('a drink at 21 %: the suggested price is rounded up, never down', () => {
    // 3.17 × 1.21 / 0.25 = 15.3428 → 15.35 (15.34 would be 25.0037 %).
    const result = menuEconomics({
      portionCostMinor: 317,
      menuPrice: 18.5,
      vatRatePercent: 21,
      targetFoodCostPercent: 25,
      currency: 'RON',
    });
    // Net 18.50 / 1.21 = 15.2892… → 15.29; 3.17 / 15.2892… = 20.733… % → 20.7.
    expect(result).toEqual({
      netPriceMinor: 1529,
      foodCostPercent: 20.7,
      grossMarginMinor: 1212,
      suggestedPriceMinor: 1535,
    });
  });

  test('without a target there is no suggested price; a free dish has no food cost %', () => {
    expect(
      menuEconomics({ portionCostMinor: 100, menuPrice: 0, vatRatePercent: 11, currency: 'RON' }),
    ).toEqual({
      netPriceMinor: 0,
      foodCostPercent: null,
      grossMarginMinor: -100,
      suggestedPriceMinor: null,
    });
  });

  test('a cost above the net price gives a negative margin and over 100 %', () => {
    expect(
      menuEconomics({
        portionCostMinor: 1200,
        menuPrice: 11.1,
        vatRatePercent: 11,
        currency: 'RON',
      }),
    ).toMatchObject({ netPriceMinor: 1000, foodCostPercent: 120, grossMarginMinor: -200 });
  });

  test('a decimal VAT rate (5.5 %) stays exact', () => {
    // 10.55 / 1.055 = 10 exactly.
    expect(
      menuEconomics({
        portionCostMinor: 250,
        menuPrice: 10.55,
        vatRatePercent: 5.5,
        currency: 'EUR',
      }),
    ).toMatchObject({ netPriceMinor: 1000, foodCostPercent: 25, grossMarginMinor: 750 });
  });

  test.each([
    [{ portionCostMinor: -1 }],
    [{ portionCostMinor: 1.5 }],
    [{ menuPrice: -1 }],
    [{ vatRatePercent: 100 }],
    [{ vatRatePercent: -1 }],
    [{ targetFoodCostPercent: 0 }],
    [{ targetFoodCostPercent: 101 }],
  ])('refuses %o', (bad) => {
    const input = { portionCostMinor: 100, menuPrice: 10, vatRatePercent: 11, currency: 'RON' };
    expect(() => menuEconomics({ ...input, ...bad })).toThrow(RangeError);
  });
});

describe('menuEconomics, properties', () => {
  const arbitrary = fc.record({
    cost: fc.integer({ min: 0, max: 1_000_000 }),
    priceMinor: fc.integer({ min: 1, max: 10_000_000 }),
    vat: fc.integer({ min: 0, max: 30 }),
    target: fc.integer({ min: 1, max: 100 }),
  });

  test('the suggested price is the lowest whole minor unit meeting the target', () => {
    fc.assert(
      fc.property(arbitrary, ({ cost, priceMinor, vat, target }) => {
        const { suggestedPriceMinor } = menuEconomics({
          portionCostMinor: cost,
          menuPrice: priceMinor / 100,
          vatRatePercent: vat,
          targetFoodCostPercent: target,
          currency: 'RON',
        });
        const suggested = BigInt(suggestedPriceMinor ?? -1);
        // cost ÷ (P ÷ (1 + v/100)) ≤ t/100  ⇔  cost × (100 + v) × 100 ≤ t × 100 × P, in integers.
        const meets = (price: bigint) =>
          BigInt(cost) * BigInt(100 + vat) * 100n <= BigInt(target) * 100n * price;
        expect(meets(suggested)).toBe(true);
        if (suggested > 0n) expect(meets(suggested - 1n)).toBe(false);
      }),
    );
  });

  test('margin = net price − cost, and the food cost % is the exact ratio to 0.1', () => {
    fc.assert(
      fc.property(arbitrary, ({ cost, priceMinor, vat }) => {
        const result = menuEconomics({
          portionCostMinor: cost,
          menuPrice: priceMinor / 100,
          vatRatePercent: vat,
          currency: 'RON',
        });
        expect(result.grossMarginMinor).toBe(result.netPriceMinor - cost);
        expect(
          Math.abs(result.netPriceMinor - (priceMinor * 100) / (100 + vat)),
        ).toBeLessThanOrEqual(0.5);
        const ratio = (cost * (100 + vat)) / priceMinor;
        expect(Math.abs((result.foodCostPercent ?? Number.NaN) - ratio)).toBeLessThanOrEqual(
          0.05 + 1e-9 * ratio,
        );
      }),
    );
  });
});
