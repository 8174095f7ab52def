import { describe, expect, test } from 'vitest';
import { splitSitemap } from './sitemapFiles';
import type { SitemapEntry } from './sitemapXml';

const entry = (n: number, lastmod?: string): SitemapEntry => ({
  loc: `https://h/ro/p${n}`,
  ...(lastmod ? { lastmod } : {}),
  alternates: [],
});

describe('splitSitemap', () => {
  test('cuts the entries into files of at most the limit, in order, numbered from 1', () => {
    const entries = Array.from({ length: 7 }, (_, i) => entry(i + 1));
    const files = splitSitemap(entries, 3);
    expect(files.map((file) => file.path)).toEqual([
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
    ]);
    expect(files.map((file) => file.entries.map((e) => e.loc.slice(-2)))).toEqual([
      ['p1', 'p2', 'p3'],
      ['p4', 'p5', 'p6'],
      ['p7'],
    ]);
  });

  test('makes no empty file when the entries fill the last one exactly', () => {
    const files = splitSitemap(
      Array.from({ length: 6 }, (_, i) => entry(i)),
      3,
    );
    expect(files.map((file) => file.entries.length)).toEqual([3, 3]);
  });

  test('keeps one file for no entry, so the index is never empty', () => {
    expect(splitSitemap([], 3)).toEqual([{ path: '/sitemap-1.xml', entries: [] }]);
  });

  test('dates each file by its latest entry, and leaves a file without dates undated', () => {
    const files = splitSitemap(
      [
        entry(1, '2025-03-12T16:05:00.000Z'),
        entry(2, '2025-04-01T08:00:00.000Z'),
        entry(3, '2025-01-01T00:00:00.000Z'),
        entry(4),
      ],
      3,
    );
    expect(files.map((file) => file.lastmod)).toEqual(['2025-04-01T08:00:00.000Z', undefined]);
  });

  test.each([0, -1, 1.5, Number.NaN])('refuses a limit of %s', (limit) => {
    expect(() => splitSitemap([entry(1)], limit)).toThrow(RangeError);
  });
});
