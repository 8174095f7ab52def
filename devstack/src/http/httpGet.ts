import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GETs `url` with the headers exactly as given. fetch() cannot: Host is a forbidden header name
 * there (a brand's host must be sent as such), it adds `Cache-Control: no-cache` to a request
 * with If-None-Match, and Node does not resolve `*.localhost` names.
 *
 * @example
 * await httpGet(`${storefront.url}/robots.txt`, { host: 'menu.nutrischeme.localhost:8080' });
 */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
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
