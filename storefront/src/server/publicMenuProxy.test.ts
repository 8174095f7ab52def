import { mkdtempSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createImageStore } from './images/createImageStore';
import { compressWidget } from './precompressed/compressWidget';
import { publicMenuProxy } from './publicMenuProxy';
import { createWidgetMenuBodies } from './widgetMenuBodies';

const PICTURE = { url: '/api/media/file/ciorba-768x576.webp', width: 768, height: 576 };
const SQUARE = { url: '/api/media/file/ciorba-320x320.webp', width: 320, height: 320 };
const MENU = JSON.stringify({
  restaurant: {
    name: 'Bistro',
    logo: { url: '/api/media/file/logo.png', width: 192, height: 192, alt: 'Bistro' },
  },
  menu: {
    sections: [
      {
        id: 's',
        title: 'Supe',
        dishes: [
          {
            name: 'Ciorbă',
            image: { ...PICTURE, alt: 'O ciorbă', widths: [], square: SQUARE },
          },
          { name: 'Fără poză', image: { ...PICTURE, url: '/api/media/file/gone.webp', alt: '' } },
        ],
      },
    ],
  },
});
const SQUARE_BYTES = Buffer.from('the square crop');
const WIDGET = '(()=>{})();';
const asked: string[] = [];
/** The CMS document's version: its ETag, and the restaurant's name. */
let menuVersion = 1;
/** Every image address the proxy asked the image store for. */
const resolved: string[] = [];
const bodies = createWidgetMenuBodies();

async function fakeCms(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  asked.push(url);
  if (url.includes('/menus/down')) throw new TypeError('fetch failed');
  if (url.includes('/menus/broken')) return new Response('oops', { status: 500 });
  if (url.includes('/menus/garbled')) return new Response('{"restaurant":', { status: 200 });
  if (url.endsWith(SQUARE.url)) {
    return new Response(SQUARE_BYTES, { headers: { 'Content-Type': 'image/webp' } });
  }
  if (url.endsWith('/logo.png')) {
    return new Response('logo', { headers: { 'Content-Type': 'image/png' } });
  }
  if (url.includes('/menus/bistro-somes')) {
    const menu = MENU.replace(
      '"Bistro"',
      menuVersion === 1 ? '"Bistro"' : `"Bistro v${menuVersion}"`,
    );
    return new Response(menu, {
      headers: { ETag: `"v${menuVersion}"`, 'Content-Type': 'application/json' },
    });
  }
  return new Response('{"error":"not found"}', { status: 404 });
}

let server: Server;
let base: string;

beforeAll(async () => {
  const widgetDir = mkdtempSync(path.join(tmpdir(), 'widget-'));
  writeFileSync(path.join(widgetDir, 'widget.js'), WIDGET);
  const app = express();
  // As in the real app (app.ts): precompressed widget bytes must pass through it unchanged.
  app.use(compression());
  const images = createImageStore({ cmsUrl: 'http://cms.test', fetch: fakeCms as typeof fetch });
  app.use(
    publicMenuProxy({
      cmsUrl: 'http://cms.test',
      fetch: fakeCms as typeof fetch,
      resolveImage: (url) => {
        resolved.push(url);
        return images.resolve(url);
      },
      bodies,
      widgetDir,
    }),
  );
  app.use((_req, res) => {
    res.status(404).send('page');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

/** A GET with its own Host header, which fetch does not let a caller set. */
function bodyWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { Host: host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A GET with an Accept-Encoding, its body as sent (fetch would decode it). */
function getRaw(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('publicMenuProxy', () => {
  test('serves the CMS menu with open CORS, forwarding only a valid locale and menu', async () => {
    const response = await fetch(`${base}/api/public/menus/bistro-somes?locale=hu&menu=meniu&x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    // A CDN in front drops it with the restaurant's pages.
    expect(response.headers.get('surrogate-key')).toBe(
      'nutrimenu nutrimenu-restaurant-bistro-somes',
    );
    expect(response.headers.get('cache-tag')).toBe('nutrimenu,nutrimenu-restaurant-bistro-somes');
    expect(JSON.parse(await response.text()).restaurant.name).toBe('Bistro');
    expect(asked).toContain('http://cms.test/api/public/menus/bistro-somes?locale=hu&menu=meniu');
    asked.length = 0;
    await fetch(`${base}/api/public/menus/bistro-somes?locale=pl&menu=..%2Fx`);
    expect(asked).toEqual(['http://cms.test/api/public/menus/bistro-somes?locale=ro']);
  });

  test("points each dish at its square crop on the storefront, absolute for other sites' pages", async () => {
    const response = await fetch(`${base}/api/public/menus/bistro-somes?locale=ro`);
    const body = await response.json();
    const [kept, gone] = body.menu.sections[0].dishes;
    expect(kept.image).toEqual({
      url: expect.stringMatching(
        new RegExp(`^${base}/img/[A-Za-z0-9_-]{16}/api/media/file/ciorba-320x320\\.webp$`),
      ),
      width: 320,
      height: 320,
      alt: 'O ciorbă',
    });
    // An image the storefront cannot fetch is left out, as on the pages.
    expect(gone).toEqual({ name: 'Fără poză' });
    expect(body.restaurant.logo.url).toMatch(new RegExp(`^${base}/img/.+/logo\\.png$`));
    expect(response.headers.get('vary')).toContain('Host');
  });

  test('answers 304 to the ETag of the body it sent, 503 to a body that is not JSON', async () => {
    const url = `${base}/api/public/menus/bistro-somes?locale=ro`;
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    const garbled = await fetch(`${base}/api/public/menus/garbled`);
    expect([garbled.status, await garbled.json()]).toEqual([503, { error: 'unavailable' }]);
  });

  test("builds a document's body once per host, again when the document changes or the store is cleared", async () => {
    bodies.clear();
    resolved.length = 0;
    const url = `${base}/api/public/menus/bistro-somes?locale=it`;
    const first = await (await fetch(url)).text();
    const perBuild = resolved.length;
    expect(perBuild).toBeGreaterThan(0);
    expect(await (await fetch(url)).text()).toBe(first);
    expect(resolved).toHaveLength(perBuild);
    // Another host gets its own absolute addresses.
    expect(await bodyWithHost(url, 'menu.example.localhost')).toContain(
      'http://menu.example.localhost/img/',
    );
    expect(resolved).toHaveLength(2 * perBuild);
    menuVersion = 2;
    try {
      expect(JSON.parse(await (await fetch(url)).text()).restaurant.name).toBe('Bistro v2');
      expect(resolved).toHaveLength(3 * perBuild);
    } finally {
      menuVersion = 1;
    }
    bodies.clear();
    expect(await (await fetch(url)).text()).toBe(first);
    expect(resolved).toHaveLength(4 * perBuild);
  });

  test('answers 404 and 503 as JSON, with CORS', async () => {
    const missing = await fetch(`${base}/api/public/menus/nobody`);
    expect([missing.status, await missing.json()]).toEqual([404, { error: 'not_found' }]);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    const bad = await fetch(`${base}/api/public/menus/Not%20A%20Slug`);
    expect(bad.status).toBe(404);
    for (const slug of ['down', 'broken']) {
      const response = await fetch(`${base}/api/public/menus/${slug}`);
      expect([response.status, await response.json()]).toEqual([503, { error: 'unavailable' }]);
      expect(response.headers.get('retry-after')).toBe('30');
    }
  });

  test('serves widget.js (5 minutes) and its content-hashed URL (immutable)', async () => {
    const stable = await fetch(`${base}/widget.js`);
    expect(stable.status).toBe(200);
    expect(stable.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await stable.text()).toBe(WIDGET);
    const pinned = /<(\/widget\/[0-9a-f]{16}\.js)>/.exec(stable.headers.get('link') ?? '')?.[1];
    expect(pinned).toBeDefined();
    const versioned = await fetch(`${base}${pinned}`);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await versioned.text()).toBe(WIDGET);
    expect((await fetch(`${base}/widget/0000000000000000.js`)).status).toBe(404);
  });

  test('sends widget.js precompressed in brotli and gzip, the bytes its size budget measures', async () => {
    const encoded = compressWidget(Buffer.from(WIDGET));
    for (const [accept, expected, decode] of [
      ['gzip, deflate, br, zstd', encoded.br, brotliDecompressSync],
      ['gzip', encoded.gzip, gunzipSync],
    ] as const) {
      const { headers, body } = await getRaw(`${base}/widget.js`, accept);
      expect(headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(headers.vary).toContain('Accept-Encoding');
      expect(body.equals(expected)).toBe(true);
      expect(decode(body).toString('utf8')).toBe(WIDGET);
    }
    const identity = await getRaw(`${base}/widget.js`, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(WIDGET);
  });
});
