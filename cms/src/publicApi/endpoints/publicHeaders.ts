/** What a CDN and a browser may do with a public document that carries no allergen: reuse it for
 * a minute, then serve it stale for up to ten more while revalidating. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** A menu or dish states allergens: a cache may keep it but asks each time whether it changed
 * (a 304 costs a round trip, not the document), so no diner is shown a dish without an allergen
 * the owner has just added. */
export const PUBLIC_DOCUMENT_CACHE_CONTROL = 'public, no-cache';

import { DATABASE_POSITION_HEADER, MIN_DATABASE_POSITION_HEADER } from '@nutrimenu/core/contract';

/**
 * Headers every answer under /api/public carries. Any site may read these documents (the widget
 * runs on restaurants' own sites), but never with credentials: no cookie ever reaches them, so
 * `Access-Control-Allow-Credentials` is never sent. ETag is exposed so a cross-origin client can
 * revalidate with If-None-Match, and the database position with it (read replica).
 */
export function publicHeaders(init?: Record<string, string>): Headers {
  const headers = new Headers(init);
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Allow-Methods', 'GET, OPTIONS');
  headers.set(
    'Access-Control-Allow-Headers',
    `Accept, Accept-Language, If-None-Match, ${MIN_DATABASE_POSITION_HEADER}`,
  );
  headers.set('Access-Control-Expose-Headers', `ETag, ${DATABASE_POSITION_HEADER}`);
  headers.set('Access-Control-Max-Age', '86400');
  return headers;
}
