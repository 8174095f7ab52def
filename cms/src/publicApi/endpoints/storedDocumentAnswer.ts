import { ALL_CACHE_TAG, cacheTagHeaders, DATABASE_POSITION_HEADER } from '@nutrimenu/core/contract';
import type { PositionedDocument } from '../readReplica/readOnReplica';
import { matchesETag } from './matchesETag';
import { PUBLIC_DOCUMENT_CACHE_CONTROL, publicHeaders } from './publicHeaders';

/** A stored public document's answer before it is sent: a 200 with the body, or a 304. */
export interface StoredDocumentAnswer {
  status: 200 | 304;
  headers: Headers;
  /** The JSON to send; null on a 304. */
  body: string | null;
}

/**
 * The headers of a stored public document's answer, 200 or 304 alike but for the body's type:
 * its ETag, public cache headers, cache tags and open CORS. With a read replica, the database
 * position it was read at goes along (core's DATABASE_POSITION_HEADER), for the client to send
 * back when it revalidates.
 */
export function storedDocumentHeaders(
  etag: string,
  position: string | undefined,
  cacheTags: readonly string[],
): Headers {
  const headers = publicHeaders({
    'Cache-Control': PUBLIC_DOCUMENT_CACHE_CONTROL,
    ETag: etag,
    // A CDN in front drops it when the CMS purges one of these (CDN_PURGE_URL).
    ...cacheTagHeaders([ALL_CACHE_TAG, ...cacheTags]),
  });
  if (position !== undefined) headers.set(DATABASE_POSITION_HEADER, position);
  return headers;
}

/** The type of a stored public document's body. */
export const STORED_DOCUMENT_TYPE = 'application/json; charset=utf-8';

/**
 * A stored public document as publicGetEndpoint sends a built one (storedDocumentHeaders), or a
 * 304 when the client already has this version (`ifNoneMatch`, the request's If-None-Match). It
 * was checked against its contract when it was stored, so it is sent as it is.
 */
export function storedDocumentAnswer(
  ifNoneMatch: string | null,
  { stored, position }: PositionedDocument,
  cacheTags: readonly string[] = [],
): StoredDocumentAnswer {
  const headers = storedDocumentHeaders(stored.etag, position, cacheTags);
  if (matchesETag(ifNoneMatch, stored.etag)) return { status: 304, headers, body: null };
  headers.set('Content-Type', STORED_DOCUMENT_TYPE);
  return { status: 200, headers, body: stored.body };
}
