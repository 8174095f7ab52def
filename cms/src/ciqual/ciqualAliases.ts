import { fileURLToPath } from 'node:url';
import { isLocale, type Locale, normalizeSearchText } from '@nutrimenu/core/locale';
import { parseCsv } from './ciqualRow';

/** The kitchen aliases of the CIQUAL foods (provenance and rules: the file's own header). */
export const CIQUAL_ALIASES_CSV_PATH = fileURLToPath(
  new URL('../../data/ciqual/aliases.csv', import.meta.url),
);

export const ALIASES_CSV_HEADER = 'locale,alias,codes';

/** One food's aliases per locale. */
export type FoodAliases = Partial<Record<Locale, string[]>>;

/** The file without its `#` header lines, whose line numbers stay those of the file. */
function dataLines(text: string): { line: number; row: string[] }[] {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => !line.startsWith('#'));
  const rows = parseCsv(lines.slice(first).join('\n'));
  return rows.map((row, index) => ({ line: first + 1 + index, row }));
}

/**
 * The rules aliases.csv keeps, as problems (none: valid): after the `#` header, the column line
 * `locale,alias,codes`; one row per alias and locale; a locale of the 7; an alias written as
 * cooks write it (trimmed, not empty, Romanian with comma-below ș ț); codes `|`-separated, each a
 * food of the shipped CIQUAL data, none twice; an alias that is not already the food's own name
 * or alternative name in that locale once folded for search (`namesOf` gives them).
 *
 * @example
 * aliasesCsvProblems('locale,alias,codes\nhu,trappista,12755\n', codes, namesOf) // []
 */
export function aliasesCsvProblems(
  text: string,
  ciqualCodes: ReadonlySet<string>,
  namesOf: (code: string, locale: Locale) => readonly string[],
): string[] {
  const problems: string[] = [];
  if (!text.startsWith('#')) problems.push('the file does not start with its # header');
  if (!text.endsWith('\n')) problems.push('the file does not end with a line break');
  const [header, ...rows] = dataLines(text);
  if (header?.row.join(',') !== ALIASES_CSV_HEADER) {
    problems.push(
      `the column line is "${header?.row.join(',')}", expected "${ALIASES_CSV_HEADER}"`,
    );
    return problems;
  }
  const seen = new Set<string>();
  for (const { line, row } of rows) {
    if (row.length === 1 && row[0] === '') continue;
    const [locale = '', alias = '', codes = ''] = row;
    const where = `line ${line} (${locale} "${alias}")`;
    if (row.length !== 3) {
      problems.push(`${where}: ${row.length} fields, expected 3`);
      continue;
    }
    if (!isLocale(locale)) {
      problems.push(`${where}: unknown locale`);
      continue;
    }
    if (alias.trim() === '' || alias !== alias.trim() || /\s{2,}/.test(alias)) {
      problems.push(`${where}: empty or padded alias`);
    }
    if (locale === 'ro' && /[şţŞŢ]/.test(alias)) problems.push(`${where}: cedilla ş/ţ, write ș/ț`);
    const key = `${locale} ${normalizeSearchText(alias)}`;
    if (seen.has(key)) problems.push(`${where}: the alias appears twice in this locale`);
    seen.add(key);
    const list = codes.split('|');
    if (new Set(list).size !== list.length) problems.push(`${where}: a code twice`);
    for (const code of list) {
      if (!ciqualCodes.has(code)) {
        problems.push(`${where}: ${code} is not a CIQUAL code`);
        continue;
      }
      const folded = normalizeSearchText(alias);
      if (namesOf(code, locale).some((name) => normalizeSearchText(name) === folded)) {
        problems.push(`${where}: already a name of ${code} in ${locale}`);
      }
    }
  }
  return problems;
}

/** The aliases by CIQUAL code (the text assumed valid: see aliasesCsvProblems). */
export function parseAliasesCsv(text: string): Map<string, FoodAliases> {
  const [, ...rows] = dataLines(text);
  const byCode = new Map<string, FoodAliases>();
  for (const { row } of rows) {
    const [locale = '', alias = '', codes = ''] = row;
    if (row.length !== 3 || !isLocale(locale)) continue;
    for (const code of codes.split('|')) {
      const aliases = byCode.get(code) ?? {};
      aliases[locale] = [...(aliases[locale] ?? []), alias];
      byCode.set(code, aliases);
    }
  }
  return byCode;
}
