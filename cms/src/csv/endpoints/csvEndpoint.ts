import type { Translate } from '@nutrimenu/core/messages';
import type { Endpoint, PayloadRequest } from 'payload';
import { adminTranslator } from '../../utilities/adminTranslator';
import { CsvRequestError } from './CsvRequestError';

/** A request known to come from a signed-in user. */
export type CsvRequest = PayloadRequest & { user: NonNullable<PayloadRequest['user']> };

/** What an endpoint answers: a CSV file, or JSON. */
export type CsvAnswer =
  | { kind: 'file'; body: string; fileName: string }
  | { kind: 'json'; status: 200 | 400; body: unknown };

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

function errorResponse(status: number, message: string, errors: unknown[] = []): Response {
  return Response.json(
    { message, errors: errors.length > 0 ? errors : [{ message }] },
    { status, headers: NO_STORE },
  );
}

// Payload's own errors carry their HTTP status (NotFound 404, Forbidden 403, ValidationError 400).
function payloadStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * An endpoint of the CSV import and export under /api/csv: 401 without a session; the file as an
 * attachment (never cached: it holds one restaurant's data) or the JSON answer; refusals with a
 * message a person can act on (a 400 lists every problem of the file with its row and column);
 * a logged 500 with a generic message for anything unexpected.
 */
export function csvEndpoint(
  method: 'get' | 'post',
  path: string,
  handle: (req: CsvRequest, t: Translate) => Promise<CsvAnswer>,
): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      const t = await adminTranslator(req);
      if (!req.user) return errorResponse(401, t('admin.csv.error.signIn'));
      try {
        const answer = await handle(req as CsvRequest, t);
        if (answer.kind === 'json') {
          return Response.json(answer.body, { status: answer.status, headers: NO_STORE });
        }
        return new Response(answer.body, {
          status: 200,
          headers: {
            ...NO_STORE,
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${answer.fileName}"`,
          },
        });
      } catch (error) {
        if (error instanceof CsvRequestError) {
          return errorResponse(error.status, error.message, error.issues);
        }
        const status = payloadStatus(error);
        if (status !== null) return errorResponse(status, (error as Error).message);
        req.payload.logger.error({ err: error, url: req.url }, `CSV ${method} ${path} failed`);
        return errorResponse(500, t('admin.csv.error.unexpected'));
      }
    },
  };
}
