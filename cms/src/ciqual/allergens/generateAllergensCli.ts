import { readFile, writeFile } from 'node:fs/promises';
import { CIQUAL_CSV_PATH, parseCiqualCsv } from '../ciqualRow';
import { CIQUAL_ALLERGENS_CSV_PATH, formatAllergensCsv, reviewedAllergens } from './allergensCsv';

/*
 * Writes cms/data/ciqual/allergens.csv from ciqual_2025.csv, the rules and the review table
 * (`npm run generate:ciqual-allergens -w @nutrimenu/cms`). Run it after changing either; a
 * test fails while the shipped file differs from what this writes.
 */
const rows = [...parseCiqualCsv(await readFile(CIQUAL_CSV_PATH, 'utf8')).values()].map((row) =>
  reviewedAllergens(row),
);
await writeFile(CIQUAL_ALLERGENS_CSV_PATH, formatAllergensCsv(rows));
console.log(`${CIQUAL_ALLERGENS_CSV_PATH}: ${rows.length} foods`);
