import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: not normalised (`..` stays), not re-encoded (`%E0%A4%A` stays). */
  path: string;
  headers: Record<string, string>;
}

/**
 * Sends `req` to the server at `origin` exactly as written. fetch() and `http.request(url)` parse
 * the URL first, which resolves `..` and escapes what a hostile client would send raw.
 */
export function rawRequest(origin: string, req: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, method: req.method, path: req.path, headers: req.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error('no answer within 20 s')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
