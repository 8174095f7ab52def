import { ALL_CACHE_TAG, cacheTagHeaders } from '@nutrimenu/core/contract';
import type { PayloadRequest } from 'payload';
import type { StoredDocument } from '../storedDocuments/storedDocumentRows';
import { matchesETag } from './matchesETag';
import { PUBLIC_DOCUMENT_CACHE_CONTROL, publicHeaders } from './publicHeaders';

/**
 * A stored public document as publicGetEndpoint sends a built one: its ETag, public cache
 * headers, cache tags and open CORS, or a 304 when the client already has this version. It was
 * checked against its contract when it was stored, so it is sent as it is.
 */
export function storedDocumentResponse(
  req: PayloadRequest,
  stored: StoredDocument,
  cacheTags: readonly string[] = [],
): Response {
  const headers = publicHeaders({
    'Cache-Control': PUBLIC_DOCUMENT_CACHE_CONTROL,
    ETag: stored.etag,
    // A CDN in front drops it when the CMS purges one of these (CDN_PURGE_URL).
    ...cacheTagHeaders([ALL_CACHE_TAG, ...cacheTags]),
  });
  if (matchesETag(req.headers.get('If-None-Match'), stored.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(stored.body, { status: 200, headers });
}
