import type { Translate } from '@nutrimenu/core/messages';
import type { Endpoint, PayloadRequest } from 'payload';
import { adminTranslator } from './adminTranslator';
import { EndpointError, type ErrorEntry } from './EndpointError';
import { privateJson } from './privateResponse';

/** A request known to come from a signed-in user. */
export type SignedInRequest = PayloadRequest & { user: NonNullable<PayloadRequest['user']> };

function errorResponse(status: number, errors: readonly ErrorEntry[]): Response {
  return privateJson({ errors }, status);
}

// Payload's own errors carry their status (NotFound 404, Forbidden 403, ValidationError 400) and
// a message Payload wrote in the admin's language.
function payloadRefusal(error: unknown): { status: number; message: string } | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { status, message: (error as Error).message };
}

/**
 * A custom endpoint for signed-in users, answering errors in one shape, Payload's own:
 * `{ errors: [{ message, …details }] }`, never cached. Without a session: 401. `handle` gets the
 * request and core's translator for the admin's language (`req.i18n.language`); it answers a
 * `Response` (see `privateFile`, `privateJson`) or refuses with an `EndpointError` whose message
 * it wrote with that translator. Payload's own 4xx errors keep their status and message; anything
 * else is logged and answered 500 with Payload's generic message, so a stack trace never leaks.
 *
 * @example
 * export const overviewEndpoint = signedInEndpoint('get', '/overview', async (req, t) =>
 *   privateJson(await overviewFor(req.user, t)),
 * );
 */
export function signedInEndpoint(
  method: 'get' | 'post',
  path: string,
  handle: (req: SignedInRequest, t: Translate) => Promise<Response>,
): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      if (!req.user) return errorResponse(401, [{ message: req.t('error:unauthorized') }]);
      try {
        return await handle(req as SignedInRequest, await adminTranslator(req));
      } catch (error) {
        if (error instanceof EndpointError) return errorResponse(error.status, error.errors);
        const refusal = payloadRefusal(error);
        if (refusal) return errorResponse(refusal.status, [{ message: refusal.message }]);
        req.payload.logger.error({ err: error, url: req.url }, `${method} ${path} failed`);
        return errorResponse(500, [{ message: req.t('error:unknown') }]);
      }
    },
  };
}
