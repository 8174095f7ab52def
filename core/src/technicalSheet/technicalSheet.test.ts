import { describe, expect, test } from 'vitest';
import { butter, egg, line, milk, recipe } from '../recipe/__fixtures__/ingredients';
import { RecipeError } from '../recipe/RecipeError';
import type { Ingredient, Recipe, RecipeLine } from '../recipe/types';
import { TechnicalSheetError } from './TechnicalSheetError';
import { technicalSheet } from './technicalSheet';

const potato: Ingredient = {
  kind: 'ingredient',
  id: 'potato',
  name: { ro: 'cartof', en: 'potato' },
  nutrients: { fat: 0.1, saturates: 0, carbohydrate: 17, sugars: 0.8, fibre: 2, protein: 2 },
  allergens: [],
};

function withLoss(entry: RecipeLine, coldLossPercent: number): RecipeLine {
  return { ...entry, coldLossPercent };
}

// Mashed potatoes for 4: 800 g peeled potatoes (20 % peel), 200 ml milk at 1.03 g/ml,
// 2 eggs of 50 g (12.5 % shell), 30 g butter.
const mashLines = [
  withLoss(line(potato, 800), 20),
  line(milk, 200, 'ml'),
  withLoss(line(egg, 2, 'pcs'), 12.5),
  withLoss(line(butter, 30), 0),
];
const mash = (extra: Partial<Recipe> = {}) => recipe('mash', mashLines, { portions: 4, ...extra });

// By hand: net 800 + 200 × 1.03 + 2 × 50 + 30 = 1136 g;
// gross 800 / 0.8 + 206 + 100 / 0.875 + 30 = 1000 + 206 + 114.2857… + 30 = 1350.2857… g.
const NET = 1136;
const GROSS = 1350.2857142857142;

describe('technicalSheet: lines', () => {
  const sheet = technicalSheet(mash({ cookingYield: { kind: 'ratio', ratio: 0.9 } }));

  test('gives each line its net, gross and cold loss, ml and pieces converted', () => {
    expect(
      sheet.lines.map(({ id, netGrams, grossGrams, coldLossPercent }) => ({
        id,
        netGrams,
        grossGrams,
        coldLossPercent,
      })),
    ).toEqual([
      { id: 'potato', netGrams: 800, grossGrams: 1000, coldLossPercent: 20 },
      { id: 'milk', netGrams: 206, grossGrams: 206, coldLossPercent: 0 },
      { id: 'egg', netGrams: 100, grossGrams: 114.3, coldLossPercent: 12.5 },
      { id: 'butter', netGrams: 30, grossGrams: 30, coldLossPercent: 0 },
    ]);
  });

  test('keeps the quantity as entered, with its unit and the item it names', () => {
    expect(sheet.lines[2]).toMatchObject({
      kind: 'ingredient',
      id: 'egg',
      name: { ro: 'ou', en: 'egg' },
      quantity: 2,
      unit: 'pcs',
    });
  });

  test('gives the norm per 1, 10 and 100 portions of each line from unrounded figures', () => {
    // 100 g net / 4 portions = 25 g; 114.2857… g gross / 4 = 28.571… g.
    expect(sheet.lines[2]?.norm).toEqual({
      1: { grossGrams: 28.6, netGrams: 25 },
      10: { grossGrams: 285.7, netGrams: 250 },
      100: { grossGrams: 2857.1, netGrams: 2500 },
    });
  });
});

describe('technicalSheet: the batch', () => {
  test('with a yield ratio: cooked weight, cooking loss and portion weight', () => {
    const sheet = technicalSheet(mash({ cookingYield: { kind: 'ratio', ratio: 0.9 } }));
    expect(sheet).toMatchObject({
      recipeId: 'mash',
      portions: 4,
      totalNetGrams: NET,
      totalGrossGrams: 1350.3,
      cookedGrams: 1022.4,
      cookingLossPercent: 10,
      portionGrams: 255.6,
    });
    expect(sheet.norm).toEqual({
      1: { grossGrams: 337.6, netGrams: 284 },
      10: { grossGrams: 3375.7, netGrams: 2840 },
      100: { grossGrams: 33757.1, netGrams: 28400 },
    });
    expect(sheet.norm[100].grossGrams).toBeCloseTo((GROSS * 100) / 4, 1);
  });

  test('with a served weight', () => {
    const sheet = technicalSheet(mash({ cookingYield: { kind: 'servedWeight', grams: 900 } }));
    expect(sheet.cookedGrams).toBe(900);
    // (1 − 900 / 1136) × 100 = 20.774…
    expect(sheet.cookingLossPercent).toBe(20.8);
    expect(sheet.portionGrams).toBe(225);
  });

  test('without a yield nothing is lost in cooking', () => {
    const sheet = technicalSheet(mash());
    expect(sheet.cookedGrams).toBe(NET);
    expect(sheet.cookingLossPercent).toBe(0);
    expect(sheet.portionGrams).toBe(284);
  });

  test('a dish that gains weight in cooking has a negative loss', () => {
    const sheet = technicalSheet(mash({ cookingYield: { kind: 'ratio', ratio: 2.5 } }));
    expect(sheet.cookingLossPercent).toBe(-150);
  });
});

describe('technicalSheet: sub-recipes', () => {
  // 200 g in, 150 g served, 2 portions of 75 g; 1.2 g/ml as served.
  const sauce = recipe('sauce', [line(butter, 100), line(milk, 100)], {
    portions: 2,
    cookingYield: { kind: 'servedWeight', grams: 150 },
    density: 1.2,
  });

  test('names the sub-recipe and counts it as served: pieces are its portions, ml by its density', () => {
    const sheet = technicalSheet(
      recipe('plate', [line(sauce, 2, 'pcs'), line(sauce, 50, 'ml'), line(sauce, 60)]),
    );
    expect(
      sheet.lines.map(({ kind, id, name, netGrams, grossGrams }) => ({
        kind,
        id,
        name,
        netGrams,
        grossGrams,
      })),
    ).toEqual([
      { kind: 'recipe', id: 'sauce', name: sauce.name, netGrams: 150, grossGrams: 150 },
      { kind: 'recipe', id: 'sauce', name: sauce.name, netGrams: 60, grossGrams: 60 },
      { kind: 'recipe', id: 'sauce', name: sauce.name, netGrams: 60, grossGrams: 60 },
    ]);
    expect(sheet.totalNetGrams).toBe(270);
  });
});

describe('technicalSheet: cold loss', () => {
  test('absent is 0', () => {
    const sheet = technicalSheet(recipe('plain', [line(butter, 50)]));
    expect(sheet.lines[0]).toMatchObject({ coldLossPercent: 0, netGrams: 50, grossGrams: 50 });
  });

  test('99.9 % leaves a thousandth: the gross is 1000 × the net', () => {
    const sheet = technicalSheet(recipe('nearly-all', [withLoss(line(potato, 10), 99.9)]));
    expect(sheet.lines[0]?.grossGrams).toBe(10000);
  });

  test.each([100, 120, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    '%s is refused with the faulty line',
    (loss) => {
      const faulty = recipe('faulty', [line(butter, 10), withLoss(line(potato, 10), loss)]);
      let caught: unknown;
      try {
        technicalSheet(faulty);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(TechnicalSheetError);
      expect(caught).toMatchObject({ code: 'invalidColdLoss', lineIndex: 1 });
    },
  );

  test('a recipe that cannot be computed is refused as computeRecipe refuses it', () => {
    const noDensity: Ingredient = { ...potato, id: 'no-density' };
    expect(() => technicalSheet(recipe('bad', [line(noDensity, 10, 'ml')]))).toThrow(RecipeError);
  });
});
