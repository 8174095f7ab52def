import { describe, expect, test } from 'vitest';
import { type AcceptLanguageEntry, parseAcceptLanguage } from './parseAcceptLanguage';

describe('parseAcceptLanguage', () => {
  test.each<{ label: string; header: string | null | undefined; expected: AcceptLanguageEntry[] }>([
    { label: 'undefined header', header: undefined, expected: [] },
    { label: 'null header', header: null, expected: [] },
    { label: 'empty header', header: '', expected: [] },
    { label: 'only commas and spaces', header: ' , ,, ', expected: [] },
    { label: 'single tag without q', header: 'ro', expected: [{ tag: 'ro', q: 1 }] },
    {
      label: 'typical Chrome header',
      header: 'ro-RO,ro;q=0.9,en-US;q=0.8,en;q=0.7',
      expected: [
        { tag: 'ro-RO', q: 1 },
        { tag: 'ro', q: 0.9 },
        { tag: 'en-US', q: 0.8 },
        { tag: 'en', q: 0.7 },
      ],
    },
    {
      label: 'entries out of q order are sorted by q, highest first',
      header: 'en;q=0.5, de, fr;q=0.8',
      expected: [
        { tag: 'de', q: 1 },
        { tag: 'fr', q: 0.8 },
        { tag: 'en', q: 0.5 },
      ],
    },
    {
      label: 'equal q keeps header order',
      header: 'hu;q=0.5,it;q=0.5,es;q=0.5',
      expected: [
        { tag: 'hu', q: 0.5 },
        { tag: 'it', q: 0.5 },
        { tag: 'es', q: 0.5 },
      ],
    },
    {
      label: 'whitespace around tags, semicolons and equals signs',
      header: '  fr-CH ;  q = 0.9 ,\tde\t',
      expected: [
        { tag: 'de', q: 1 },
        { tag: 'fr-CH', q: 0.9 },
      ],
    },
    {
      label: 'q with four decimals and upper-case Q',
      header: 'ro;q=0.9990,en;Q=0.5',
      expected: [
        { tag: 'ro', q: 0.999 },
        { tag: 'en', q: 0.5 },
      ],
    },
    {
      label: 'q=0 and q=1.000 are kept',
      header: 'en;q=0,ro;q=1.000',
      expected: [
        { tag: 'ro', q: 1 },
        { tag: 'en', q: 0 },
      ],
    },
    { label: 'wildcard', header: '*;q=0.1', expected: [{ tag: '*', q: 0.1 }] },
    {
      label: 'other parameters are ignored, the q parameter is read',
      header: 'en;level=1;q=0.4',
      expected: [{ tag: 'en', q: 0.4 }],
    },
    {
      label: 'entries with an invalid q are dropped',
      header: 'en;q=abc,fr;q=1.5,de;q=-0.1,it;q=,es;q=0.5,hu;q=.5,ro',
      expected: [
        { tag: 'ro', q: 1 },
        { tag: 'es', q: 0.5 },
      ],
    },
    {
      label: 'entries with an invalid tag are dropped',
      header: 'en_US,12,ro-,-ro,toolonglanguage,d e,<script>,ro-RO',
      expected: [{ tag: 'ro-RO', q: 1 }],
    },
    {
      label: 'long private-use and script tags are kept',
      header: 'zh-Hant-TW,sr-Latn;q=0.3',
      expected: [
        { tag: 'zh-Hant-TW', q: 1 },
        { tag: 'sr-Latn', q: 0.3 },
      ],
    },
  ])('$label', ({ header, expected }) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });

  test('reads only the first 50 entries of a huge header', () => {
    const header = `${Array.from({ length: 100_000 }, () => 'ja').join(',')},ro`;
    const entries = parseAcceptLanguage(header);
    expect(entries).toHaveLength(50);
    expect(entries.some((entry) => entry.tag === 'ro')).toBe(false);
  });

  test('counts malformed entries towards the cap of 50', () => {
    const header = `${Array.from({ length: 49 }, () => '!!').join(',')},de,fr`;
    expect(parseAcceptLanguage(header)).toEqual([{ tag: 'de', q: 1 }]);
  });

  test('does not throw on a non-string value coming from untyped code', () => {
    expect(parseAcceptLanguage(42 as unknown as string)).toEqual([]);
  });
});
