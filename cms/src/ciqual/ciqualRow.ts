import { fileURLToPath } from 'node:url';
import { amountBelowLimit, type BelowLimitKey } from '@nutrimenu/core/nutrition';
import type { IngredientNutrients } from '@nutrimenu/core/recipe';

/** The copy of ANSES CIQUAL 2025 shipped with the project (provenance: its README). */
export const CIQUAL_CSV_PATH = fileURLToPath(
  new URL('../../data/ciqual/ciqual_2025.csv', import.meta.url),
);

/** One line of cms/data/ciqual/ciqual_2025.csv, keyed by column name. */
export type CiqualRow = Record<string, string>;

/**
 * Splits CSV text (RFC 4180: comma separator, double-quoted fields with "" escapes and
 * line breaks inside quotes) into rows of fields.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The CIQUAL CSV as rows keyed by column name, indexed by `ciqual_code`. */
export function parseCiqualCsv(text: string): Map<string, CiqualRow> {
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return new Map();
  const byCode = new Map<string, CiqualRow>();
  for (const line of lines) {
    if (line.length === 1 && line[0] === '') continue;
    const row: CiqualRow = {};
    header.forEach((column, index) => {
      row[column] = line[index] ?? '';
    });
    const code = row.ciqual_code;
    if (code) byCode.set(code, row);
  }
  return byCode;
}

const MAIN = [
  ['fat', 'fat_g'],
  ['saturates', 'saturated_fat_g'],
  ['carbohydrate', 'carbohydrate_g'],
  ['sugars', 'sugars_g'],
  ['fibre', 'fibre_g'],
  ['protein', 'protein_g'],
  ['salt', 'salt_g'],
] as const;

const MINOR = [
  ['alcohol', 'alcohol_g'],
  ['polyols', 'polyols_g'],
  ['organicAcids', 'organic_acids_g'],
] as const;

function readNumber(row: CiqualRow, column: string, key: BelowLimitKey): number | null {
  const text = (row[column] ?? '').trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) {
    throw new Error(`CIQUAL ${row.ciqual_code ?? '?'}: ${column} is not a number: "${text}"`);
  }
  // The CSV keeps "< x" as x with a `column:<` qualifier; core decides what it counts as, so
  // that fibre and protein are never raised above what was measured.
  const flags = (row.qualifiers ?? '').split(';');
  return flags.includes(`${column}:<`) ? amountBelowLimit(key, value) : value;
}

/**
 * The composition per 100 g of a CIQUAL row as `@nutrimenu/core` reads it. An empty main
 * nutrient is `null` (unknown, never zero); an empty energy-only component (alcohol, polyols,
 * organic acids) is left out, as the engine counts an absent one as zero. A "< x" value counts
 * as core's `amountBelowLimit` says: 0 for fibre and protein, x for the others.
 *
 * @example
 * ciqualRowToNutrients({ ciqual_code: '31016', fat_g: '0', sugars_g: '99.7', … })
 * // { fat: 0, …, sugars: 99.7, …, alcohol: 0, polyols: 0, organicAcids: 0 }
 */
export function ciqualRowToNutrients(row: CiqualRow): IngredientNutrients {
  const nutrients: IngredientNutrients = {};
  for (const [key, column] of MAIN) nutrients[key] = readNumber(row, column, key);
  for (const [key, column] of MINOR) {
    const value = readNumber(row, column, key);
    if (value !== null) nutrients[key] = value;
  }
  return nutrients;
}
