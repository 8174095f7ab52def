import { describe, expect, test } from 'vitest';
import { LOCALES } from '../locale/locales';
import {
  ADDITIVE_CLASS_CODES,
  ADDITIVE_CLASS_LABEL_NAMES,
  ADDITIVE_CLASS_NAMES,
  isAdditiveClassCode,
} from './additiveClasses';

describe('ADDITIVE_CLASS_CODES', () => {
  test('lists the 27 Annex I classes, sweeteners first and contrast enhancers last', () => {
    expect(ADDITIVE_CLASS_CODES).toHaveLength(27);
    expect(ADDITIVE_CLASS_CODES[0]).toBe('sweeteners');
    expect(ADDITIVE_CLASS_CODES[5]).toBe('acids');
    expect(ADDITIVE_CLASS_CODES[13]).toBe('flavourEnhancers');
    expect(ADDITIVE_CLASS_CODES[25]).toBe('flourTreatmentAgents');
    expect(ADDITIVE_CLASS_CODES[26]).toBe('contrastEnhancers');
  });

  test('has no duplicate codes', () => {
    expect(new Set(ADDITIVE_CLASS_CODES).size).toBe(27);
  });

  test('uses camelCase codes', () => {
    for (const code of ADDITIVE_CLASS_CODES) expect(code).toMatch(/^[a-z]+(?:[A-Z][a-z]+)*$/);
  });
});

describe('isAdditiveClassCode', () => {
  test.each([
    { label: 'a code', value: 'acids', expected: true },
    { label: 'a camelCase code', value: 'acidityRegulators', expected: true },
    { label: 'the singular of a code', value: 'acid', expected: false },
    { label: 'the English name with a space', value: 'acidity regulators', expected: false },
    { label: 'a number', value: 330, expected: false },
    { label: 'null', value: null, expected: false },
    { label: 'an inherited object key', value: 'constructor', expected: false },
  ])('returns $expected for $label', ({ value, expected }) => {
    expect(isAdditiveClassCode(value)).toBe(expected);
  });
});

describe.each([
  { list: 'ADDITIVE_CLASS_NAMES', names: ADDITIVE_CLASS_NAMES },
  { list: 'ADDITIVE_CLASS_LABEL_NAMES', names: ADDITIVE_CLASS_LABEL_NAMES },
])('$list', ({ names }) => {
  test('names exactly the 27 classes', () => {
    expect(Object.keys(names)).toEqual([...ADDITIVE_CLASS_CODES]);
  });

  test.each(LOCALES.map((locale) => ({ locale })))(
    'has a trimmed, non-empty name for every class in $locale',
    ({ locale }) => {
      for (const code of ADDITIVE_CLASS_CODES) {
        const name = names[code][locale];
        expect(name).not.toBe('');
        expect(name).toBe(name.trim());
      }
    },
  );

  test('starts with a lower-case letter outside German, as the names appear mid-sentence', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      for (const code of ADDITIVE_CLASS_CODES) {
        const first = names[code][locale].charAt(0);
        expect(first, `${code} in ${locale}`).toBe(first.toLowerCase());
      }
    }
  });
});

describe('ADDITIVE_CLASS_NAMES', () => {
  test.each([
    { code: 'acids', locale: 'ro', expected: 'acidifianți' },
    { code: 'flavourEnhancers', locale: 'ro', expected: 'potențiatori de aromă' },
    { code: 'acidityRegulators', locale: 'en', expected: 'acidity regulators' },
    { code: 'glazingAgents', locale: 'en', expected: 'glazing agents (including lubricants)' },
    { code: 'preservatives', locale: 'fr', expected: 'conservateurs' },
    { code: 'flavourEnhancers', locale: 'it', expected: 'esaltatori di sapidità' },
    { code: 'raisingAgents', locale: 'es', expected: 'gasificantes' },
    { code: 'acids', locale: 'hu', expected: 'étkezési savak' },
    { code: 'antiCakingAgents', locale: 'de', expected: 'Trennmittel' },
    { code: 'contrastEnhancers', locale: 'ro', expected: 'potențiatori de contrast' },
    { code: 'contrastEnhancers', locale: 'de', expected: 'Kontrastverstärker' },
  ] as const)('names $code in $locale "$expected"', ({ code, locale, expected }) => {
    expect(ADDITIVE_CLASS_NAMES[code][locale]).toBe(expected);
  });
});

describe('ADDITIVE_CLASS_LABEL_NAMES', () => {
  test.each([
    { code: 'acids', locale: 'ro', expected: 'acidifiant' },
    { code: 'flavourEnhancers', locale: 'ro', expected: 'potențator de aromă' },
    { code: 'acidityRegulators', locale: 'ro', expected: 'corector de aciditate' },
    { code: 'thickeners', locale: 'ro', expected: 'agent de îngroșare' },
    { code: 'acids', locale: 'en', expected: 'acid' },
    { code: 'colours', locale: 'en', expected: 'colour' },
    { code: 'propellants', locale: 'en', expected: 'propellant gas' },
    { code: 'flavourEnhancers', locale: 'fr', expected: 'exhausteur de goût' },
    { code: 'preservatives', locale: 'fr', expected: 'conservateur' },
    { code: 'flavourEnhancers', locale: 'it', expected: 'esaltatore di sapidità' },
    { code: 'acids', locale: 'es', expected: 'acidulante' },
    { code: 'preservatives', locale: 'es', expected: 'conservador' },
    { code: 'acids', locale: 'hu', expected: 'étkezési sav' },
    { code: 'colours', locale: 'hu', expected: 'színezék' },
    { code: 'acids', locale: 'de', expected: 'Säuerungsmittel' },
    { code: 'colours', locale: 'de', expected: 'Farbstoff' },
    { code: 'modifiedStarches', locale: 'de', expected: 'modifizierte Stärke' },
  ] as const)('names one $code in $locale "$expected"', ({ code, locale, expected }) => {
    expect(ADDITIVE_CLASS_LABEL_NAMES[code][locale]).toBe(expected);
  });
});
