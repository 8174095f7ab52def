/**
 * Substrings of the user agents of crawlers and audit tools: these are never
 * shown the error screen, because an indexed error page would replace the real one in search
 * results and link previews; the error is only logged. Compared in lower case.
 */
export const CRAWLER_MARKERS = ['bot', 'lighthouse', 'facebookexternalhit', 'google'] as const;

/**
 * Whether a User-Agent belongs to a crawler (case-insensitive substring match).
 *
 * @example
 * isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)') // true
 * isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1') // false
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const lower = userAgent.toLowerCase();
  return CRAWLER_MARKERS.some((marker) => lower.includes(marker));
}
