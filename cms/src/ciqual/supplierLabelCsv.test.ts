import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { demoBistro, demoExpired, demoPrivate } from '../seed/demo/data';
import { CIQUAL_ALLERGENS_CSV_PATH, parseAllergensCsv } from './allergens/allergensCsv';
import { CIQUAL_CSV_PATH, parseCiqualCsv } from './ciqualRow';
import {
  CIQUAL_SUPPLIER_LABEL_CSV_PATH,
  parseSupplierLabelCsv,
  supplierLabelCodes,
} from './supplierLabelCsv';

const rules = parseSupplierLabelCsv(readFileSync(CIQUAL_SUPPLIER_LABEL_CSV_PATH, 'utf8'));
const ciqual = parseCiqualCsv(readFileSync(CIQUAL_CSV_PATH, 'utf8'));
const allergens = parseAllergensCsv(readFileSync(CIQUAL_ALLERGENS_CSV_PATH, 'utf8'));
const codes = supplierLabelCodes(rules, ciqual.values());
const DEMOS = [demoBistro, demoExpired, demoPrivate];

describe('supplier-label.csv against its rules', () => {
  test('every subgroup exists in CIQUAL, named as CIQUAL names it', () => {
    expect(rules.subgroups.size).toBeGreaterThanOrEqual(20);
    for (const rule of rules.subgroups.values()) {
      const food = [...ciqual.values()].find((row) => row.subgroup_code === rule.code);
      expect(food, rule.code).toBeDefined();
      expect(rule.name, rule.code).toBe(food?.subgroup_en || food?.subgroup_fr);
      expect(rule.reason.length, rule.code).toBeGreaterThan(10);
    }
  });

  test('every exception is a CIQUAL food of a listed subgroup, named as CIQUAL names it', () => {
    for (const rule of rules.exceptions.values()) {
      const food = ciqual.get(rule.code);
      expect(food, rule.code).toBeDefined();
      expect(rules.subgroups.has(food?.subgroup_code ?? ''), rule.code).toBe(true);
      expect(rule.name, rule.code).toBe(food?.name_en);
      expect(rule.reason.length, rule.code).toBeGreaterThan(5);
    }
  });

  test('the processed foods are from the supplier label, single ingredients are not', () => {
    // Smoked sausage, salami, baguette, ketchup, milk chocolate, croissant.
    for (const code of ['30102', '30350', '7001', '11008', '31004', '23000']) {
      expect(codes.has(code), code).toBe(true);
    }
    // Raw pork, milk, wheat flour, sunflower oil, baker's yeast (an exception), egg.
    for (const code of ['28001', '19023', '9436', '17440', '11010', '22000']) {
      expect(codes.has(code), code).toBe(false);
    }
  });

  test('every food it names is in the allergen table (the import reads both)', () => {
    for (const code of codes) expect(allergens.has(code), code).toBe(true);
  });

  test("a demo dish of library foods uses none of them; the demo's own versions exist", () => {
    for (const data of DEMOS) {
      const own = new Set(data.ingredients.map((ingredient) => ingredient.ciqualCode));
      for (const recipe of data.recipes) {
        for (const line of recipe.lines) {
          if (line.library) expect(codes.has(line.library), `${recipe.slug}`).toBe(false);
          // A supplier-label food reaches a demo dish only as the restaurant's own version,
          // declared from its label (seedIngredients declares every demo ingredient).
          if (line.ingredient) expect(own.has(line.ingredient), recipe.slug).toBe(true);
        }
      }
    }
  });

  test('the demo uses supplier-label foods only as its own declared versions', () => {
    const used = DEMOS.flatMap((data) => data.ingredients).filter((i) => codes.has(i.ciqualCode));
    // Smoked sausage, bacon, ham, salami, bread, buns, ketchup, chocolate, ladyfingers...
    expect(used.length).toBeGreaterThanOrEqual(10);
    for (const ingredient of used) expect(Array.isArray(ingredient.allergens)).toBe(true);
  });
});
