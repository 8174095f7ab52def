import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseCiqualCsv } from '../ciqualRow';
import { ALLERGEN_REVIEW } from './allergenReview';
import {
  CIQUAL_ALLERGENS_CSV_PATH,
  formatAllergensCsv,
  parseAllergensCsv,
  reviewedAllergens,
} from './allergensCsv';
import { deriveAllergens } from './deriveAllergens';

const ciqual = parseCiqualCsv(
  readFileSync(new URL('../../../data/ciqual/ciqual_2025.csv', import.meta.url), 'utf8'),
);
const shipped = readFileSync(CIQUAL_ALLERGENS_CSV_PATH, 'utf8');

describe('cms/data/ciqual/allergens.csv', () => {
  test('is exactly what the rules and the review give for the shipped CIQUAL file', () => {
    // Fails when the rules, the review or the CSV changed without the others: run
    // `npm run generate:ciqual-allergens -w @nutrimenu/cms`.
    const expected = formatAllergensCsv([...ciqual.values()].map((row) => reviewedAllergens(row)));
    expect(shipped === expected).toBe(true);
  });

  test('has one row per CIQUAL food and parses back to the same declarations', () => {
    const parsed = parseAllergensCsv(shipped);
    expect([...parsed.keys()]).toEqual([...ciqual.keys()]);
    const flour = parsed.get('9436');
    expect(flour?.allergens).toEqual(['gluten']);
    expect(flour?.rules).toContain('gluten-cereal');
    expect(parsed.get('17440')?.allergens).toEqual([]);
  });

  test('rejects an unknown allergen code', () => {
    const header = shipped.slice(0, shipped.indexOf('\n'));
    expect(() => parseAllergensCsv(`${header}\n1,x,lactose,,0,0,0,0,0,0,,\n`)).toThrow(
      /unknown allergen "lactose"/,
    );
  });
});

describe('ALLERGEN_REVIEW', () => {
  test.each(Object.entries(ALLERGEN_REVIEW))(
    "override %s names a CIQUAL food, gives a reason and still changes the rules' result",
    (code, review) => {
      const row = ciqual.get(code);
      expect(row, `CIQUAL has no food ${code}`).toBeDefined();
      if (!row) return;
      expect(review.reason.trim()).not.toBe('');
      const { reason: _reason, ...corrected } = review;
      const derived = deriveAllergens(row);
      const changed = Object.entries(corrected).some(
        ([key, value]) =>
          JSON.stringify(derived[key as keyof typeof derived]) !== JSON.stringify(value),
      );
      expect(changed).toBe(true);
    },
  );

  test('is written into the review column', () => {
    for (const [code, review] of Object.entries(ALLERGEN_REVIEW)) {
      const row = ciqual.get(code);
      if (row) expect(reviewedAllergens(row).review).toBe(review.reason);
    }
  });
});
