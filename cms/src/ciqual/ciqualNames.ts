import { fileURLToPath } from 'node:url';
import { normalizeSearchText } from '@nutrimenu/core/locale';
import { parseCsv } from './ciqualRow';

/** The kitchen names of the CIQUAL foods written for the project (provenance: the README). */
export const CIQUAL_NAMES_CSV_PATH = fileURLToPath(
  new URL('../../data/ciqual/names.csv', import.meta.url),
);

/** The locales names.csv names, beside CIQUAL's own fr and en. */
export const NAMED_LOCALES = ['ro', 'hu', 'de', 'it', 'es'] as const;
export type NamedLocale = (typeof NAMED_LOCALES)[number];

export const NAMES_CSV_HEADER = [
  'ciqual_code',
  ...NAMED_LOCALES,
  ...NAMED_LOCALES.map((locale) => `alt_${locale}`),
  'en_override',
  'en_override_note',
] as const;

/**
 * The project's English name where CIQUAL's is wrong (28302 "Porc, échine" is the neck, CIQUAL
 * says "Pork, loin"), with the reason a reader can check against the French name.
 */
export interface EnglishOverride {
  name: string;
  note: string;
}

/** One food's names: a name per locale and its alternative names (possibly none). */
export interface CiqualFoodNames {
  names: Record<NamedLocale, string>;
  alternatives: Record<NamedLocale, string[]>;
  englishOverride?: EnglishOverride | undefined;
}

const OVERRIDE_COLUMN = 1 + 2 * NAMED_LOCALES.length;

/** Alternative names are `|`-separated in a cell. */
export const ALTERNATIVES_SEPARATOR = '|';

/**
 * The rules names.csv keeps, as problems found in its text (none: valid): the exact header,
 * RFC 4180 rows of as many fields, every code of `ciqualCodes` exactly once and no other, every
 * locale's name non-empty and without stray spaces, Romanian with comma-below ș ț (never the
 * cedilla ş ţ), and alternative names neither empty nor repeating the name or one another once
 * accents and case are ignored (the search ignores them anyway), and an English override always
 * with its note (and a note never without an override).
 *
 * @example
 * namesCsvProblems('ciqual_code,ro\n', new Set(['1000'])) // ['header is …', …]
 */
export function namesCsvProblems(text: string, ciqualCodes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\n')) problems.push('the file does not end with a line break');
  const [header = [], ...rows] = parseCsv(text);
  if (header.join(',') !== NAMES_CSV_HEADER.join(',')) {
    problems.push(`header is "${header.join(',')}", expected "${NAMES_CSV_HEADER.join(',')}"`);
    return problems;
  }
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    if (row.length === 1 && row[0] === '') {
      problems.push(`line ${line}: empty line`);
      continue;
    }
    if (row.length !== header.length) {
      problems.push(`line ${line}: ${row.length} fields, expected ${header.length}`);
      continue;
    }
    const [code = ''] = row;
    if (!ciqualCodes.has(code)) problems.push(`line ${line}: ${code} is not a CIQUAL code`);
    if (seen.has(code)) problems.push(`line ${line}: ${code} appears twice`);
    seen.add(code);
    const override = row[OVERRIDE_COLUMN] ?? '';
    const note = row[OVERRIDE_COLUMN + 1] ?? '';
    if (override !== override.trim()) problems.push(`${code} en: stray spaces in "${override}"`);
    if (override !== '' && note.trim() === '') {
      problems.push(`${code} en: override "${override}" without a note saying why`);
    }
    if (override === '' && note !== '') problems.push(`${code} en: a note without an override`);
    NAMED_LOCALES.forEach((locale, i) => {
      const name = row[1 + i] ?? '';
      const alternatives = row[1 + NAMED_LOCALES.length + i] ?? '';
      const where = `${code} ${locale}`;
      if (name.trim() === '') problems.push(`${where}: no name`);
      else if (name !== name.trim() || /\s{2,}|\n/.test(name)) {
        problems.push(`${where}: stray spaces in "${name}"`);
      }
      if (locale === 'ro' && /[şţŞŢ]/.test(name + alternatives)) {
        problems.push(`${where}: cedilla ş/ţ, write ș/ț`);
      }
      if (alternatives === '') return;
      const folded = new Set([normalizeSearchText(name)]);
      for (const alternative of alternatives.split(ALTERNATIVES_SEPARATOR)) {
        if (alternative.trim() === '' || alternative !== alternative.trim()) {
          problems.push(`${where}: empty or padded alternative name in "${alternatives}"`);
        } else if (folded.has(normalizeSearchText(alternative))) {
          problems.push(`${where}: alternative "${alternative}" repeats the name or another`);
        }
        folded.add(normalizeSearchText(alternative));
      }
    });
  }
  for (const code of ciqualCodes) {
    if (!seen.has(code)) problems.push(`${code}: missing`);
  }
  return problems;
}

/** The foods of names.csv by CIQUAL code (the text assumed valid: see namesCsvProblems). */
export function parseNamesCsv(text: string): Map<string, CiqualFoodNames> {
  const [, ...rows] = parseCsv(text);
  const foods = new Map<string, CiqualFoodNames>();
  for (const row of rows) {
    if (row.length !== NAMES_CSV_HEADER.length) continue;
    const names = {} as Record<NamedLocale, string>;
    const alternatives = {} as Record<NamedLocale, string[]>;
    NAMED_LOCALES.forEach((locale, i) => {
      names[locale] = row[1 + i] ?? '';
      const cell = row[1 + NAMED_LOCALES.length + i] ?? '';
      alternatives[locale] = cell === '' ? [] : cell.split(ALTERNATIVES_SEPARATOR);
    });
    const override = row[OVERRIDE_COLUMN] ?? '';
    const englishOverride =
      override === '' ? undefined : { name: override, note: row[OVERRIDE_COLUMN + 1] ?? '' };
    foods.set(row[0] ?? '', { names, alternatives, englishOverride });
  }
  return foods;
}

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** names.csv's text for these foods, in the order given. */
export function formatNamesCsv(foods: Iterable<[string, CiqualFoodNames]>): string {
  const lines = [NAMES_CSV_HEADER.join(',')];
  for (const [code, { names, alternatives, englishOverride }] of foods) {
    lines.push(
      [
        code,
        ...NAMED_LOCALES.map((locale) => names[locale]),
        ...NAMED_LOCALES.map((locale) => alternatives[locale].join(ALTERNATIVES_SEPARATOR)),
        englishOverride?.name ?? '',
        englishOverride?.note ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
