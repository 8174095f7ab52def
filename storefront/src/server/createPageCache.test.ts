import { describe, expect, test } from 'vitest';
import { cachedPageBytes, createPageCache, pageCacheKey } from './createPageCache';

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

  test('keeps pages up to maxBytes, dropping the least recently used', () => {
    // Three 1,000-byte pages (and their one-letter keys) do not fit in 2,500 bytes.
    const pages = createPageCache({ maxBytes: 2_500 });
    const html = (letter: string) => letter.repeat(1_000);
    pages.set('a', { html: html('a'), saveLocale: null });
    pages.set('b', { html: html('b'), saveLocale: null });
    pages.get('a');
    pages.set('c', { html: html('c'), saveLocale: null });
    expect([pages.get('a')?.body.length, pages.get('b'), pages.get('c')?.body.length]).toEqual([
      1_000,
      undefined,
      1_000,
    ]);
  });

  test('keeps many small pages where few large ones fit: bytes bound it, not a count', () => {
    const pages = createPageCache({ maxBytes: 100_000 });
    for (let n = 0; n < 5_000; n += 1) pages.set(`p${n}`, { html: 'x', saveLocale: null });
    expect(pages.get('p0')?.body.toString()).toBe('x');
    expect(pages.get('p4999')?.body.toString()).toBe('x');
    pages.set('big', { html: 'y'.repeat(60_000), saveLocale: null });
    pages.set('bigger', { html: 'z'.repeat(60_000), saveLocale: null });
    expect(pages.get('big')).toBeUndefined();
    expect(pages.get('bigger')?.body.length).toBe(60_000);
  });

  test("counts a page's compressed copies once they are made", async () => {
    const pages = createPageCache({ maxBytes: 1_000_000 });
    const page = pages.set('a', { html: '<p>ă</p>'.repeat(2_000), saveLocale: null });
    const before = cachedPageBytes('a', page);
    await page.ready;
    expect(cachedPageBytes('a', page)).toBeGreaterThan(before);
    expect(before).toBe(page.body.length + 2);
  });

  test('sends but does not keep a page larger than the whole budget', () => {
    const pages = createPageCache({ maxBytes: 100 });
    const page = pages.set('a', { html: 'a'.repeat(200), saveLocale: null });
    expect(page.body.length).toBe(200);
    expect(pages.get('a')).toBeUndefined();
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
