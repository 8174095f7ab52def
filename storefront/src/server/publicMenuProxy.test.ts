import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publicMenuProxy } from './publicMenuProxy';

const MENU = '{"restaurant":{"name":"Bistro"}}';
const WIDGET = '(()=>{})();';
const asked: string[] = [];

async function fakeCms(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  asked.push(url);
  if (url.includes('/menus/down')) throw new TypeError('fetch failed');
  if (url.includes('/menus/broken')) return new Response('oops', { status: 500 });
  if (url.includes('/menus/bistro-somes')) {
    return new Response(MENU, { headers: { ETag: '"v1"', 'Content-Type': 'application/json' } });
  }
  return new Response('{"error":"not found"}', { status: 404 });
}

let server: Server;
let base: string;

beforeAll(async () => {
  const widgetDir = mkdtempSync(path.join(tmpdir(), 'widget-'));
  writeFileSync(path.join(widgetDir, 'widget.js'), WIDGET);
  const app = express();
  app.use(
    publicMenuProxy({ cmsUrl: 'http://cms.test', fetch: fakeCms as typeof fetch, widgetDir }),
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

describe('publicMenuProxy', () => {
  test('serves the CMS menu with open CORS, forwarding only a valid locale and menu', async () => {
    const response = await fetch(`${base}/api/public/menus/bistro-somes?locale=hu&menu=meniu&x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('etag')).toBe('"v1"');
    // A CDN in front drops it with the restaurant's pages.
    expect(response.headers.get('surrogate-key')).toBe(
      'nutrimenu nutrimenu-restaurant-bistro-somes',
    );
    expect(response.headers.get('cache-tag')).toBe('nutrimenu,nutrimenu-restaurant-bistro-somes');
    expect(await response.text()).toBe(MENU);
    expect(asked.at(-1)).toBe('http://cms.test/api/public/menus/bistro-somes?locale=hu&menu=meniu');
    await fetch(`${base}/api/public/menus/bistro-somes?locale=pl&menu=..%2Fx`);
    expect(asked.at(-1)).toBe('http://cms.test/api/public/menus/bistro-somes?locale=ro');
  });

  test('answers 304 to a matching If-None-Match', async () => {
    const response = await fetch(`${base}/api/public/menus/bistro-somes?locale=ro`, {
      headers: { 'If-None-Match': '"v1"' },
    });
    expect(response.status).toBe(304);
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
});
