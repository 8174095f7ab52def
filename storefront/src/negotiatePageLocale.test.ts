import { LOCALES } from '@nutrimenu/core/locale';
import { describe, expect, test } from 'vitest';
import { negotiatePageLocale } from './negotiatePageLocale';

describe('negotiatePageLocale', () => {
  test.each([
    ['the cookie first', ['ro', 'en', 'hu'], 'hu', 'de-DE,de;q=0.9,en;q=0.8', 'hu'],
    ['a cookie the page does not offer is passed over', ['ro', 'en'], 'de', 'en', 'en'],
    [
      "the browser's best offered language",
      ['ro', 'en'],
      undefined,
      'de-DE,de;q=0.9,en;q=0.8',
      'en',
    ],
    ['an exact offered language', ['ro', 'en', 'de'], undefined, 'de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['ro when nothing matches and ro is offered', ['en', 'ro'], undefined, 'de-DE,de;q=0.9', 'ro'],
    ['the first offered without ro', ['hu', 'en'], undefined, 'de-DE,de;q=0.9', 'hu'],
    ['ro without any header', ['en', 'ro'], undefined, undefined, 'ro'],
    ['every locale on a page offered in all', LOCALES, undefined, 'it-CH', 'it'],
  ] as const)('%s', (_label, offered, cookie, acceptLanguage, expected) => {
    expect(negotiatePageLocale({ offered, cookie, acceptLanguage })).toBe(expected);
  });
});
