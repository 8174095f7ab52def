/**
 * Assembles cms/data/ciqual/names.csv from the translators' JSON lines (see the data README):
 *
 *   npx tsx cms/scripts/assembleCiqualNames.ts /work/names-work/part1.jsonl … [--partial]
 *
 * Rows follow ciqual_2025.csv's order. An alternative name that is the name or an earlier
 * alternative once folded for search ("sgombro fritto" beside "Sgombro, fritto") adds nothing to
 * the search and is dropped, each drop listed. Without --partial it refuses to write a file that breaks
 * namesCsvProblems' rules (a missing code included); with it, it writes the foods translated so
 * far and lists what is missing.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { normalizeSearchText } from '@nutrimenu/core/locale';
import {
  CIQUAL_NAMES_CSV_PATH,
  type CiqualFoodNames,
  formatNamesCsv,
  NAMED_LOCALES,
  namesCsvProblems,
  parseNamesCsv,
} from '../src/ciqual/ciqualNames';
import { CIQUAL_CSV_PATH, parseCiqualCsv } from '../src/ciqual/ciqualRow';

interface TranslatedLine {
  code: string;
  alt?: Partial<Record<string, string[]>>;
  [locale: string]: unknown;
}

const args = process.argv.slice(2);
const partial = args.includes('--partial');
const ciqualCodes = [...parseCiqualCsv(await readFile(CIQUAL_CSV_PATH, 'utf8')).keys()];
// The English overrides are the project's audit of CIQUAL's names, not the translators' output:
// kept from the shipped file.
const shipped = parseNamesCsv(await readFile(CIQUAL_NAMES_CSV_PATH, 'utf8'));
const translated = new Map<string, CiqualFoodNames>();
for (const file of args.filter((arg) => arg !== '--partial')) {
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as TranslatedLine;
    const food: CiqualFoodNames = {
      names: Object.fromEntries(
        NAMED_LOCALES.map((locale) => [locale, String(entry[locale] ?? '').trim()]),
      ) as CiqualFoodNames['names'],
      alternatives: Object.fromEntries(
        NAMED_LOCALES.map((locale) => {
          const seen = new Set([normalizeSearchText(String(entry[locale] ?? ''))]);
          const kept = (entry.alt?.[locale] ?? [])
            .map((s) => s.trim())
            .filter((alternative) => {
              const folded = normalizeSearchText(alternative);
              if (!seen.has(folded)) return seen.add(folded);
              console.log(`${entry.code} ${locale}: dropped "${alternative}" (repeats the name)`);
              return false;
            });
          return [locale, kept];
        }),
      ) as CiqualFoodNames['alternatives'],
      englishOverride: shipped.get(entry.code)?.englishOverride,
    };
    if (translated.has(entry.code)) throw new Error(`${file}: ${entry.code} twice`);
    translated.set(entry.code, food);
  }
}
const text = formatNamesCsv(
  ciqualCodes.flatMap((code) => {
    const food = translated.get(code);
    return food ? [[code, food] as [string, CiqualFoodNames]] : [];
  }),
);
const problems = namesCsvProblems(text, new Set(ciqualCodes));
const missing = problems.filter((problem) => problem.endsWith(': missing'));
const other = problems.filter((problem) => !problem.endsWith(': missing'));
for (const problem of other.slice(0, 50)) console.error(problem);
console.log(
  `${translated.size} of ${ciqualCodes.length} foods translated, ${missing.length} missing`,
);
if (other.length > 0 || (missing.length > 0 && !partial)) {
  console.error('names.csv not written');
  process.exit(1);
}
await writeFile(CIQUAL_NAMES_CSV_PATH, text);
console.log(`wrote ${CIQUAL_NAMES_CSV_PATH}`);
