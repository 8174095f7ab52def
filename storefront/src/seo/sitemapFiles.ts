import { createHash, type Hash } from 'node:crypto';
import type { SitemapEntry } from './sitemapXml';

/**
 * The entries of one page of a sitemap (one per locale it is offered in), counted and dated
 * without being made: a brand with 10,000 restaurants lists a million URLs, and only the file
 * asked for is made of entries.
 */
export interface SitemapEntryGroup {
  size: number;
  /**
   * Everything its entries are made of besides the origin (the page's path, date and locales):
   * two groups with the same identity make the same entries, so a file is made again only when
   * the identity of a group it lists changed.
   */
  identity: string;
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
  /**
   * A hash of what its entries are made of (its groups' identities and where it cuts them): the
   * same fingerprint on the same origin, the same file.
   */
  fingerprint: string;
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
  const hashes: FileHash[] = [];
  let total = 0;
  for (const group of groups()) {
    if (group.size === 0) continue;
    const first = Math.floor(total / maxUrls);
    const offset = total;
    total += group.size;
    const last = Math.floor((total - 1) / maxUrls);
    for (let file = first; file <= last; file++) {
      const known = latest[file];
      if (group.lastmod && (known === undefined || group.lastmod > known)) {
        latest[file] = group.lastmod;
      }
      // Where the file starts in the group matters to a group cut across two files.
      const hash = hashes[file] ?? new FileHash();
      hashes[file] = hash;
      hash.add(`${Math.max(0, file * maxUrls - offset)}:${group.size}:${group.identity}\n`);
    }
  }
  const count = Math.max(1, Math.ceil(total / maxUrls));
  return Array.from({ length: count }, (_, index) => {
    const lastmod = latest[index];
    const start = index * maxUrls;
    return {
      path: sitemapFilePath(index + 1),
      ...(lastmod ? { lastmod } : {}),
      fingerprint: (hashes[index] ?? new FileHash()).digest(),
      entries: () => entriesBetween(groups, start, Math.min(total, start + maxUrls)),
    };
  });
}

// A file's fingerprint, fed in batches: a brand of 10,000 restaurants has half a million groups,
// and one hash update per group would cost more than the text it hashes.
class FileHash {
  private readonly hash: Hash = createHash('sha256');
  private pending = '';

  add(text: string): void {
    this.pending += text;
    if (this.pending.length >= 65_536) this.flush();
  }

  digest(): string {
    this.flush();
    return this.hash.digest('base64url').slice(0, 27);
  }

  private flush(): void {
    this.hash.update(this.pending);
    this.pending = '';
  }
}
