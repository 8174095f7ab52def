import type { SitemapEntry } from './sitemapXml';

/**
 * The entries of one page of a sitemap (one per locale it is offered in), counted and dated
 * without being made: a brand with 10,000 restaurants lists a million URLs, and only the file
 * asked for is made of entries.
 */
export interface SitemapEntryGroup {
  size: number;
  /** When the page last changed (W3C datetime in UTC), if known. */
  lastmod?: string;
  entries(): SitemapEntry[];
}

/** One file of a split sitemap, as its index names it. */
export interface SitemapFile {
  /** Its path on the host: '/sitemap-1.xml'. */
  path: string;
  /** The latest `lastmod` of its entries, when any has one. */
  lastmod?: string;
  /** Its entries, made when asked for. */
  entries(): SitemapEntry[];
}

/** The path of the `number`th file (from 1) of a brand's sitemap. */
export const sitemapFilePath = (number: number) => `/sitemap-${number}.xml`;

// The entries from `start` (counted over every group) to `end`, excluded.
function entriesBetween(
  groups: () => Iterable<SitemapEntryGroup>,
  start: number,
  end: number,
): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  let offset = 0;
  for (const group of groups()) {
    if (offset >= end) break;
    if (offset + group.size > start) {
      entries.push(...group.entries().slice(Math.max(0, start - offset), end - offset));
    }
    offset += group.size;
  }
  return entries;
}

/**
 * A brand's sitemap split into files of at most `maxUrls` URLs each (sitemaps.org allows 50,000),
 * in order; always one file, possibly with no entry, so the index is never empty. `groups` is
 * walked once to count and date the files, and again (up to its end) for each file's entries.
 *
 * @example
 * splitSitemap(() => groups, 50_000).map((file) => file.path) // ['/sitemap-1.xml', '/sitemap-2.xml']
 */
export function splitSitemap(
  groups: () => Iterable<SitemapEntryGroup>,
  maxUrls: number,
): SitemapFile[] {
  if (!Number.isInteger(maxUrls) || maxUrls < 1) {
    throw new RangeError(`A sitemap file holds at least one URL, not ${maxUrls}`);
  }
  // The latest date of each file, by its index; W3C datetimes in UTC ('…Z') sort as text.
  const latest: (string | undefined)[] = [];
  let total = 0;
  for (const group of groups()) {
    if (group.size === 0) continue;
    const first = Math.floor(total / maxUrls);
    total += group.size;
    const last = Math.floor((total - 1) / maxUrls);
    for (let file = first; file <= last; file++) {
      const known = latest[file];
      if (group.lastmod && (known === undefined || group.lastmod > known)) {
        latest[file] = group.lastmod;
      }
    }
  }
  const count = Math.max(1, Math.ceil(total / maxUrls));
  return Array.from({ length: count }, (_, index) => {
    const lastmod = latest[index];
    const start = index * maxUrls;
    return {
      path: sitemapFilePath(index + 1),
      ...(lastmod ? { lastmod } : {}),
      entries: () => entriesBetween(groups, start, Math.min(total, start + maxUrls)),
    };
  });
}
