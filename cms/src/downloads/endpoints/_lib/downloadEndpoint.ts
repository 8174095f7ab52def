import type { Endpoint, PayloadRequest } from 'payload';
import { DownloadError } from './DownloadError';

/** A file to send: its bytes or text, media type and the name it is saved under. */
export interface DownloadFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/** A request known to come from a signed-in user. */
export type SignedInRequest = PayloadRequest & { user: NonNullable<PayloadRequest['user']> };

const GENERIC_ERROR = 'The file could not be made. Please try again later.';

function errorResponse(status: number, message: string): Response {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

// Payload's own errors carry their HTTP status (NotFound 404, Forbidden 403, ValidationError 400).
function payloadStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * A GET endpoint under /api/downloads for signed-in users: 401 without a session, the file as an
 * attachment otherwise (never cached: it holds one tenant's data), 400/404 with a message a
 * person can act on, and a logged 500 with a generic message for anything unexpected.
 */
export function downloadEndpoint(
  path: string,
  build: (req: SignedInRequest) => Promise<DownloadFile>,
): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      if (!req.user) return errorResponse(401, 'Sign in to download this file.');
      try {
        const file = await build(req as SignedInRequest);
        const body = typeof file.body === 'string' ? file.body : new Uint8Array(file.body);
        return new Response(body, {
          status: 200,
          headers: {
            'Content-Type': file.contentType,
            'Content-Disposition': `attachment; filename="${file.fileName}"`,
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      } catch (error) {
        if (error instanceof DownloadError) return errorResponse(error.status, error.message);
        const status = payloadStatus(error);
        if (status !== null) return errorResponse(status, (error as Error).message);
        req.payload.logger.error({ err: error, url: req.url }, `Download ${path} failed`);
        return errorResponse(500, GENERIC_ERROR);
      }
    },
  };
}
