import { describe, expect, test } from 'vitest';
import { sitemapIndexXml, sitemapXml } from './sitemapXml';

describe('sitemapXml', () => {
  test('writes each URL with its last change and hreflang alternates', () => {
    expect(
      sitemapXml([
        {
          loc: 'https://h.example/ro/restaurant/x',
          lastmod: '2025-03-14T09:30:00.000Z',
          alternates: [
            { hreflang: 'ro', href: 'https://h.example/ro/restaurant/x' },
            { hreflang: 'x-default', href: 'https://h.example/ro/restaurant/x' },
          ],
        },
        { loc: 'https://h.example/en', alternates: [] },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        '    <loc>https://h.example/ro/restaurant/x</loc>',
        '    <lastmod>2025-03-14T09:30:00.000Z</lastmod>',
        '    <xhtml:link rel="alternate" hreflang="ro" href="https://h.example/ro/restaurant/x"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://h.example/ro/restaurant/x"/>',
        '  </url>',
        '  <url>',
        '    <loc>https://h.example/en</loc>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  test('escapes XML in URLs', () => {
    const xml = sitemapXml([
      {
        loc: "https://h.example/a?b=1&c='<d>'",
        alternates: [{ hreflang: 'en', href: 'https://h.example/"q"' }],
      },
    ]);
    expect(xml).toContain('<loc>https://h.example/a?b=1&amp;c=&#39;&lt;d&gt;&#39;</loc>');
    expect(xml).toContain('href="https://h.example/&quot;q&quot;"');
  });

  test('is an empty urlset without entries', () => {
    expect(sitemapXml([])).toMatch(/<urlset [^>]+>\n<\/urlset>\n$/);
  });
});

describe('sitemapIndexXml', () => {
  test('names each file with its date, escaped', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://h/sitemap-1.xml', lastmod: '2025-03-12T16:05:00.000Z' },
        { loc: 'https://h/sitemap-2.xml?a=1&b=2' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap>',
        '    <loc>https://h/sitemap-1.xml</loc>',
        '    <lastmod>2025-03-12T16:05:00.000Z</lastmod>',
        '  </sitemap>',
        '  <sitemap>',
        '    <loc>https://h/sitemap-2.xml?a=1&amp;b=2</loc>',
        '  </sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
