import { readFileSync } from 'node:fs';
import {
  sheetMinutesSchema,
  sheetShelfLifeHoursSchema,
  sheetTemperatureSchema,
} from '@nutrimenu/core/technicalSheet';
import { describe, expect, test } from 'vitest';
import { CIQUAL_REFUSE_CSV_PATH, parseRefuseCsv } from '../../../ciqual/refuseCsv';
import { demoBistro } from './demoBistro';
import { DEMO_SHEETS } from './technicalSheets';
import type { SheetText } from './types';

const refuse = parseRefuseCsv(readFileSync(CIQUAL_REFUSE_CSV_PATH, 'utf8'));
const sheets = Object.entries(DEMO_SHEETS);
const recipeOf = (slug: string) => demoBistro.recipes.find((recipe) => recipe.slug === slug);

function hasBothLocales(text: SheetText | undefined): boolean {
  return text === undefined || (text.ro.trim() !== '' && text.en.trim() !== '');
}

describe('Demo Bistro technical sheets', () => {
  test('6–8 dishes on the menu and a few of the sub-recipes they are made of', () => {
    const recipes = sheets.map(([slug]) => recipeOf(slug));
    expect(recipes.every(Boolean)).toBe(true);
    const onMenu = recipes.filter((recipe) => recipe?.onMenu).length;
    expect(onMenu).toBeGreaterThanOrEqual(6);
    expect(onMenu).toBeLessThanOrEqual(8);
    const subRecipes = recipes.length - onMenu;
    expect(subRecipes).toBeGreaterThanOrEqual(1);
    expect(subRecipes).toBeLessThanOrEqual(3);
  });

  test.each(sheets)('%s: method steps in Romanian and English, the same count', (_, sheet) => {
    expect(sheet.method.ro.length).toBeGreaterThanOrEqual(2);
    expect(sheet.method.en).toHaveLength(sheet.method.ro.length);
    for (const step of [...sheet.method.ro, ...sheet.method.en]) expect(step.trim()).not.toBe('');
  });

  test.each(sheets)(
    '%s: every text in ro and en, every figure within the form’s ranges',
    (_, sheet) => {
      const texts = [
        ...sheet.criticalPoints.map((point) => point.text),
        sheet.holding.conditions,
        sheet.storage.conditions,
        ...Object.values(sheet.sensory ?? {}),
      ];
      expect(texts.every(hasBothLocales)).toBe(true);
      const temperatures = [
        ...sheet.criticalPoints.flatMap((point) => point.temperatureC ?? []),
        sheet.holding.temperatureC,
        sheet.storage.temperatureC,
      ];
      for (const t of temperatures) expect(sheetTemperatureSchema.safeParse(t).success).toBe(true);
      const minutes = [
        ...sheet.criticalPoints.flatMap((point) => point.minutes ?? []),
        sheet.holding.maxMinutes,
      ];
      for (const m of minutes) expect(sheetMinutesSchema.safeParse(m).success).toBe(true);
      expect(sheetShelfLifeHoursSchema.safeParse(sheet.storage.shelfLifeHours).success).toBe(true);
    },
  );

  test.each(sheets)('%s: food-safety limits a Romanian kitchen works to', (slug, sheet) => {
    // Hot holding at 63 °C or more, for 2 hours at most.
    expect(sheet.holding.temperatureC).toBeGreaterThanOrEqual(63);
    expect(sheet.holding.maxMinutes).toBeLessThanOrEqual(120);
    // Chilled at 0–4 °C, for 24 to 72 hours.
    expect(sheet.storage.temperatureC).toBeGreaterThanOrEqual(0);
    expect(sheet.storage.temperatureC).toBeLessThanOrEqual(4);
    expect(sheet.storage.shelfLifeHours).toBeGreaterThanOrEqual(24);
    expect(sheet.storage.shelfLifeHours).toBeLessThanOrEqual(72);
    // Minced meat, poultry and offal: a core temperature of 75 °C is a critical point.
    if (recipeOf(slug)?.tags?.includes('with_meat')) {
      expect(sheet.criticalPoints.some((point) => (point.temperatureC ?? 0) >= 75)).toBe(true);
    }
  });

  test('every state of an approval is shown: approved, never approved, withdrawn', () => {
    const states = sheets.map(([, sheet]) => sheet.approval);
    expect(states.filter((state) => state === 'approved').length).toBeGreaterThan(
      states.length / 2,
    );
    expect(states.filter((state) => state === 'none')).toHaveLength(1);
    expect(states.filter((state) => state === 'withdrawn')).toHaveLength(1);
  });

  test('the withdrawn sheet was approved with other lines than it has now', () => {
    for (const [slug, sheet] of sheets) {
      const first = Object.entries(sheet.firstLines ?? {});
      expect(first.length > 0, slug).toBe(sheet.approval === 'withdrawn');
      const lines = recipeOf(slug)?.lines ?? [];
      for (const [code, quantity] of first) {
        const line = lines.find((l) => l.ingredient === code);
        expect(line, `${slug} ${code}`).toBeDefined();
        expect(line?.quantity).not.toBe(quantity);
      }
    }
  });

  test('cleaning losses: the library’s where it has one, unless the kitchen’s differs on purpose', () => {
    // Whole cabbage for sarmale loses its thick ribs too, beyond the library's outer leaves and
    // core; the 50 g a demo egg weighs (ingredients.ts) is already without its shell.
    const kitchenOwn = new Set([
      'sarmale:20116',
      'papanasi:22000',
      'perisoare:22000',
      'tochitura-ardeleneasca:22000',
    ]);
    for (const [slug] of sheets) {
      for (const line of recipeOf(slug)?.lines ?? []) {
        if (!line.ingredient) continue;
        const library = refuse.get(line.ingredient)?.coldLossPercent;
        if (library === undefined || kitchenOwn.has(`${slug}:${line.ingredient}`)) continue;
        expect(line.coldLossPercent ?? 0, `${slug} ${line.ingredient}`).toBe(library);
      }
    }
  });
});
