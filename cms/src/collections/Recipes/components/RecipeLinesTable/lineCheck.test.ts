import { describe, expect, test } from 'vitest';
import { checkLine, type LineItemFacts } from './lineCheck';

const milk: LineItemFacts = {
  kind: 'ingredient',
  id: 1,
  name: 'Lapte',
  density: 1.03,
  unitWeight: null,
  allergensDeclared: true,
  defaultColdLossPercent: null,
};

describe('checkLine', () => {
  test('grams as they are, ml by the density, pieces by the weight per piece', () => {
    expect(checkLine(500, 'g', milk)).toEqual({ grams: 500, grossGrams: 500, lacks: [] });
    expect(checkLine(200, 'ml', milk)).toEqual({ grams: 206, grossGrams: 206, lacks: [] });
    const egg = { ...milk, density: null, unitWeight: 55 };
    expect(checkLine(3, 'pcs', egg)).toEqual({ grams: 165, grossGrams: 165, lacks: [] });
  });

  test('ml without a density and pieces without a unit weight say what is missing', () => {
    expect(checkLine(3, 'pcs', milk)).toEqual({
      grams: null,
      grossGrams: null,
      lacks: ['unitWeight'],
    });
    const flour = { ...milk, density: null };
    expect(checkLine(100, 'ml', flour)).toEqual({
      grams: null,
      grossGrams: null,
      lacks: ['density'],
    });
  });

  test('undeclared allergens are reported whatever the unit', () => {
    const undeclared = { ...milk, allergensDeclared: false };
    expect(checkLine(100, 'g', undeclared)).toEqual({
      grams: 100,
      grossGrams: 100,
      lacks: ['allergens'],
    });
    expect(checkLine(1, 'pcs', undeclared)).toEqual({
      grams: null,
      grossGrams: null,
      lacks: ['allergens', 'unitWeight'],
    });
  });

  test("a food to declare from the supplier's label says so until it is declared", () => {
    const sausage = { ...milk, name: 'Cârnați afumați', density: null, fromSupplierLabel: true };
    expect(checkLine(80, 'g', { ...sausage, allergensDeclared: false }).lacks).toEqual([
      'supplierLabel',
    ]);
    expect(checkLine(80, 'g', sausage).lacks).toEqual([]);
  });

  test('no item or no quantity yet: no weight, nothing reported against the owner', () => {
    expect(checkLine(100, 'g', null)).toEqual({ grams: null, grossGrams: null, lacks: [] });
    expect(checkLine(null, 'g', milk)).toEqual({ grams: null, grossGrams: null, lacks: [] });
    expect(checkLine(0, 'ml', milk)).toEqual({ grams: null, grossGrams: null, lacks: [] });
  });

  test('gross is net ÷ (1 − loss), from the unrounded net, rounded as on the sheet', () => {
    expect(checkLine(90, 'g', milk, 10)).toEqual({ grams: 90, grossGrams: 100, lacks: [] });
    // 200 ml × 1.03 = 206 g net; ÷ 0.9 = 228.888… g
    expect(checkLine(200, 'ml', milk, 10)).toMatchObject({ grams: 206, grossGrams: 228.9 });
    expect(checkLine(3, 'pcs', { ...milk, unitWeight: 33.333 }, 12)).toMatchObject({
      grams: 100,
      grossGrams: 113.6,
    });
    expect(checkLine(100, 'g', milk, 0)).toMatchObject({ grossGrams: 100 });
  });

  test('a loss outside 0 ≤ x < 100 gives no gross, the net stays', () => {
    expect(checkLine(100, 'g', milk, 100)).toEqual({ grams: 100, grossGrams: null, lacks: [] });
    expect(checkLine(100, 'g', milk, -5)).toMatchObject({ grossGrams: null });
  });
});
