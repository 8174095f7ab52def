import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const MENU_JSON = readFileSync(
  createRequire(import.meta.url).resolve(
    '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json',
  ),
  'utf8',
);
const WIDGET_JS = readFileSync(new URL('../../dist/widget.js', import.meta.url), 'utf8');
// A 1×1 transparent PNG standing in for the fixture's dish images.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface Servers {
  /** The storefront stand-in: widget.js, the public menus of bistro-somes and closed-bistro, images. */
  api: string;
  /** Another origin serving the host pages. */
  host: string;
  /** The `Cookie` headers the menu endpoint received. */
  cookies: (string | undefined)[];
  close: () => Promise<void>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** Starts the widget's origin and a host-page origin; `pages` maps a path to [html, csp?]. */
export async function startServers(
  pages: (api: string) => Record<string, { html: string; csp?: string }>,
): Promise<Servers> {
  const cookies: (string | undefined)[] = [];
  const apiServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/widget.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(WIDGET_JS);
    } else if (url.pathname === '/api/public/menus/bistro-somes') {
      cookies.push(req.headers.cookie);
      // The fixture's images on a CDN are served here, so pages need no other origin.
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(MENU_JSON.replaceAll('https://cdn.nutrimenu.example/', `${api}/api/`));
    } else if (url.pathname === '/api/public/menus/closed-bistro') {
      // A restaurant without an active subscription: the contract's document without a menu.
      const closed = { ...JSON.parse(MENU_JSON), state: 'no-subscription', menu: null };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(closed));
    } else if (/^\/api\/(media|api\/media)\//.test(url.pathname)) {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL);
    } else {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
    }
  });
  const api = await listen(apiServer);
  const table = pages(api);
  const hostServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    // Chromium asks every origin for a favicon; a 404 would be logged as a console error.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const page = table[path];
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' };
    if (page.csp) headers['Content-Security-Policy'] = page.csp;
    res.writeHead(200, headers).end(page.html);
  });
  const host = await listen(hostServer);
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    api,
    host,
    cookies,
    close: async () => {
      apiServer.closeAllConnections();
      hostServer.closeAllConnections();
      await Promise.all([close(apiServer), close(hostServer)]);
    },
  };
}
