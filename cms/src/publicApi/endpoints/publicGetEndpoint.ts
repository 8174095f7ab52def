import { ALL_CACHE_TAG, cacheTagHeaders } from '@nutrimenu/core/contract';
import type { Endpoint, PayloadRequest } from 'payload';
import type { z } from 'zod';
import { contentVersion } from '../contentVersion';
import { matchesETag } from './matchesETag';
import { publicError } from './publicError';
import { PUBLIC_DOCUMENT_CACHE_CONTROL, publicHeaders } from './publicHeaders';

/** What a public builder answers: a document (with its version, if it carries one) or an error. */
export type PublicOutcome =
  | { document: unknown; version?: string }
  | { error: { status: 400 | 404; message: string } };

const GENERIC_ERROR = 'The server could not build this document. Please try again later.';

/**
 * A GET endpoint under /api/public. The document is validated against its contract before it is
 * sent: a document that does not match is a bug, answered with a logged 500 and a generic
 * message (never the issues or a stack trace). A valid one goes out with its ETag, public cache
 * headers and open CORS, or as a 304 when the client already has this version.
 */
export function publicGetEndpoint<T>(options: {
  path: string;
  schema: z.ZodType<T>;
  build: (req: PayloadRequest) => Promise<PublicOutcome>;
  /** The document's CDN cache tags besides the site-wide one (core's cacheTags). */
  cacheTags?: (req: PayloadRequest) => string[];
}): Endpoint {
  const { path, schema, build, cacheTags } = options;
  return {
    path,
    method: 'get',
    handler: async (req) => {
      try {
        const outcome = await build(req);
        if ('error' in outcome) return publicError(outcome.error.status, outcome.error.message);
        const parsed = schema.safeParse(outcome.document);
        if (!parsed.success) {
          req.payload.logger.error(
            { url: req.url, issues: parsed.error.issues },
            `Public endpoint ${path}: the document does not match its contract`,
          );
          return publicError(500, GENERIC_ERROR);
        }
        const etag = `"${outcome.version ?? contentVersion(parsed.data)}"`;
        const headers = publicHeaders({
          'Cache-Control': PUBLIC_DOCUMENT_CACHE_CONTROL,
          ETag: etag,
          // A CDN in front drops it when the CMS purges one of these (CDN_PURGE_URL).
          ...cacheTagHeaders([ALL_CACHE_TAG, ...(cacheTags?.(req) ?? [])]),
        });
        if (matchesETag(req.headers.get('If-None-Match'), etag)) {
          return new Response(null, { status: 304, headers });
        }
        headers.set('Content-Type', 'application/json; charset=utf-8');
        return new Response(JSON.stringify(parsed.data), { status: 200, headers });
      } catch (error) {
        req.payload.logger.error({ err: error, url: req.url }, `Public endpoint ${path} failed`);
        return publicError(500, GENERIC_ERROR);
      }
    },
  };
}
