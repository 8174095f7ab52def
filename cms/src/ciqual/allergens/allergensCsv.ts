import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type AllergenCode, isAllergenCode } from '@nutrimenu/core/allergens';
import { type CiqualRow, parseCsv } from '../ciqualRow';
import { ALLERGEN_REVIEW, type AllergenReview } from './allergenReview';
import { type DerivedAllergens, deriveAllergens, type FoodAllergens } from './deriveAllergens';

/** The shipped allergen table of the CIQUAL foods (rules + review, see its README). */
export const CIQUAL_ALLERGENS_CSV_PATH = fileURLToPath(
  new URL('../../../data/ciqual/allergens.csv', import.meta.url),
);

export const ALLERGENS_CSV_COLUMNS = [
  'ciqual_code',
  'name_en',
  'allergens',
  'traces',
  'vegan',
  'vegetarian',
  'meat',
  'red_meat',
  'fruit_veg_legumes',
  'is_additive',
  'rules',
  'review',
] as const;

export interface AllergenRow extends FoodAllergens {
  code: string;
  nameEn: string;
  rules: string[];
  /** The reviewer's reason where the review changed the rules' result, else empty. */
  review: string;
}

/** The rules' result for a food, with the reviewer's correction applied when there is one. */
export function reviewedAllergens(
  row: CiqualRow,
  review: Readonly<Record<string, AllergenReview>> = ALLERGEN_REVIEW,
): AllergenRow {
  const derived: DerivedAllergens = deriveAllergens(row);
  const code = row.ciqual_code ?? '';
  const { reason, ...corrected } = review[code] ?? { reason: '' };
  return { ...derived, ...corrected, code, nameEn: row.name_en ?? '', review: reason };
}

function field(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const bit = (value: boolean) => (value ? '1' : '0');

/** allergens.csv's text for the given rows (header first, LF line ends, trailing newline). */
export function formatAllergensCsv(rows: readonly AllergenRow[]): string {
  const lines = rows.map((row) =>
    [
      row.code,
      row.nameEn,
      row.allergens.join('|'),
      row.traces.join('|'),
      bit(row.vegan),
      bit(row.vegetarian),
      bit(row.meat),
      bit(row.redMeat),
      bit(row.fruitVegLegumes),
      bit(row.isAdditive),
      row.rules.join('|'),
      row.review,
    ]
      .map(field)
      .join(','),
  );
  return `${[ALLERGENS_CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
}

function codes(text: string | undefined, where: string): AllergenCode[] {
  if (!text) return [];
  return text.split('|').map((code) => {
    if (!isAllergenCode(code))
      throw new Error(`allergens.csv: unknown allergen "${code}" (${where})`);
    return code;
  });
}

/** Parses allergens.csv into one declaration per CIQUAL code; throws on a malformed row. */
export function parseAllergensCsv(text: string): Map<string, AllergenRow> {
  const [header, ...rows] = parseCsv(text).filter((fields) => fields.some(Boolean));
  if (header?.join(',') !== ALLERGENS_CSV_COLUMNS.join(',')) {
    throw new Error(`allergens.csv: unexpected header "${header?.join(',')}"`);
  }
  const byCode = new Map<string, AllergenRow>();
  for (const fields of rows) {
    const value = (column: (typeof ALLERGENS_CSV_COLUMNS)[number]) =>
      fields[ALLERGENS_CSV_COLUMNS.indexOf(column)] ?? '';
    const code = value('ciqual_code');
    byCode.set(code, {
      code,
      nameEn: value('name_en'),
      allergens: codes(value('allergens'), code),
      traces: codes(value('traces'), code),
      vegan: value('vegan') === '1',
      vegetarian: value('vegetarian') === '1',
      meat: value('meat') === '1',
      redMeat: value('red_meat') === '1',
      fruitVegLegumes: value('fruit_veg_legumes') === '1',
      isAdditive: value('is_additive') === '1',
      rules: value('rules') ? value('rules').split('|') : [],
      review: value('review'),
    });
  }
  return byCode;
}

/** Reads the shipped allergens.csv. */
export async function readAllergensCsv(
  path = CIQUAL_ALLERGENS_CSV_PATH,
): Promise<Map<string, AllergenRow>> {
  return parseAllergensCsv(await readFile(path, 'utf8'));
}
