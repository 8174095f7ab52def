import { createTranslator, en } from '@nutrimenu/core/messages';
import { ro } from '@nutrimenu/core/messages/ro';
import type { NutrientAmount, NutritionFacts } from '@nutrimenu/core/recipe';
import { describe, expect, test } from 'vitest';
import { nutritionRows } from './nutritionRows';

const known = (value: number): NutrientAmount => ({ status: 'known', value });
const atLeast = (value: number): NutrientAmount => ({ status: 'lowerBound', value });
const unknown: NutrientAmount = { status: 'unknown' };

function facts(overrides: Partial<NutritionFacts> = {}): NutritionFacts {
  return {
    energyKj: known(754.2),
    energyKcal: known(179.6),
    fat: known(7.44),
    saturates: known(2.1),
    carbohydrate: known(20.4),
    sugars: known(3.42),
    fibre: known(1.9),
    protein: known(8.2),
    salt: known(0.623),
    sodium: known(0.249),
    ...overrides,
  };
}

const tEn = createTranslator('en', en);
const tRo = createTranslator('ro', ro, en);

describe('nutritionRows', () => {
  test('lists the lines of Annex XV in order, with "of which" lines marked', () => {
    const rows = nutritionRows({ per100g: facts(), perPortion: facts() }, 'en', tEn);
    expect(rows.map((row) => [row.label, row.sub])).toEqual([
      ['Energy', false],
      ['Fat', false],
      ['of which saturates', true],
      ['Carbohydrate', false],
      ['of which sugars', true],
      ['Fibre', false],
      ['Protein', false],
      ['Salt', false],
    ]);
  });

  test.each([
    { locale: 'en', t: tEn, fat: '7.4 g', salt: '0.62 g', energy: '754 kJ / 180 kcal' },
    { locale: 'ro', t: tRo, fat: '7,4 g', salt: '0,62 g', energy: '754 kJ / 180 kcal' },
  ] as const)('rounds and writes figures for $locale', ({ locale, t, fat, salt, energy }) => {
    const rows = nutritionRows({ per100g: facts(), perPortion: facts() }, locale, t);
    const byLine = Object.fromEntries(rows.map((row) => [row.line, row.per100g.text]));
    expect(byLine).toMatchObject({ fat, salt, energy });
  });

  test('gives the %RI of the portion, energy from kcal, none for fibre', () => {
    const perPortion = facts({ energyKcal: known(503), salt: known(1.5), sugars: known(0.2) });
    const rows = nutritionRows({ per100g: facts(), perPortion }, 'en', tEn);
    const ri = Object.fromEntries(rows.map((row) => [row.line, row.riPercent]));
    expect(ri).toMatchObject({ energy: '25', salt: '25', sugars: '<1', fibre: null });
  });

  test('marks lower bounds with ≥, in the figure, the %RI and an explanation', () => {
    const perPortion = facts({ sugars: atLeast(18), energyKj: atLeast(700) });
    const rows = nutritionRows({ per100g: perPortion, perPortion }, 'ro', tRo);
    const sugars = rows.find((row) => row.line === 'sugars');
    expect(sugars?.perPortion).toEqual({
      text: '≥18 g',
      status: 'lowerBound',
      title: ro['admin.live.lowerBound'],
    });
    expect(sugars?.riPercent).toBe('≥20');
    expect(rows[0]?.perPortion.status).toBe('lowerBound');
  });

  test('names unknown values instead of showing a number, and gives them no %RI', () => {
    const perPortion = facts({ fibre: unknown, fat: unknown, energyKcal: unknown });
    const rows = nutritionRows({ per100g: perPortion, perPortion }, 'ro', tRo);
    const byLine = Object.fromEntries(rows.map((row) => [row.line, row]));
    expect(byLine.fat?.perPortion).toEqual({ text: 'valoare necunoscută', status: 'unknown' });
    expect(byLine.fat?.riPercent).toBeNull();
    expect(byLine.energy?.perPortion.status).toBe('unknown');
  });
});
