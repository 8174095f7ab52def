import { ALL_CACHE_TAG, cacheTagHeaders, DATABASE_POSITION_HEADER } from '@nutrimenu/core/contract';
import type { PayloadRequest } from 'payload';
import type { PositionedDocument } from '../readReplica/readOnReplica';
import { matchesETag } from './matchesETag';
import { PUBLIC_DOCUMENT_CACHE_CONTROL, publicHeaders } from './publicHeaders';

/**
 * A stored public document as publicGetEndpoint sends a built one: its ETag, public cache
 * headers, cache tags and open CORS, or a 304 when the client already has this version. It was
 * checked against its contract when it was stored, so it is sent as it is. With a read replica,
 * the database position it was read at goes along (core's DATABASE_POSITION_HEADER), for the
 * client to send back when it revalidates.
 */
export function storedDocumentResponse(
  req: Pick<PayloadRequest, 'headers'>,
  { stored, position }: PositionedDocument,
  cacheTags: readonly string[] = [],
): Response {
  const headers = publicHeaders({
    'Cache-Control': PUBLIC_DOCUMENT_CACHE_CONTROL,
    ETag: stored.etag,
    // A CDN in front drops it when the CMS purges one of these (CDN_PURGE_URL).
    ...cacheTagHeaders([ALL_CACHE_TAG, ...cacheTags]),
  });
  if (position !== undefined) headers.set(DATABASE_POSITION_HEADER, position);
  if (matchesETag(req.headers.get('If-None-Match'), stored.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(stored.body, { status: 200, headers });
}
