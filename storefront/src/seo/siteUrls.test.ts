import { describe, expect, test } from 'vitest';
import { createSiteUrls } from './siteUrls';

describe('createSiteUrls', () => {
  const urls = createSiteUrls('https://menu.example.ro/', 'en');

  test.each([
    {
      label: 'a page in the default locale of the URLs',
      rest: '/restaurant/x',
      locale: undefined,
      url: 'https://menu.example.ro/en/restaurant/x',
    },
    {
      label: 'a page in another locale',
      rest: '/restaurant/x',
      locale: 'hu' as const,
      url: 'https://menu.example.ro/hu/restaurant/x',
    },
    { label: 'the home page', rest: '/', locale: 'ro' as const, url: 'https://menu.example.ro/ro' },
  ])('names $label with its locale prefix', ({ rest, locale, url }) => {
    expect(urls.page(rest, locale)).toBe(url);
  });

  test.each([
    {
      label: 'a root-relative path on the site',
      asset: '/api/media/file/a b.webp',
      url: 'https://menu.example.ro/api/media/file/a%20b.webp',
    },
    {
      label: 'an absolute URL unchanged',
      asset: 'https://cdn.example/x.png',
      url: 'https://cdn.example/x.png',
    },
  ])('resolves $label', ({ asset, url }) => {
    expect(urls.asset(asset)).toBe(url);
  });

  test('keeps the origin without its trailing slash', () => {
    expect(urls.origin).toBe('https://menu.example.ro');
  });
});

test('never throws on an origin made from a malformed Host header', () => {
  const urls = createSiteUrls('http://a b"<x>', 'ro');
  expect(urls.asset('/x.png')).toBe('http://a b"<x>/x.png');
  expect(urls.page('/faq')).toBe('http://a b"<x>/ro/faq');
});
