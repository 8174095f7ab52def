import { readFile } from 'node:fs/promises';
import { BELOW_LIMIT_POLICY } from '@nutrimenu/core/nutrition';
import { describe, expect, test } from 'vitest';
import { ciqualRowToNutrients, parseCiqualCsv } from './ciqualRow';

const CSV = new URL('../../data/ciqual/ciqual_2025.csv', import.meta.url);
const rows = parseCiqualCsv(await readFile(CSV, 'utf8'));

// The CSV stores "< x" as x with a `column:<` qualifier (cms/data/ciqual/README.md); the import
// counts it by core's BELOW_LIMIT_POLICY: fibre and protein as 0, the others as x.
const COLUMNS = {
  fat: 'fat_g',
  saturates: 'saturated_fat_g',
  carbohydrate: 'carbohydrate_g',
  sugars: 'sugars_g',
  fibre: 'fibre_g',
  protein: 'protein_g',
  salt: 'salt_g',
  alcohol: 'alcohol_g',
  polyols: 'polyols_g',
  organicAcids: 'organic_acids_g',
} as const;

describe('CIQUAL "< x" values', () => {
  test('red wine: fibre "< 1" counts 0, fat "< 0.5" and salt "< 0.005" count their limit', () => {
    const wine = rows.get('5214');
    if (!wine) throw new Error('CIQUAL 5214 is missing');
    const nutrients = ciqualRowToNutrients(wine);
    expect(nutrients.fibre).toBe(0);
    expect(nutrients.fat).toBe(0.5);
    expect(nutrients.salt).toBe(0.005);
  });

  test('a synthetic row: protein "< 2" counts 0, sugars "< 2" count 2', () => {
    const nutrients = ciqualRowToNutrients({
      ciqual_code: 'x',
      protein_g: '2',
      sugars_g: '2',
      fibre_g: '3',
      qualifiers: 'protein_g:<;sugars_g:<',
    });
    expect(nutrients.protein).toBe(0);
    expect(nutrients.sugars).toBe(2);
    expect(nutrients.fibre).toBe(3);
  });

  test.each(Object.entries(COLUMNS))(
    'every flagged %s cell of the shipped CSV follows the policy',
    (key, column) => {
      const policy = BELOW_LIMIT_POLICY[key as keyof typeof COLUMNS];
      let flagged = 0;
      for (const row of rows.values()) {
        const flags = (row.qualifiers ?? '').split(';');
        if (!flags.includes(`${column}:<`)) continue;
        flagged++;
        const value = ciqualRowToNutrients(row)[key as keyof typeof COLUMNS];
        expect(value, `CIQUAL ${row.ciqual_code}`).toBe(
          policy === 'zero' ? 0 : Number(row[column]),
        );
      }
      if (key === 'fibre') expect(flagged).toBeGreaterThan(100);
    },
  );

  test('"traces" stay 0 and plain values are untouched', () => {
    const nutrients = ciqualRowToNutrients({
      ciqual_code: 'x',
      fibre_g: '0',
      protein_g: '4.2',
      qualifiers: 'fibre_g:traces',
    });
    expect(nutrients.fibre).toBe(0);
    expect(nutrients.protein).toBe(4.2);
  });
});
