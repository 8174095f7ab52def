import { expect, test } from 'vitest';
import { type CostingReportRow, costingTotals } from './costingReport';

const row = (extra: Partial<CostingReportRow>): CostingReportRow => ({
  recipeId: '1',
  name: 'x',
  portionCostMinor: null,
  priceMinor: null,
  vatRatePercent: 11,
  foodCostPercent: null,
  grossMarginMinor: null,
  suggestedPriceMinor: null,
  complete: false,
  missingPrices: [],
  problem: null,
  overTarget: false,
  netPriceMinor: null,
  ...extra,
});

test('a section’s food cost is its costs over its net prices, not an average of percentages', () => {
  const totals = costingTotals([
    row({ portionCostMinor: 100, priceMinor: 1110, netPriceMinor: 1000, grossMarginMinor: 900 }),
    row({ portionCostMinor: 900, priceMinor: 3330, netPriceMinor: 3000, grossMarginMinor: 2100 }),
    // Incomplete: counted among the dishes, left out of the sums.
    row({ priceMinor: 2000 }),
  ]);
  expect(totals).toEqual({
    counted: 2,
    dishes: 3,
    costMinor: 1000,
    priceMinor: 4440,
    netPriceMinor: 4000,
    marginMinor: 3000,
    // 1000 ÷ 4000 = 25 %; the average of 10 % and 30 % would be 20 %.
    foodCostPercent: 25,
  });
});

test('tenths are rounded half away from zero in whole numbers', () => {
  // 1 ÷ 8 = 12.5 % exactly; 1 ÷ 3 = 33.33… %.
  expect(
    costingTotals([
      row({ portionCostMinor: 1, priceMinor: 9, netPriceMinor: 8, grossMarginMinor: 7 }),
    ]).foodCostPercent,
  ).toBe(12.5);
  expect(
    costingTotals([
      row({ portionCostMinor: 1, priceMinor: 3, netPriceMinor: 3, grossMarginMinor: 2 }),
    ]).foodCostPercent,
  ).toBe(33.3);
  expect(
    costingTotals([
      row({ portionCostMinor: 1, priceMinor: 1, netPriceMinor: 1999, grossMarginMinor: 1998 }),
    ]).foodCostPercent,
  ).toBe(0.1);
  expect(costingTotals([]).foodCostPercent).toBeNull();
});
