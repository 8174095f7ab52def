/** What a CDN and a browser may do with a public document: reuse it for a minute, then serve it
 * stale for up to ten more while revalidating, so a diner on a weak connection never waits. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Headers every answer under /api/public carries. Any site may read these documents (the widget
 * runs on restaurants' own sites), but never with credentials: no cookie ever reaches them, so
 * `Access-Control-Allow-Credentials` is never sent. ETag is exposed so a cross-origin client can
 * revalidate with If-None-Match.
 */
export function publicHeaders(init?: Record<string, string>): Headers {
  const headers = new Headers(init);
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Allow-Methods', 'GET, OPTIONS');
  headers.set('Access-Control-Allow-Headers', 'Accept, Accept-Language, If-None-Match');
  headers.set('Access-Control-Expose-Headers', 'ETag');
  headers.set('Access-Control-Max-Age', '86400');
  return headers;
}
