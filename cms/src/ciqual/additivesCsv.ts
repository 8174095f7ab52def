import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type AdditiveClassCode,
  isAdditiveClassCode,
  normalizeENumber,
} from '@nutrimenu/core/additives';
import { LOCALES, type Locale } from '@nutrimenu/core/locale';
import { parseCsv } from './ciqualRow';

/** The shipped table of the library foods that are, or contain, food additives. */
export const CIQUAL_ADDITIVES_CSV_PATH = fileURLToPath(
  new URL('../../data/ciqual/additives.csv', import.meta.url),
);

const COLUMNS = [
  'ciqual_code',
  'link',
  'e_number',
  'functional_class',
  ...LOCALES.map((locale) => `name_${locale}` as const),
  'why',
] as const;

export interface AdditiveLink {
  /** `is`: the food is the additive ("is itself an additive"); `contains`: one it contains. */
  link: 'is' | 'contains';
  eNumber: string;
  functionalClass: AdditiveClassCode;
  name: Record<Locale, string>;
  why: string;
}

/**
 * Parses additives.csv into the links of each CIQUAL code, in file order; throws on a malformed
 * row (unknown link, E-number or class, a missing name, two "is" rows for one food).
 */
export function parseAdditivesCsv(text: string): Map<string, AdditiveLink[]> {
  const [header, ...rows] = parseCsv(text).filter((fields) => fields.some(Boolean));
  const columns = header ?? [];
  if (COLUMNS.some((column) => !columns.includes(column))) {
    throw new Error(`additives.csv: unexpected header "${columns.join(',')}"`);
  }
  const byCode = new Map<string, AdditiveLink[]>();
  for (const fields of rows) {
    const value = (column: (typeof COLUMNS)[number]) => fields[columns.indexOf(column)] ?? '';
    const code = value('ciqual_code');
    const link = value('link');
    const eNumber = normalizeENumber(value('e_number'));
    const functionalClass = value('functional_class');
    if (!/^\d+$/.test(code)) throw new Error(`additives.csv: bad CIQUAL code "${code}"`);
    if (link !== 'is' && link !== 'contains') throw new Error(`additives.csv ${code}: bad link`);
    if (!eNumber) throw new Error(`additives.csv ${code}: bad E-number "${value('e_number')}"`);
    if (!isAdditiveClassCode(functionalClass)) {
      throw new Error(`additives.csv ${code}: unknown functional class "${functionalClass}"`);
    }
    const name = Object.fromEntries(
      LOCALES.map((locale) => [locale, value(`name_${locale}`).trim()]),
    ) as Record<Locale, string>;
    if (LOCALES.some((locale) => name[locale] === '')) {
      throw new Error(`additives.csv ${code} ${eNumber}: a name is missing`);
    }
    const links = byCode.get(code) ?? [];
    if (link === 'is' && links.some((known) => known.link === 'is')) {
      throw new Error(`additives.csv ${code}: a food is at most one additive`);
    }
    links.push({ link, eNumber, functionalClass, name, why: value('why') });
    byCode.set(code, links);
  }
  return byCode;
}

/** Reads the shipped additives.csv. */
export async function readAdditivesCsv(
  path = CIQUAL_ADDITIVES_CSV_PATH,
): Promise<Map<string, AdditiveLink[]>> {
  return parseAdditivesCsv(await readFile(path, 'utf8'));
}
