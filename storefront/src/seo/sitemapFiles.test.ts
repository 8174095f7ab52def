import { describe, expect, test } from 'vitest';
import { type SitemapEntryGroup, splitSitemap } from './sitemapFiles';
import type { SitemapEntry } from './sitemapXml';

const entry = (n: number, lastmod?: string): SitemapEntry => ({
  loc: `https://h/ro/p${n}`,
  ...(lastmod ? { lastmod } : {}),
  alternates: [],
});

/** Each entry alone in its group, as a page offered in one locale. */
const single = (entries: readonly SitemapEntry[]) => (): Iterable<SitemapEntryGroup> =>
  entries.map((one) => ({
    size: 1,
    identity: `${one.loc} ${one.lastmod ?? ''}`,
    ...(one.lastmod ? { lastmod: one.lastmod } : {}),
    entries: () => [one],
  }));

const locs = (entries: readonly SitemapEntry[]) => entries.map((e) => e.loc.slice(-2));

describe('splitSitemap', () => {
  test('cuts the entries into files of at most the limit, in order, numbered from 1', () => {
    const entries = Array.from({ length: 7 }, (_, i) => entry(i + 1));
    const files = splitSitemap(single(entries), 3);
    expect(files.map((file) => file.path)).toEqual([
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
    ]);
    expect(files.map((file) => locs(file.entries()))).toEqual([
      ['p1', 'p2', 'p3'],
      ['p4', 'p5', 'p6'],
      ['p7'],
    ]);
  });

  test("cuts a page's locales across two files where the limit falls", () => {
    const page = (n: number, size: number, lastmod: string): SitemapEntryGroup => ({
      size,
      identity: `${n} ${lastmod}`,
      lastmod,
      entries: () => Array.from({ length: size }, (_, i) => entry(n * 10 + i, lastmod)),
    });
    const groups = () => [
      page(1, 2, '2025-01-01T00:00:00.000Z'),
      page(2, 3, '2025-02-01T00:00:00.000Z'),
      page(3, 2, '2025-03-01T00:00:00.000Z'),
    ];
    const files = splitSitemap(groups, 3);
    expect(files.map((file) => locs(file.entries()))).toEqual([
      ['10', '11', '20'],
      ['21', '22', '30'],
      ['31'],
    ]);
    expect(files.map((file) => file.lastmod)).toEqual([
      '2025-02-01T00:00:00.000Z',
      '2025-03-01T00:00:00.000Z',
      '2025-03-01T00:00:00.000Z',
    ]);
  });

  test('makes no empty file when the entries fill the last one exactly', () => {
    const files = splitSitemap(single(Array.from({ length: 6 }, (_, i) => entry(i))), 3);
    expect(files.map((file) => file.entries().length)).toEqual([3, 3]);
  });

  test('keeps one file for no entry, so the index is never empty', () => {
    const files = splitSitemap(single([]), 3);
    expect(files.map((file) => [file.path, file.lastmod, file.entries()])).toEqual([
      ['/sitemap-1.xml', undefined, []],
    ]);
  });

  test('dates each file by its latest entry, and leaves a file without dates undated', () => {
    const files = splitSitemap(
      single([
        entry(1, '2025-03-12T16:05:00.000Z'),
        entry(2, '2025-04-01T08:00:00.000Z'),
        entry(3, '2025-01-01T00:00:00.000Z'),
        entry(4),
      ]),
      3,
    );
    expect(files.map((file) => file.lastmod)).toEqual(['2025-04-01T08:00:00.000Z', undefined]);
  });

  test('fingerprints each file by what it lists: a change changes only the files listing it', () => {
    const entries = Array.from({ length: 7 }, (_, i) => entry(i + 1, '2025-01-01T00:00:00.000Z'));
    const before = splitSitemap(single(entries), 3).map((file) => file.fingerprint);
    expect(new Set(before).size).toBe(3);
    expect(splitSitemap(single(entries), 3).map((file) => file.fingerprint)).toEqual(before);
    const changed = entries.with(4, entry(5, '2025-06-01T00:00:00.000Z'));
    const after = splitSitemap(single(changed), 3).map((file) => file.fingerprint);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  test('fingerprints where a file cuts a group, not only the groups it lists', () => {
    const page = (n: number, size: number): SitemapEntryGroup => ({
      size,
      identity: `page ${n}`,
      entries: () => Array.from({ length: size }, (_, i) => entry(n * 10 + i)),
    });
    // [1 1 2] [2 3] against [4 4 4] [2 2 3]: the second file lists pages 2 and 3 in both.
    const cut = splitSitemap(() => [page(1, 2), page(2, 2), page(3, 1)], 3);
    const whole = splitSitemap(() => [page(4, 3), page(2, 2), page(3, 1)], 3);
    expect(cut[1]?.entries().length).toBe(2);
    expect(whole[1]?.entries().length).toBe(3);
    expect(cut[1]?.fingerprint).not.toBe(whole[1]?.fingerprint);
  });

  test.each([0, -1, 1.5, Number.NaN])('refuses a limit of %s', (limit) => {
    expect(() => splitSitemap(single([entry(1)]), limit)).toThrow(RangeError);
  });
});
