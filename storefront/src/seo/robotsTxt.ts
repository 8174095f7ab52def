/**
 * robots.txt for one host: everything may be crawled except URLs with a query (filtered menus,
 * which canonicalise to the unfiltered menu, and would otherwise be crawled in every
 * combination) and the health check; the sitemap is named on the same host. Without a usable
 * origin (a malformed Host header) the Sitemap line is left out rather than pointing elsewhere.
 *
 * @example
 * robotsTxt('https://menu.example.ro')
 * // 'User-agent: *\nAllow: /\nDisallow: /*?\nDisallow: /healthz\n\nSitemap: https://menu.example.ro/sitemap.xml\n'
 */
export function robotsTxt(origin: string | null): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /*?', 'Disallow: /healthz'];
  if (origin !== null) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
