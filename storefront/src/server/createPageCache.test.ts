import { describe, expect, test } from 'vitest';
import { createPageCache, pageCacheKey } from './createPageCache';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createPageCache', () => {
  test('gives a stored page back until its time is up', () => {
    const time = clock();
    const pages = createPageCache({ ttlMs: 1000 }, time.now);
    pages.set('a', { html: '<p>a</p>', saveLocale: null });
    time.advance(999);
    expect(pages.get('a')?.body.toString()).toBe('<p>a</p>');
    time.advance(1);
    expect(pages.get('a')).toBeUndefined();
  });

  test('forgets everything on clear', () => {
    const pages = createPageCache();
    pages.set('a', { html: 'a', saveLocale: 'en' });
    pages.set('b', { html: 'b', saveLocale: null });
    pages.clear();
    expect([pages.get('a'), pages.get('b')]).toEqual([undefined, undefined]);
  });

  test('keeps at most maxEntries pages, dropping the least recently used', () => {
    const pages = createPageCache({ maxEntries: 2 });
    pages.set('a', { html: 'a', saveLocale: null });
    pages.set('b', { html: 'b', saveLocale: null });
    pages.get('a');
    pages.set('c', { html: 'c', saveLocale: null });
    expect([
      pages.get('a')?.body.toString(),
      pages.get('b'),
      pages.get('c')?.body.toString(),
    ]).toEqual(['a', undefined, 'c']);
  });

  test('gives the same weak ETag for the same page and another for a changed one', () => {
    const pages = createPageCache();
    const first = pages.set('a', { html: '<p>ă</p>', saveLocale: null });
    expect(first.etag).toMatch(/^W\/"9-[A-Za-z0-9+/]{27}"$/);
    expect(pages.set('b', { html: '<p>ă</p>', saveLocale: null }).etag).toBe(first.etag);
    expect(pages.set('c', { html: '<p>a</p>', saveLocale: null }).etag).not.toBe(first.etag);
  });

  test('stores nothing when the time to live is 0 (caching switched off)', () => {
    const pages = createPageCache({ ttlMs: 0 });
    pages.set('a', { html: 'a', saveLocale: null });
    expect(pages.get('a')).toBeUndefined();
  });
});

describe('pageCacheKey', () => {
  test.each([
    {
      label: 'another host',
      other: { origin: 'http://b.localhost', url: '/en/restaurant', cookieLocale: undefined },
    },
    {
      label: 'another query',
      other: { origin: 'http://a.localhost', url: '/en/restaurant?q=x', cookieLocale: undefined },
    },
    {
      label: 'another locale cookie',
      other: { origin: 'http://a.localhost', url: '/en/restaurant', cookieLocale: 'ro' },
    },
  ])('differs for $label', ({ other }) => {
    const base = { origin: 'http://a.localhost', url: '/en/restaurant', cookieLocale: undefined };
    expect(pageCacheKey(other)).not.toBe(pageCacheKey(base));
  });
});
