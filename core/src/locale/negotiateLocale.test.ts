import { describe, expect, test } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { negotiateLocale } from './negotiateLocale';

type Row = {
  label: string;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
  supported: readonly string[];
  fallback: string;
  expected: string;
};

const EN_RO = ['en', 'ro'] as const;

describe('negotiateLocale', () => {
  test.each<Row>([
    // Cookie
    {
      label: 'a supported cookie wins over the browser languages',
      cookie: 'de',
      acceptLanguage: 'ro-RO,ro;q=0.9',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'de',
    },
    {
      label: 'the cookie is matched ignoring case and spaces, spelled as in supported',
      cookie: ' HU ',
      acceptLanguage: 'en',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'hu',
    },
    {
      label: 'an unsupported cookie is ignored in favour of the browser languages',
      cookie: 'pl',
      acceptLanguage: 'fr-FR',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'fr',
    },
    {
      label: 'a cookie with a region is not a supported locale',
      cookie: 'ro-RO',
      acceptLanguage: 'it',
      supported: LOCALES,
      fallback: 'en',
      expected: 'it',
    },
    {
      label: 'an empty cookie is ignored',
      cookie: '',
      acceptLanguage: 'es',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'es',
    },
    {
      label: 'a garbage cookie with no header falls back',
      cookie: '%%;--',
      acceptLanguage: undefined,
      supported: LOCALES,
      fallback: 'ro',
      expected: 'ro',
    },
    // Exact versus language-only
    {
      label: 'a language-only match at q=1 (0.999) beats an exact match at q=0.9',
      acceptLanguage: 'en-US,ro;q=0.9',
      supported: EN_RO,
      fallback: 'ro',
      expected: 'en',
    },
    {
      label: 'an exact match at q=1 beats a language-only match at q=1',
      acceptLanguage: 'en-GB,ro',
      supported: EN_RO,
      fallback: 'en',
      expected: 'ro',
    },
    {
      label:
        'an exact match at q=0.999 ties with a language-only match at q=1; the preferred entry wins',
      acceptLanguage: 'ro;q=0.9990,en-GB',
      supported: EN_RO,
      fallback: 'ro',
      expected: 'en',
    },
    {
      label: 'an exact match at q=0.9995 beats a language-only match at q=1',
      acceptLanguage: 'en-GB,ro;q=0.9995',
      supported: EN_RO,
      fallback: 'en',
      expected: 'ro',
    },
    {
      label: 'an exact match at q=0.998 loses to a language-only match at q=1',
      acceptLanguage: 'ro;q=0.998,en-GB',
      supported: EN_RO,
      fallback: 'ro',
      expected: 'en',
    },
    {
      label: 'a browser region tag matches a bare supported language',
      acceptLanguage: 'ro-RO',
      supported: LOCALES,
      fallback: 'en',
      expected: 'ro',
    },
    {
      label: 'a bare browser language matches a supported region tag',
      acceptLanguage: 'en',
      supported: ['en-US', 'ro-RO'],
      fallback: 'ro-RO',
      expected: 'en-US',
    },
    {
      label: 'two regions of one language match each other',
      acceptLanguage: 'de-AT',
      supported: ['de-DE', 'fr-FR'],
      fallback: 'fr-FR',
      expected: 'de-DE',
    },
    {
      label: 'an exact match is preferred to a language-only match of the same entry',
      acceptLanguage: 'en-GB',
      supported: ['en-US', 'en-GB'],
      fallback: 'en-US',
      expected: 'en-GB',
    },
    {
      label: 'equal scores from one entry go to the earlier supported locale',
      acceptLanguage: 'en',
      supported: ['en-GB', 'en-US'],
      fallback: 'en-US',
      expected: 'en-GB',
    },
    {
      label: 'equal scores from two entries with equal q go to the earlier entry',
      acceptLanguage: 'hu;q=0.5,de;q=0.5',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'hu',
    },
    {
      label: 'the highest q wins regardless of header order',
      acceptLanguage: 'fr;q=0.2,it;q=0.7,es;q=0.4',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'it',
    },
    {
      label: 'unsupported preferred languages are skipped',
      acceptLanguage: 'pl-PL,pl;q=0.9,cs;q=0.8,de;q=0.3',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'de',
    },
    // q=0
    {
      label: 'q=0 never selects its language',
      acceptLanguage: 'en;q=0',
      supported: EN_RO,
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'q=0 on a language stops a region tag from reaching it',
      acceptLanguage: 'en-GB,en;q=0,ro;q=0.1',
      supported: EN_RO,
      fallback: 'en',
      expected: 'ro',
    },
    {
      label: 'q=0 on a language covers its supported region tags',
      acceptLanguage: 'en-GB,en;q=0,ro-RO;q=0.1',
      supported: ['en-US', 'ro-RO'],
      fallback: 'en-US',
      expected: 'ro-RO',
    },
    {
      label: 'a region named exactly with q > 0 stays selectable after its language has q=0',
      acceptLanguage: 'en;q=0,en-US;q=0.5,ro;q=0.4',
      supported: ['en-US', 'ro'],
      fallback: 'ro',
      expected: 'en-US',
    },
    {
      label: 'q=0 on a region does not rule out the bare language',
      acceptLanguage: 'en-US;q=0,en;q=0.5,ro;q=0.4',
      supported: EN_RO,
      fallback: 'ro',
      expected: 'en',
    },
    // Wildcard
    {
      label: 'a wildcard alone gives the fallback',
      acceptLanguage: '*',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'a wildcard with a higher q beats a named language',
      acceptLanguage: 'de;q=0.5,*',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'a named language beats a wildcard with the same q',
      acceptLanguage: '*,de',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'de',
    },
    {
      label: 'a wildcard does not select a fallback that has q=0',
      acceptLanguage: 'ro;q=0,*,de;q=0.1',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'de',
    },
    {
      label: 'a wildcard with q=0 does not rule out named languages',
      acceptLanguage: 'it,*;q=0',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'it',
    },
    // Case
    {
      label: 'header tags are matched ignoring case',
      acceptLanguage: 'FR-fr',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'fr',
    },
    {
      label: 'supported tags are matched ignoring case and returned as spelled',
      acceptLanguage: 'en-us',
      supported: ['EN-US', 'ro-RO'],
      fallback: 'ro-RO',
      expected: 'EN-US',
    },
    // Empty and garbage
    {
      label: 'no cookie and no header gives the fallback',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'null cookie and null header give the fallback',
      cookie: null,
      acceptLanguage: null,
      supported: LOCALES,
      fallback: 'en',
      expected: 'en',
    },
    {
      label: 'an empty header gives the fallback',
      acceptLanguage: '',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'a garbage header gives the fallback',
      acceptLanguage: ';;;q=,,=,@@, ;q=0.5',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'malformed entries are skipped and the valid ones still count',
      acceptLanguage: 'de;q=x, !!, hu;q=0.3',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'hu',
    },
    {
      label: 'only unsupported languages give the fallback',
      acceptLanguage: 'ja,zh;q=0.9',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'a fallback outside supported is returned as given',
      acceptLanguage: 'ja',
      supported: EN_RO,
      fallback: 'de',
      expected: 'de',
    },
    {
      label: 'an empty supported list always gives the fallback',
      cookie: 'en',
      acceptLanguage: 'en',
      supported: [],
      fallback: 'ro',
      expected: 'ro',
    },
    {
      label: 'a tiny positive q still selects',
      acceptLanguage: 'ja,de;q=0.0000001',
      supported: LOCALES,
      fallback: 'ro',
      expected: 'de',
    },
  ])('$label', ({ label: _label, expected, ...input }) => {
    expect(negotiateLocale(input)).toBe(expected);
  });

  test('ignores languages beyond the first 50 header entries', () => {
    const header = `${Array.from({ length: 50 }, () => 'ja').join(',')},de`;
    expect(negotiateLocale({ acceptLanguage: header, supported: LOCALES, fallback: 'ro' })).toBe(
      'ro',
    );
  });

  test('narrows the result to the supported locale type', () => {
    const locale: Locale = negotiateLocale({
      acceptLanguage: 'hu-HU',
      supported: LOCALES,
      fallback: DEFAULT_LOCALE,
    });
    expect(locale).toBe('hu');
  });
});
