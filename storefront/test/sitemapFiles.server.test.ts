import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { seoRoutes } from '../src/server/seoRoutes';
import {
  createSitemapFileStore,
  type SitemapFileStore,
} from '../src/server/sitemapFiles/createSitemapFileStore';
import { startFakeCms } from './helpers/startFakeCms';

// The fallback brand's: 35 URLs of its own pages, then 18 of bistro-somes's, in files of 10.
const HOST = 'menu.valorinutritionale.localhost';
const MINUTE = 60_000;

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let base: string;
let close: () => Promise<void>;
let store: SitemapFileStore;
let clock = 0;

beforeAll(async () => {
  cms = await startFakeCms();
  store = createSitemapFileStore();
  const app = express();
  // Straight to the stand-in CMS (no document cache): a change shows once the sitemap reads again.
  app.use(seoRoutes({ cmsUrl: cms.url, files: store, sitemapMaxUrls: 10, now: () => clock }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close?.();
  await cms?.close();
});

beforeEach(() => {
  // A new minute for each test: the sitemap is read again.
  clock += 10 * MINUTE;
  cms.setSitemapLastmod(null);
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// The bytes as sent (httpGet reads text, which compressed bytes are not).
function getRaw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { host: HOST, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

// The XML whatever the encoding it came in.
function textOf(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

const lastmods = (xml: string) =>
  [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);

describe('sitemap files kept compressed', () => {
  test('sends the same XML in brotli, gzip or plain, as the request accepts, with one ETag', async () => {
    const br = await getRaw('/sitemap-2.xml', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await getRaw('/sitemap-2.xml', { 'accept-encoding': 'gzip' });
    const plain = await getRaw('/sitemap-2.xml');
    expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    }
    const xml = textOf(plain);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(10);
    expect(textOf(br)).toBe(xml);
    expect(textOf(gzip)).toBe(xml);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(new Set([br, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(1);
    const revalidated = await getRaw('/sitemap-2.xml', {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  test('makes a file once: a second request, and concurrent ones, get the kept bytes', async () => {
    const made = store.made;
    const [first, concurrent] = await Promise.all([
      getRaw('/sitemap-3.xml', { 'accept-encoding': 'gzip' }),
      getRaw('/sitemap-3.xml', { 'accept-encoding': 'gzip' }),
    ]);
    expect(store.made).toBe(made + 1);
    const again = await getRaw('/sitemap-3.xml', { 'accept-encoding': 'gzip' });
    expect(store.made).toBe(made + 1);
    expect(again.body.equals(first.body)).toBe(true);
    expect(concurrent.body.equals(first.body)).toBe(true);
    expect(store.bytes).toBeGreaterThan(first.body.length);
  });

  test('shows a change once the read is a minute old, and not before', async () => {
    const before = textOf(await getRaw('/sitemap-5.xml', { 'accept-encoding': 'br' }));
    expect(lastmods(before)).not.toContain('2026-11-29T10:00:00.000Z');
    cms.setSitemapLastmod('2026-11-29T10:00:00.000Z');
    clock += MINUTE / 2;
    const within = textOf(await getRaw('/sitemap-5.xml', { 'accept-encoding': 'br' }));
    expect(within).toBe(before);
    clock += MINUTE / 2;
    const after = textOf(await getRaw('/sitemap-5.xml', { 'accept-encoding': 'br' }));
    expect(lastmods(after)).toContain('2026-11-29T10:00:00.000Z');
    const index = textOf(await getRaw('/sitemap.xml'));
    expect(index).toContain('<lastmod>2026-11-29T10:00:00.000Z</lastmod>');
  });

  test('reads the data again after a minute, but makes again only the files it changed', async () => {
    await getRaw('/sitemap-1.xml', { 'accept-encoding': 'gzip' });
    await getRaw('/sitemap-5.xml', { 'accept-encoding': 'gzip' });
    const made = store.made;
    const reads = cms.requests.filter((path) => path.includes('/sitemap')).length;
    clock += MINUTE;
    await getRaw('/sitemap-1.xml', { 'accept-encoding': 'gzip' });
    expect(cms.requests.filter((path) => path.includes('/sitemap')).length).toBe(reads + 1);
    expect(store.made).toBe(made);
    // File 1 lists the brand's own pages, undated; file 5 the restaurant's dated dish pages.
    cms.setSitemapLastmod('2026-11-30T08:00:00.000Z');
    clock += MINUTE;
    const first = textOf(await getRaw('/sitemap-1.xml', { 'accept-encoding': 'gzip' }));
    expect(store.made).toBe(made);
    expect(lastmods(first)).toEqual([]);
    const fifth = textOf(await getRaw('/sitemap-5.xml', { 'accept-encoding': 'gzip' }));
    expect(store.made).toBe(made + 1);
    expect(lastmods(fifth)).toContain('2026-11-30T08:00:00.000Z');
  });
});
