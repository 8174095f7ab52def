import { readFile } from 'node:fs/promises';
import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type RunningNginx, startNginx } from './helpers/startNginx';

/*
 * deploy/nginx-page-cache.conf, the README's way to cache pages at the proxy, run by a real nginx
 * in front of the real storefront: pages are cached for everyone, but a request carrying the
 * myAllergens cookie always reaches the storefront and gets the diner's filtered menu. The same
 * nginx without the snippet's two cookie lines shows what they prevent: the cached unfiltered
 * menu answering a diner who asked for milk and eggs to be left out.
 */

const stack = inject('stack');
const SNIPPET = new URL('../deploy/nginx-page-cache.conf', import.meta.url);
const MENU = '/ro/restaurant/demo-bistro';
const BAR = 'class="my-allergens-bar"';
let snippet: string;
let cookie: string;

/** nginx in front of the stack's storefront, with `pageCache` in the storefront's location. */
function proxyWith(pageCache: string): Promise<RunningNginx> {
  const storefront = new URL(stack.storefrontUrl);
  return startNginx(`
    proxy_cache_path {dir}/pages levels=1:2 keys_zone=storefront_pages:1m inactive=10m;
    server {
      listen 127.0.0.1:{port};
      location / {
        proxy_pass http://127.0.0.1:${storefront.port};
        proxy_set_header Host $host;
        ${pageCache}
      }
    }`);
}

/**
 * GET through the proxy on a brand's host, as a returning diner's browser sends it: with the
 * locale cookie saved by an earlier choice, and with `extraCookie` after it.
 */
function get(proxy: RunningNginx, path: string, extraCookie?: string) {
  const { port } = new URL(proxy.url);
  return httpGet(`${proxy.url}${path}`, {
    host: `menu.nutrischeme.localhost:${port}`,
    cookie: extraCookie === undefined ? 'locale=ro' : `locale=ro; ${extraCookie}`,
  });
}

/** GET through the proxy as a diner's first visit (a scanned QR code): no cookie at all. */
function firstVisit(proxy: RunningNginx, path: string) {
  const { port } = new URL(proxy.url);
  return httpGet(`${proxy.url}${path}`, {
    host: `menu.nutrischeme.localhost:${port}`,
    'sec-fetch-site': 'none',
  });
}

beforeAll(async () => {
  snippet = await readFile(SNIPPET, 'utf8');
  // The cookie as the storefront sets it when a diner remembers milk and eggs.
  const remembered = await fetch(`${stack.storefrontUrl}/my-allergens?return=${MENU}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: 'myAllergens=remember&exclude=milk&exclude=eggs',
  });
  expect(remembered.status).toBe(303);
  const setCookie = remembered.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^myAllergens=[^;]+/);
  cookie = setCookie.split(';')[0] ?? '';
});

describe('deploy/nginx-page-cache.conf', () => {
  let proxy: RunningNginx;

  beforeAll(async () => {
    proxy = await proxyWith(snippet);
  });

  afterAll(async () => {
    await proxy?.stop();
  });

  test('caches a page for everyone', async () => {
    const first = await get(proxy, MENU);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toMatch(/^(MISS|EXPIRED|HIT)$/);
    const second = await get(proxy, MENU);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body).not.toContain(BAR);
  });

  test("caches a first visit's page too: it saves no cookie", async () => {
    const daily = '/en/restaurant/demo-bistro/meniul-zilei';
    const first = await firstVisit(proxy, daily);
    expect(first.status).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const second = await firstVisit(proxy, daily);
    expect(second.headers['x-cache-status']).toBe('HIT');
  });

  test('passes a request with the myAllergens cookie to the storefront and keeps its answer out of the cache', async () => {
    await get(proxy, MENU);
    expect((await get(proxy, MENU)).headers['x-cache-status']).toBe('HIT');
    const diner = await get(proxy, MENU, cookie);
    expect(diner.status).toBe(200);
    expect(diner.headers['x-cache-status']).toBe('BYPASS');
    expect(diner.body).toContain(BAR);
    // Everyone else still gets the shared page, not the diner's.
    const next = await get(proxy, MENU);
    expect(next.headers['x-cache-status']).toBe('HIT');
    expect(next.body).not.toContain(BAR);
  });
});

test("without the snippet's cookie lines, the cached page would answer the diner unfiltered", async () => {
  const withoutCookieLines = snippet
    .split('\n')
    .filter((line) => !line.includes('$cookie_myAllergens'))
    .join('\n');
  expect(withoutCookieLines).not.toBe(snippet);
  const proxy = await proxyWith(withoutCookieLines);
  try {
    await get(proxy, MENU);
    const diner = await get(proxy, MENU, cookie);
    expect(diner.headers['x-cache-status']).toBe('HIT');
    expect(diner.body).not.toContain(BAR);
  } finally {
    await proxy.stop();
  }
});
