import type { MessageKey } from '@nutrimenu/core/messages';
import { requestTranslator } from './requestTranslator';

/** Deeper than any document of the CMS (a recipe line's nested group is 4 levels down). */
export const MAX_BODY_DEPTH = 32;

type RouteHandler<A> = (request: Request, args: A) => Promise<Response>;

/**
 * What a write's body must be: `document` (Payload's own create, update and sign-in operations) a
 * JSON object or a multipart form; `graphql` a JSON object; `other` (custom endpoints, which read
 * their own types) well-formed when it says it is JSON or multipart.
 */
export type BodyKind = 'document' | 'graphql' | 'other';

const WRITES = new Set(['POST', 'PATCH', 'PUT']);

const mediaTypeOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

/** A body nested deeper than `limit`, walked without recursion so no depth can overflow the stack. */
function tooDeep(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

async function refuse(
  request: Request,
  status: 400 | 415,
  key: MessageKey,
  values?: Record<string, number>,
): Promise<Response> {
  const t = await requestTranslator(request);
  return Response.json(
    { errors: [{ message: t(key, values) }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** Forms up to this size are read once here to find a broken one; larger ones (videos) go through. */
const FORM_CHECK_BYTES = 2 * 1024 * 1024;

// Payload answers a form it cannot read, or whose `_payload` field is not JSON, with a 500.
async function formProblem(request: Request): Promise<Response | null> {
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(length <= FORM_CHECK_BYTES)) return null;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return refuse(request, 400, 'admin.error.unsupportedBody');
  }
  const text = form.get('_payload');
  return typeof text === 'string' ? jsonProblem(request, text, 'document') : null;
}

// A JSON body (or a form's `_payload`) that does not parse, is not an object, or nests too deep.
async function jsonProblem(
  request: Request,
  text: string,
  kind: BodyKind,
): Promise<Response | null> {
  if (text.trim() === '') {
    return kind === 'other' ? null : refuse(request, 400, 'admin.error.bodyRequired');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse(request, 400, 'admin.error.invalidJson');
  }
  if (kind !== 'other' && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    return refuse(request, 400, 'admin.error.bodyRequired');
  }
  if (tooDeep(data, MAX_BODY_DEPTH)) {
    return refuse(request, 400, 'admin.error.bodyTooDeep', { depth: MAX_BODY_DEPTH });
  }
  return null;
}

/**
 * The problem with a write's body, answered before Payload reads it, or null when Payload may
 * have it. Payload answers these with 500s (a GraphQL body that is not JSON, a create with no
 * body or a text/plain one, a multipart form without its boundary) or overflows its stack (data
 * nested thousands deep): all of them are the caller's mistake, so they are a 400 (or 415 for a
 * type of body the route does not take) with a message in the caller's language.
 */
async function bodyProblem(request: Request, kind: BodyKind): Promise<Response | null> {
  const type = mediaTypeOf(request);
  if (type.startsWith('multipart/')) {
    if (kind === 'graphql') return refuse(request, 415, 'admin.error.unsupportedBody');
    const boundary = /;\s*boundary=("?)[^";]+\1/i.test(request.headers.get('content-type') ?? '');
    if (!boundary) return refuse(request, 400, 'admin.error.unsupportedBody');
    return formProblem(request);
  }
  const isJson = type === 'application/json' || type.endsWith('+json');
  if (!isJson) {
    // Custom endpoints take their own types (a CSV as text/csv or text/plain).
    if (kind === 'other') return null;
    // fetch() labels even an empty string text/plain: no data is the problem to name then.
    const empty = (await request.clone().arrayBuffer()).byteLength === 0;
    if (empty) return refuse(request, 400, 'admin.error.bodyRequired');
    return refuse(request, 415, 'admin.error.unsupportedBody');
  }
  return jsonProblem(request, await request.clone().text(), kind);
}

/**
 * A read sent as a POST (`X-Payload-HTTP-Method-Override: GET`, its query as a form-urlencoded
 * or JSON body): Payload's own relationship fields and list views ask this way when a query is
 * too long for an address, and Payload answers it as the GET it is.
 */
function isReadOverride(request: Request): boolean {
  return [
    request.headers.get('X-Payload-HTTP-Method-Override'),
    request.headers.get('X-HTTP-Method-Override'),
  ].some((method) => method?.toUpperCase() === 'GET');
}

/**
 * Wraps one of Payload's route handlers (REST or GraphQL) so that a write's body is checked
 * first (see `bodyProblem`); reads and valid bodies reach Payload untouched.
 *
 * @example
 * export const POST = guardRequestBody(REST_POST(config), restBodyKind(config));
 */
export function guardRequestBody<A>(
  handler: RouteHandler<A>,
  kindOf: (request: Request) => BodyKind | Promise<BodyKind>,
): RouteHandler<A> {
  return async (request, args) => {
    if (WRITES.has(request.method.toUpperCase()) && !isReadOverride(request)) {
      const problem = await bodyProblem(request, await kindOf(request));
      if (problem) return problem;
    }
    return handler(request, args);
  };
}
