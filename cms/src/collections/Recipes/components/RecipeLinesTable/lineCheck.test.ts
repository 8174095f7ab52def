import { describe, expect, test } from 'vitest';
import { checkLine, type LineItemFacts } from './lineCheck';

const milk: LineItemFacts = {
  kind: 'ingredient',
  id: 1,
  name: 'Lapte',
  density: 1.03,
  unitWeight: null,
  allergensDeclared: true,
};

describe('checkLine', () => {
  test('grams as they are, ml by the density, pieces by the weight per piece', () => {
    expect(checkLine(500, 'g', milk)).toEqual({ grams: 500, lacks: [] });
    expect(checkLine(200, 'ml', milk)).toEqual({ grams: 206, lacks: [] });
    const egg = { ...milk, density: null, unitWeight: 55 };
    expect(checkLine(3, 'pcs', egg)).toEqual({ grams: 165, lacks: [] });
  });

  test('ml without a density and pieces without a unit weight say what is missing', () => {
    expect(checkLine(3, 'pcs', milk)).toEqual({ grams: null, lacks: ['unitWeight'] });
    const flour = { ...milk, density: null };
    expect(checkLine(100, 'ml', flour)).toEqual({ grams: null, lacks: ['density'] });
  });

  test('undeclared allergens are reported whatever the unit', () => {
    const undeclared = { ...milk, allergensDeclared: false };
    expect(checkLine(100, 'g', undeclared)).toEqual({ grams: 100, lacks: ['allergens'] });
    expect(checkLine(1, 'pcs', undeclared)).toEqual({
      grams: null,
      lacks: ['allergens', 'unitWeight'],
    });
  });

  test('no item or no quantity yet: no weight, nothing reported against the owner', () => {
    expect(checkLine(100, 'g', null)).toEqual({ grams: null, lacks: [] });
    expect(checkLine(null, 'g', milk)).toEqual({ grams: null, lacks: [] });
    expect(checkLine(0, 'ml', milk)).toEqual({ grams: null, lacks: [] });
  });
});
