import { escapeHtml } from '@nutrimenu/core/html';
import type { HreflangAlternate } from './hreflangAlternates';

/** One `<url>` of a sitemap: the page, when its content last changed, and its language versions. */
export interface SitemapEntry {
  loc: string;
  /** W3C datetime ('2025-03-14T09:30:00.000Z'). */
  lastmod?: string;
  alternates: readonly HreflangAlternate[];
}

/**
 * A sitemap (sitemaps.org 0.9) with each page's hreflang alternates as `xhtml:link` elements,
 * the form search engines read for multilingual sites.
 *
 * @example
 * sitemapXml([{ loc: 'https://h/ro', alternates: [{ hreflang: 'ro', href: 'https://h/ro' }] }])
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<urlset …>\n  <url>\n    <loc>https://h/ro</loc>…'
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return [...sitemapXmlParts(entries)].join('');
}

/**
 * `sitemapXml` in parts (its head, each `<url>`, its end), for a file of 50,000 URLs (28 MB) to be
 * compressed as it is made rather than held whole as one string first.
 */
export function* sitemapXmlParts(entries: Iterable<SitemapEntry>): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const entry of entries) {
    let url = `  <url>\n    <loc>${escapeHtml(entry.loc)}</loc>\n`;
    if (entry.lastmod) url += `    <lastmod>${escapeHtml(entry.lastmod)}</lastmod>\n`;
    for (const { hreflang, href } of entry.alternates) {
      url += `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>\n`;
    }
    yield `${url}  </url>\n`;
  }
  yield '</urlset>\n';
}

/**
 * A sitemap index (sitemaps.org 0.9): the absolute URLs of a site's sitemap files, each dated by
 * its latest entry.
 *
 * @example
 * sitemapIndexXml([{ loc: 'https://h/sitemap-1.xml' }])
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex …>\n  <sitemap>\n    <loc>https://h/sitemap-1.xml</loc>…'
 */
export function sitemapIndexXml(files: readonly { loc: string; lastmod?: string }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const file of files) {
    lines.push('  <sitemap>', `    <loc>${escapeHtml(file.loc)}</loc>`);
    if (file.lastmod) lines.push(`    <lastmod>${escapeHtml(file.lastmod)}</lastmod>`);
    lines.push('  </sitemap>');
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}
