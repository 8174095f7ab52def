import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import {
  CIQUAL_NAMES_CSV_PATH,
  formatNamesCsv,
  NAMES_CSV_HEADER,
  namesCsvProblems,
  parseNamesCsv,
} from './ciqualNames';
import { CIQUAL_CSV_PATH, parseCiqualCsv } from './ciqualRow';

const HEADER = NAMES_CSV_HEADER.join(',');
const CODES = new Set(['1000', '1001']);
const GOOD_1000 = '1000,Pastis,Pastis,Pastis,Pastis,Pastís,băutură cu anason,,Anisschnaps,,,,';
const GOOD_1001 =
  '1001,Rachiu de fructe,Gyümölcspálinka,Obstbrand,Acquavite di frutta,"Aguardiente, de frutas",pălincă|țuică,pálinka,,,,Fruit brandy,"the ""or eau-de-vie"" repeats it"';
const file = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

describe('namesCsvProblems', () => {
  test('accepts a valid file', () => {
    expect(namesCsvProblems(file(GOOD_1000, GOOD_1001), CODES)).toEqual([]);
  });

  test.each([
    ['a wrong header', `ciqual_code,ro\n${GOOD_1000}\n`, 'header'],
    ['a missing code', file(GOOD_1000), '1001: missing'],
    ['a code twice', file(GOOD_1000, GOOD_1001, GOOD_1000), 'appears twice'],
    [
      'an unknown code',
      file(GOOD_1000, GOOD_1001, GOOD_1000.replace('1000', '9')),
      'not a CIQUAL code',
    ],
    [
      'an empty locale',
      file(GOOD_1000.replace('Pastis,Pastis,Pastis', 'Pastis,,Pastis'), GOOD_1001),
      '1000 hu: no name',
    ],
    ['a cedilla in Romanian', file(GOOD_1000, GOOD_1001.replace('țuică', 'ţuică')), 'cedilla'],
    [
      'an alternative repeating the name',
      file(GOOD_1000, GOOD_1001.replace(',pálinka,', ',gyumolcspalinka,')),
      'repeats',
    ],
    [
      'an empty alternative',
      file(GOOD_1000, GOOD_1001.replace('pălincă|țuică', 'pălincă|')),
      'empty or padded',
    ],
    ['a short row', file(GOOD_1000.replace(/,,,,$/, ','), GOOD_1001), 'fields'],
    [
      'an unclosed quote',
      file(GOOD_1000, GOOD_1001.replace('"Aguardiente', 'Aguardiente')),
      'fields',
    ],
    ['stray spaces', file(GOOD_1000.replace('Pastis,', ' Pastis,'), GOOD_1001), 'stray spaces'],
    ['no final line break', file(GOOD_1000, GOOD_1001).trimEnd(), 'line break'],
    [
      'an English override without its note',
      file(GOOD_1000.replace(/,,$/, ',Pastis (aniseed spirit),'), GOOD_1001),
      '1000 en: override "Pastis (aniseed spirit)" without a note',
    ],
    [
      'a note without an override',
      file(GOOD_1000.replace(/,,$/, ',,a note'), GOOD_1001),
      'a note without an override',
    ],
  ])('finds %s', (_label, text, problem) => {
    expect(namesCsvProblems(text, CODES).join('\n')).toContain(problem);
  });
});

test('formatNamesCsv and parseNamesCsv round-trip quoting and alternatives', () => {
  const foods = parseNamesCsv(file(GOOD_1000, GOOD_1001));
  expect(foods.get('1001')?.names.es).toBe('Aguardiente, de frutas');
  expect(foods.get('1001')?.alternatives.ro).toEqual(['pălincă', 'țuică']);
  expect(foods.get('1000')?.alternatives.hu).toEqual([]);
  expect(foods.get('1000')?.englishOverride).toBeUndefined();
  expect(foods.get('1001')?.englishOverride).toEqual({
    name: 'Fruit brandy',
    note: 'the "or eau-de-vie" repeats it',
  });
  expect(formatNamesCsv(foods)).toBe(file(GOOD_1000, GOOD_1001));
});

test('the shipped names.csv keeps the rules for every CIQUAL food', async () => {
  const codes = new Set(parseCiqualCsv(await readFile(CIQUAL_CSV_PATH, 'utf8')).keys());
  const problems = namesCsvProblems(await readFile(CIQUAL_NAMES_CSV_PATH, 'utf8'), codes);
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
});

test("the shipped English overrides are documented and differ from CIQUAL's name", async () => {
  const ciqual = parseCiqualCsv(await readFile(CIQUAL_CSV_PATH, 'utf8'));
  const overrides = [...parseNamesCsv(await readFile(CIQUAL_NAMES_CSV_PATH, 'utf8'))].flatMap(
    ([code, { englishOverride }]) => (englishOverride ? [{ code, ...englishOverride }] : []),
  );
  expect(overrides.length).toBeGreaterThan(0);
  for (const { code, name, note } of overrides) {
    expect(note.length, `${code}: the note says why`).toBeGreaterThan(20);
    expect(name, `${code}: the override changes CIQUAL's name`).not.toBe(ciqual.get(code)?.name_en);
  }
  // The neck the owners asked for, by its English name.
  expect(overrides.find(({ code }) => code === '28302')?.name).toBe('Pork, neck (collar), raw');
});
