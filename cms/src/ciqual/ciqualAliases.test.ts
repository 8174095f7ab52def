import { readFile } from 'node:fs/promises';
import type { Locale } from '@nutrimenu/core/locale';
import { describe, expect, test } from 'vitest';
import {
  ALIASES_CSV_HEADER,
  aliasesCsvProblems,
  CIQUAL_ALIASES_CSV_PATH,
  parseAliasesCsv,
} from './ciqualAliases';
import {
  CIQUAL_NAMES_CSV_PATH,
  NAMED_LOCALES,
  type NamedLocale,
  parseNamesCsv,
} from './ciqualNames';
import { CIQUAL_CSV_PATH, parseCiqualCsv } from './ciqualRow';

const CODES = new Set(['22000', '22505']);
const namesOf = (code: string, locale: Locale) =>
  code === '22505' && locale === 'ro' ? ['Ou ochi, fără grăsime', 'ochiuri'] : [];
const file = (...rows: string[]) =>
  `# provenance and rules\n${ALIASES_CSV_HEADER}\n${rows.join('\n')}\n`;

describe('aliasesCsvProblems', () => {
  test('accepts a valid file', () => {
    expect(
      aliasesCsvProblems(file('ro,ou prăjit,22505', 'hu,tojás,22000|22505'), CODES, namesOf),
    ).toEqual([]);
  });

  test.each([
    ['no header', `${ALIASES_CSV_HEADER}\nro,ou prăjit,22505\n`, 'header'],
    ['an unknown locale', file('pt,ovo frito,22505'), 'unknown locale'],
    ['an unknown code', file('ro,ou prăjit,99999'), '99999 is not a CIQUAL code'],
    ['a code twice', file('ro,ou prăjit,22505|22505'), 'a code twice'],
    ['an alias twice in a locale', file('ro,ou prăjit,22505', 'ro,Ou prajit,22000'), 'twice'],
    ['the food’s own name', file('ro,OU OCHI fara grasime,22505'), 'already a name of 22505'],
    ['an alternative name', file('ro,ochiuri,22505'), 'already a name of 22505'],
    ['a cedilla in Romanian', file('ro,ou prăjit cu şuncă,22505'), 'cedilla'],
    ['a padded alias', file('ro, ou prăjit,22505'), 'padded'],
    ['a missing field', file('ro,ou prăjit'), 'fields'],
  ])('finds %s', (_label, text, problem) => {
    expect(aliasesCsvProblems(text, CODES, namesOf).join('\n')).toContain(problem);
  });

  test('the same alias may name foods in two locales', () => {
    expect(
      aliasesCsvProblems(file('ro,trappista,22000', 'hu,trappista,22000'), CODES, namesOf),
    ).toEqual([]);
  });
});

test('parseAliasesCsv gives each code its aliases per locale', () => {
  const aliases = parseAliasesCsv(file('ro,ou prăjit,22505', 'en,fried eggs,22505|22000'));
  expect(aliases.get('22505')).toEqual({ ro: ['ou prăjit'], en: ['fried eggs'] });
  expect(aliases.get('22000')).toEqual({ en: ['fried eggs'] });
});

test('the shipped aliases.csv keeps its rules against the shipped CIQUAL names', async () => {
  const ciqual = parseCiqualCsv(await readFile(CIQUAL_CSV_PATH, 'utf8'));
  const kitchen = parseNamesCsv(await readFile(CIQUAL_NAMES_CSV_PATH, 'utf8'));
  const isNamed = (locale: Locale): locale is NamedLocale =>
    (NAMED_LOCALES as readonly string[]).includes(locale);
  const namesOfShipped = (code: string, locale: Locale): string[] => {
    const food = kitchen.get(code);
    if (isNamed(locale)) return food ? [food.names[locale], ...food.alternatives[locale]] : [];
    const row = ciqual.get(code);
    if (locale === 'fr') return [row?.name_fr ?? ''];
    return [food?.englishOverride?.name ?? row?.name_en ?? ''];
  };
  const text = await readFile(CIQUAL_ALIASES_CSV_PATH, 'utf8');
  const problems = aliasesCsvProblems(text, new Set(ciqual.keys()), namesOfShipped);
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  // The words the owners' first day missed.
  const aliases = parseAliasesCsv(text);
  expect(aliases.get('12755')?.hu).toContain('trappista');
  expect(aliases.get('22505')?.ro).toContain('ou prăjit');
});
