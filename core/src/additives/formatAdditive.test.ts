import { describe, expect, test } from 'vitest';
import type { Locale } from '../locale/locales';
import { type AdditiveRef, type FormatAdditiveOptions, formatAdditive } from './formatAdditive';

const citricAcid: AdditiveRef = {
  eNumber: 'E330',
  functionalClass: 'acids',
  name: { ro: 'acid citric', en: 'citric acid', de: 'Citronensäure' },
};
const msg: AdditiveRef = {
  eNumber: 'e 621',
  functionalClass: 'flavourEnhancers',
  name: { ro: 'glutamat de sodiu' },
};
const sorbate: AdditiveRef = { eNumber: 'E202', functionalClass: 'preservatives' };

describe('formatAdditive', () => {
  test.each<{
    label: string;
    additive: AdditiveRef;
    locale: Locale;
    options?: FormatAdditiveOptions;
    expected: string;
  }>([
    {
      label: 'ANPC example, E-number',
      additive: citricAcid,
      locale: 'ro',
      expected: 'acidifiant: E330',
    },
    {
      label: 'ANPC example, name',
      additive: msg,
      locale: 'ro',
      options: { style: 'name' },
      expected: 'potențator de aromă: glutamat de sodiu',
    },
    {
      label: 'normalised E-number',
      additive: msg,
      locale: 'ro',
      expected: 'potențator de aromă: E621',
    },
    {
      label: 'English, lower case mid-list',
      additive: citricAcid,
      locale: 'en',
      expected: 'acid: E330',
    },
    {
      label: 'English name',
      additive: citricAcid,
      locale: 'en',
      options: { style: 'name' },
      expected: 'acid: citric acid',
    },
    { label: 'French', additive: msg, locale: 'fr', expected: 'exhausteur de goût: E621' },
    { label: 'Italian', additive: sorbate, locale: 'it', expected: 'conservante: E202' },
    { label: 'Spanish', additive: citricAcid, locale: 'es', expected: 'acidulante: E330' },
    { label: 'Hungarian', additive: sorbate, locale: 'hu', expected: 'tartósítószer: E202' },
    {
      label: 'German, capitalised noun',
      additive: citricAcid,
      locale: 'de',
      expected: 'Säuerungsmittel: E330',
    },
    {
      label: 'German name',
      additive: citricAcid,
      locale: 'de',
      options: { style: 'name' },
      expected: 'Säuerungsmittel: Citronensäure',
    },
    {
      label: 'name missing in the locale, falls back to another language',
      additive: msg,
      locale: 'de',
      options: { style: 'name' },
      expected: 'Geschmacksverstärker: glutamat de sodiu',
    },
    {
      label: 'no name at all, falls back to the E-number',
      additive: sorbate,
      locale: 'ro',
      options: { style: 'name' },
      expected: 'conservant: E202',
    },
    {
      label: 'only blank names, falls back to the E-number',
      additive: { ...sorbate, name: { ro: '  ' } },
      locale: 'ro',
      options: { style: 'name' },
      expected: 'conservant: E202',
    },
    {
      label: 'explicit eNumber style ignores the name',
      additive: citricAcid,
      locale: 'ro',
      options: { style: 'eNumber' },
      expected: 'acidifiant: E330',
    },
    {
      label: 'unrecognised E-number kept as typed',
      additive: { eNumber: ' E9999 ', functionalClass: 'colours' },
      locale: 'ro',
      expected: 'colorant: E9999',
    },
  ])('formats $label as "$expected"', ({ additive, locale, options, expected }) => {
    expect(formatAdditive(additive, locale, options)).toBe(expected);
  });
});
