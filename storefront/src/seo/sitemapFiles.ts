import type { SitemapEntry } from './sitemapXml';

/** One file of a split sitemap, as its index names it. */
export interface SitemapFile {
  /** Its path on the host: '/sitemap-1.xml'. */
  path: string;
  /** The latest `lastmod` of its entries, when any has one. */
  lastmod?: string;
  entries: readonly SitemapEntry[];
}

/** The path of the `number`th file (from 1) of a brand's sitemap. */
export const sitemapFilePath = (number: number) => `/sitemap-${number}.xml`;

/**
 * A brand's sitemap entries split into files of at most `maxUrls` URLs each (sitemaps.org allows
 * 50,000), in order; always one file, possibly with no entry, so the index is never empty.
 *
 * @example
 * splitSitemap(entries, 50_000).map((file) => file.path) // ['/sitemap-1.xml', '/sitemap-2.xml']
 */
export function splitSitemap(entries: readonly SitemapEntry[], maxUrls: number): SitemapFile[] {
  if (!Number.isInteger(maxUrls) || maxUrls < 1) {
    throw new RangeError(`A sitemap file holds at least one URL, not ${maxUrls}`);
  }
  const files: SitemapFile[] = [];
  for (let start = 0; start === 0 || start < entries.length; start += maxUrls) {
    const chunk = entries.slice(start, start + maxUrls);
    const dates = chunk.flatMap((entry) => (entry.lastmod ? [entry.lastmod] : []));
    // W3C datetimes in UTC ('…Z') sort as text.
    const lastmod = dates.sort().at(-1);
    files.push({
      path: sitemapFilePath(files.length + 1),
      ...(lastmod ? { lastmod } : {}),
      entries: chunk,
    });
  }
  return files;
}
