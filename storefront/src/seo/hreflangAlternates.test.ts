import { describe, expect, test } from 'vitest';
import { hreflangAlternates } from './hreflangAlternates';
import { createSiteUrls } from './siteUrls';

const urls = createSiteUrls('https://h.example', 'fr');

describe('hreflangAlternates', () => {
  test('lists each offered locale by language, then x-default in the default locale', () => {
    expect(
      hreflangAlternates(urls, {
        rest: '/restaurant/x',
        locales: ['ro', 'en', 'hu'],
        defaultLocale: 'ro',
      }),
    ).toEqual([
      { hreflang: 'ro', href: 'https://h.example/ro/restaurant/x' },
      { hreflang: 'en', href: 'https://h.example/en/restaurant/x' },
      { hreflang: 'hu', href: 'https://h.example/hu/restaurant/x' },
      { hreflang: 'x-default', href: 'https://h.example/ro/restaurant/x' },
    ]);
  });

  test('points x-default of the home page at the bare root, which picks the language', () => {
    expect(hreflangAlternates(urls, { rest: '/', locales: ['de'], defaultLocale: 'ro' })).toEqual([
      { hreflang: 'de', href: 'https://h.example/de' },
      { hreflang: 'x-default', href: 'https://h.example/' },
    ]);
  });

  test('lists a repeated locale once', () => {
    const alternates = hreflangAlternates(urls, {
      rest: '/faq',
      locales: ['en', 'en'],
      defaultLocale: 'en',
    });
    expect(alternates.map((alternate) => alternate.hreflang)).toEqual(['en', 'x-default']);
  });
});
