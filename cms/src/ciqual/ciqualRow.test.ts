import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  CIQUAL_CSV_PATH,
  type CiqualRow,
  ciqualRowToNutrients,
  parseCiqualCsv,
  parseCsv,
} from './ciqualRow';

const ciqual = parseCiqualCsv(readFileSync(CIQUAL_CSV_PATH, 'utf8'));

function row(code: string): CiqualRow {
  const found = ciqual.get(code);
  if (!found) throw new Error(`CIQUAL code ${code} is not in ciqual_2025.csv`);
  return found;
}

test('the CSV parser keeps quoted commas, quotes and line breaks inside a field', () => {
  expect(parseCsv('a,b\n"x, ""y""","line\nbreak"\r\n1,\n')).toEqual([
    ['a', 'b'],
    ['x, "y"', 'line\nbreak'],
    ['1', ''],
  ]);
});

test('the CIQUAL file parses into 3 484 foods with a name each', () => {
  expect(ciqual.size).toBe(3484);
  expect(row('31016').name_en).toBe('Sugar, white');
});

test('ciqualRowToNutrients maps the columns, null for an unknown main nutrient', () => {
  expect(ciqualRowToNutrients(row('5214'))).toEqual({
    fat: 0.5,
    saturates: 0,
    carbohydrate: 0,
    sugars: 0,
    // "< 1" in CIQUAL: a favourable figure below the limit counts 0 (BELOW_LIMIT_POLICY).
    fibre: 0,
    protein: 0.16,
    salt: 0.005,
    alcohol: 10.8,
    polyols: 0,
    organicAcids: 0.037,
  });
  // Mutton leg, roasted: no protein, salt or energy in CIQUAL; no organic acids column value.
  const partial = ciqualRowToNutrients(row('21007'));
  expect(partial.protein).toBeNull();
  expect(partial.fat).toBe(14);
  expect(ciqualRowToNutrients({ ciqual_code: 'x', fat_g: '1' })).toEqual({
    fat: 1,
    saturates: null,
    carbohydrate: null,
    sugars: null,
    fibre: null,
    protein: null,
    salt: null,
  });
  expect(() => ciqualRowToNutrients({ ciqual_code: 'x', fat_g: '1,5' })).toThrow(/not a number/);
});
