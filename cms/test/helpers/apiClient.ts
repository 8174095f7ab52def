import {
  GRAPHQL_POST,
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
} from '@payloadcms/next/routes';
import type { SanitizedConfig } from 'payload';

/** What a test reads from a response: the status and the parsed JSON body (or the text). */
export interface ApiResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field by the tests
  body: any;
  /** The response headers, e.g. to read `Set-Cookie` or `Retry-After`. */
  headers?: Headers;
}

export interface RestOptions {
  token?: string | undefined;
  json?: unknown;
  form?: FormData;
  /** Extra request headers, e.g. `Accept-Language` to choose the language of the answer. */
  headers?: Record<string, string>;
}

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A file answer: status, headers and the body's bytes. */
export interface DownloadResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

const ORIGIN = 'http://localhost:3000';

/**
 * Calls Payload's REST and GraphQL route handlers (the very functions the Next app routes
 * export, cms/src/app/(payload)/api) with Web `Request`s, so a test goes through HTTP parsing, JWT authentication, access
 * control and error handling exactly as a browser's request does, without a running server.
 */
export function createApiClient(config: SanitizedConfig) {
  const restHandlers = {
    GET: REST_GET(config),
    POST: REST_POST(config),
    PATCH: REST_PATCH(config),
    DELETE: REST_DELETE(config),
    OPTIONS: REST_OPTIONS(config),
  };

  /**
   * Hands a Web `Request` for `/api/…` to the route handler of its method and gives back the raw
   * `Response`, for tests that read headers, ETags and non-JSON bodies themselves.
   */
  function send(request: Request): Promise<Response> {
    const method = request.method as keyof typeof restHandlers;
    // Next passes the catch-all segments of /api/[...slug] decoded, as here.
    const slug = new URL(request.url).pathname
      .replace(/^\/api\//, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    return restHandlers[method](request, { params: Promise.resolve({ slug }) });
  }
  const graphqlHandler = GRAPHQL_POST(config);

  const authorization = (token: string | undefined): Record<string, string> =>
    token ? { Authorization: `JWT ${token}` } : {};

  /** `path` is what follows `/api/`, query string included: `recipes/3?depth=0`. */
  async function rest(
    method: RestMethod,
    path: string,
    options: RestOptions = {},
  ): Promise<ApiResponse> {
    const url = new URL(`/api/${path}`, ORIGIN);
    const headers: Record<string, string> = { ...options.headers, ...authorization(options.token) };
    let body: BodyInit | undefined;
    if (options.form) {
      body = options.form;
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await send(new Request(url, { method, headers, ...(body ? { body } : {}) }));
    return { status: response.status, headers: response.headers, body: await parseBody(response) };
  }

  async function graphql(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> {
    const request = new Request(new URL('/api/graphql', ORIGIN), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers, ...authorization(token) },
      body: JSON.stringify({ query, variables }),
    });
    const response = await graphqlHandler(request);
    return { status: response.status, headers: response.headers, body: await parseBody(response) };
  }

  /**
   * GETs `path` (what follows `/api/`) and keeps the body as bytes, for endpoints that answer
   * files (PDF, PNG, CSV) rather than JSON.
   */
  async function download(path: string, token?: string): Promise<DownloadResponse> {
    const url = new URL(`/api/${path}`, ORIGIN);
    const response = await send(new Request(url, { method: 'GET', headers: authorization(token) }));
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  /** Signs in through POST /api/users/login and returns the JWT, failing loudly otherwise. */
  async function login(email: string, password: string): Promise<string> {
    const response = await rest('POST', 'users/login', { json: { email, password } });
    if (response.status !== 200 || typeof response.body?.token !== 'string') {
      throw new Error(
        `Login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`,
      );
    }
    return response.body.token;
  }

  return { rest, graphql, login, download, send };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
