import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { percentSchema } from '@nutrimenu/core/validation';
import { parseCsv } from './ciqualRow';

/** The shipped table of the library foods' default cleaning losses (USDA SR refuse). */
export const CIQUAL_REFUSE_CSV_PATH = fileURLToPath(
  new URL('../../data/ciqual/refuse.csv', import.meta.url),
);

const COLUMNS = [
  'ciqual_code',
  'name_en',
  'cold_loss_percent',
  'refuse',
  'usda_ndb',
  'usda_description',
] as const;

export interface RefuseEntry {
  code: string;
  /** CIQUAL's English name, for whoever reads the file. */
  nameEn: string;
  /** % of the food as bought that is cut off before it is weighed as net. */
  coldLossPercent: number;
  /** What is cut off, as the source says it. */
  refuse: string;
  usdaNdb: string;
  usdaDescription: string;
}

/**
 * Parses refuse.csv (its `#` lines are its provenance and rules) into the entries by CIQUAL
 * code, in file order; throws on a malformed row: a bad code or NDB number, a loss outside
 * 0 ≤ x < 100, a missing refuse or source, a code given twice.
 */
export function parseRefuseCsv(text: string): Map<string, RefuseEntry> {
  const data = text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
  const [header, ...rows] = parseCsv(data).filter((fields) => fields.some(Boolean));
  const columns = header ?? [];
  if (COLUMNS.some((column) => !columns.includes(column))) {
    throw new Error(`refuse.csv: unexpected header "${columns.join(',')}"`);
  }
  const byCode = new Map<string, RefuseEntry>();
  for (const fields of rows) {
    const value = (column: (typeof COLUMNS)[number]) =>
      (fields[columns.indexOf(column)] ?? '').trim();
    const code = value('ciqual_code');
    if (!/^\d+$/.test(code)) throw new Error(`refuse.csv: bad CIQUAL code "${code}"`);
    if (byCode.has(code)) throw new Error(`refuse.csv ${code}: given twice`);
    const loss = percentSchema.safeParse(value('cold_loss_percent'));
    if (value('cold_loss_percent') === '' || !loss.success) {
      throw new Error(`refuse.csv ${code}: the loss must be at least 0 and below 100`);
    }
    const entry: RefuseEntry = {
      code,
      nameEn: value('name_en'),
      coldLossPercent: loss.data,
      refuse: value('refuse'),
      usdaNdb: value('usda_ndb'),
      usdaDescription: value('usda_description'),
    };
    if (!/^\d{5}$/.test(entry.usdaNdb)) throw new Error(`refuse.csv ${code}: bad NDB number`);
    if (!entry.refuse || !entry.usdaDescription) {
      throw new Error(`refuse.csv ${code}: the refuse and its source food are required`);
    }
    byCode.set(code, entry);
  }
  return byCode;
}

/** Reads the shipped refuse.csv. */
export async function readRefuseCsv(
  path = CIQUAL_REFUSE_CSV_PATH,
): Promise<Map<string, RefuseEntry>> {
  return parseRefuseCsv(await readFile(path, 'utf8'));
}
