import { request } from 'node:http';

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET `url` with another Host header, as a browser on a brand's host sends it. fetch() cannot:
 * Host is a forbidden header name there, and Node does not resolve `*.localhost` names.
 *
 * @example
 * await getWithHost(`${stack.storefrontUrl}/robots.txt`, `menu.nutrischeme.localhost:${port}`);
 */
export function getWithHost(url: string, host: string): Promise<HostResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
