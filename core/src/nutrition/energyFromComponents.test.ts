import { describe, expect, test } from 'vitest';
import { ENERGY_FACTORS } from './energyFactors';
import { energyFromComponents } from './energyFromComponents';
import { ENERGY_COMPONENT_KEYS } from './nutrients';

describe('energyFromComponents', () => {
  // Annex XIV of Regulation (EU) No 1169/2011.
  test.each([
    { component: 'carbohydrate', kj: 17, kcal: 4 },
    { component: 'polyols', kj: 10, kcal: 2.4 },
    { component: 'erythritol', kj: 0, kcal: 0 },
    { component: 'protein', kj: 17, kcal: 4 },
    { component: 'fat', kj: 37, kcal: 9 },
    { component: 'salatrims', kj: 25, kcal: 6 },
    { component: 'alcohol', kj: 29, kcal: 7 },
    { component: 'organicAcids', kj: 13, kcal: 3 },
    { component: 'fibre', kj: 8, kcal: 2 },
  ] as const)('1 g of $component gives $kj kJ and $kcal kcal', ({ component, kj, kcal }) => {
    expect(energyFromComponents({ [component]: 1 })).toEqual({ kj, kcal });
    expect(energyFromComponents({ [component]: 12.5 })).toEqual({
      kj: kj * 12.5,
      kcal: kcal * 12.5,
    });
  });

  test('covers every Annex XIV component with a factor', () => {
    expect(Object.keys(ENERGY_FACTORS).sort()).toEqual([...ENERGY_COMPONENT_KEYS].sort());
  });

  test('sums the components of a mixed food', () => {
    // 10 g fat, 20 g carbohydrate, 5 g protein, 3 g fibre, 2 g polyols, 1 g alcohol
    expect(
      energyFromComponents({
        fat: 10,
        carbohydrate: 20,
        protein: 5,
        fibre: 3,
        polyols: 2,
        alcohol: 1,
      }),
    ).toEqual({ kj: 370 + 340 + 85 + 24 + 20 + 29, kcal: 90 + 80 + 20 + 6 + 4.8 + 7 });
  });

  test('computes kcal with its own factors, not kJ / 4.184', () => {
    const { kj, kcal } = energyFromComponents({ fat: 100 });
    expect(kj).toBe(3700);
    expect(kcal).toBe(900);
    expect(kj / 4.184).not.toBeCloseTo(kcal, 0);
  });

  test('gives zero energy for nothing, erythritol alone and water', () => {
    expect(energyFromComponents({})).toEqual({ kj: 0, kcal: 0 });
    expect(energyFromComponents({ erythritol: 100 })).toEqual({ kj: 0, kcal: 0 });
  });

  test('returns unrounded values', () => {
    expect(energyFromComponents({ polyols: 0.3 }).kcal).toBeCloseTo(0.72, 10);
  });

  test.each([
    { row: 'negative fat', input: { fat: -1 } },
    { row: 'NaN protein', input: { protein: Number.NaN } },
    { row: 'infinite carbohydrate', input: { carbohydrate: Number.POSITIVE_INFINITY } },
  ])('rejects $row with a RangeError', ({ input }) => {
    expect(() => energyFromComponents(input)).toThrow(RangeError);
  });
});
