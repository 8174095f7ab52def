import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ALL_CACHE_TAG,
  DATABASE_POSITION_HEADER,
  MIN_DATABASE_POSITION_HEADER,
  publicMenuSchema,
  restaurantCacheTag,
  restaurantLocalesSchema,
} from '@nutrimenu/core/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { menuDocumentKey } from '../src/publicApi/storedDocuments/publicDocumentKeys';
import { type RunningCms, startCms } from './helpers/startCms';

/*
 * The public menu read through the production CMS (server.ts, the demo seed), whose front answers
 * a stored menu before Next and Payload (src/publicApi/front): the same status, headers and body
 * as the endpoint that built it, in each encoding, its 304, a malformed position refused, and
 * what still goes to Payload (a missing or expired row built and stored, the locales, a 400, a
 * 404, the preflight).
 */

const SLUG = 'demo-bistro';
const MENU = `/api/public/menus/${SLUG}?locale=ro`;
const KEY = menuDocumentKey(SLUG, undefined, 'ro');

let cms: RunningCms;
let db: pg.Client;

beforeAll(async () => {
  cms = await startCms();
  db = new pg.Client({ connectionString: cms.databaseUrl });
  await db.connect();
}, 900_000);

afterAll(async () => {
  await db?.end();
  await cms?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}${path}`, { headers });

/**
 * A response's headers but those of the moment, the connection and its framing, and those Next
 * adds to every answer of its own (its router's Vary names, client hints, X-Powered-By).
 */
function headersOf(response: Response): Record<string, string> {
  const notTheDocument = [
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
    'vary',
    'accept-ch',
    'critical-ch',
    'x-powered-by',
  ];
  return Object.fromEntries(
    [...response.headers].filter(([name]) => !notTheDocument.includes(name)),
  );
}

/** A raw GET over HTTP/1.1 (no decoding by the client), its status, headers and body's bytes. */
async function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${cms.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function storedRow(): Promise<{ etag: string; body: string; updated_at: Date } | undefined> {
  const { rows } = await db.query<{ etag: string; body: string; updated_at: Date }>(
    'SELECT etag, body, updated_at FROM public_documents WHERE key = $1',
    [KEY],
  );
  return rows[0];
}

describe('a stored public menu over HTTP', () => {
  test('is answered with the status, headers and body of the read that built it', async () => {
    await db.query('DELETE FROM public_documents WHERE key = $1', [KEY]);
    const built = await get(MENU);
    const builtBody = await built.text();
    expect(built.status).toBe(200);
    const row = await storedRow();
    expect(row?.body).toBe(builtBody);

    const stored = await get(MENU);
    expect(stored.status).toBe(200);
    expect(await stored.text()).toBe(builtBody);
    expect(headersOf(stored)).toEqual(headersOf(built));
    expect(publicMenuSchema.parse(JSON.parse(builtBody)).restaurant.slug).toBe(SLUG);
    expect(stored.headers.get('etag')).toBe(row?.etag);
    expect(stored.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(stored.headers.get('cache-control')).toBe('public, no-cache');
    expect(stored.headers.get('access-control-allow-origin')).toBe('*');
    expect(stored.headers.get('access-control-allow-credentials')).toBeNull();
    expect(stored.headers.get('access-control-expose-headers')).toBe(
      `ETag, ${DATABASE_POSITION_HEADER}`,
    );
    expect(stored.headers.get('cache-tag')).toBe(
      [ALL_CACHE_TAG, restaurantCacheTag(SLUG)].join(','),
    );
    // No read replica here: no position to send.
    expect(stored.headers.get(DATABASE_POSITION_HEADER)).toBeNull();
    // The CMS's security headers (next.config.ts) reach this answer too.
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stored.headers.get('strict-transport-security')).toBeNull();
    expect(stored.headers.get('vary')).toBe('Accept-Encoding');
    expect(stored.headers.get('x-powered-by')).toBeNull();
  });

  test('sends the same JSON in brotli, gzip and plain, as the client asks, its length given', async () => {
    const plain = await rawGet(MENU, { 'Accept-Encoding': 'identity' });
    const br = await rawGet(MENU, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(MENU, { 'Accept-Encoding': 'gzip' });
    const row = await storedRow();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString('utf8')).toBe(row?.body);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(row?.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(row?.body);
    for (const answer of [plain, br, gzip]) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
    // Compressed, the menu is a fraction of its JSON.
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    // Behind a proxy that speaks https: HSTS, as on every CMS answer.
    const https = await get(MENU, { 'X-Forwarded-Proto': 'https' });
    await https.arrayBuffer();
    expect(https.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  test("answers 304 to its ETag, with the headers of its 200 but the body's", async () => {
    const full = await get(MENU);
    await full.arrayBuffer();
    const etag = full.headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await get(MENU, { 'If-None-Match': ifNoneMatch });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      const { 'content-type': _type, 'content-encoding': _encoding, ...rest } = headersOf(full);
      expect(headersOf(revalidated)).toEqual(rest);
      expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
    }
    const changed = await get(MENU, { 'If-None-Match': '"an older version"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe(etag);
    await changed.arrayBuffer();
  });

  test('sends what its row holds, and builds it again once it has expired', async () => {
    await db.query(
      `UPDATE public_documents SET etag = '"tampered"', body = '{"tampered":true}' WHERE key = $1`,
      [KEY],
    );
    // Every encoding: none is sent from what was kept of the row's former version.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const tampered = await get(MENU, { 'Accept-Encoding': encoding });
      expect(await tampered.json()).toEqual({ tampered: true });
      expect(tampered.headers.get('etag')).toBe('"tampered"');
    }

    await db.query(
      `UPDATE public_documents SET valid_until = now() - interval '1 minute' WHERE key = $1`,
      [KEY],
    );
    const rebuilt = await get(MENU);
    expect(rebuilt.status).toBe(200);
    expect(publicMenuSchema.parse(await rebuilt.json()).restaurant.slug).toBe(SLUG);
    const row = await storedRow();
    expect(row?.etag).toBe(rebuilt.headers.get('etag'));
    expect(row?.etag).not.toBe('"tampered"');
  });

  test('refuses a malformed database position, and reads at any valid one', async () => {
    const refused = await get(MENU, { [MIN_DATABASE_POSITION_HEADER]: 'soon' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await refused.json()).message).toContain(MIN_DATABASE_POSITION_HEADER);
    const read = await get(MENU, { [MIN_DATABASE_POSITION_HEADER]: '0/1' });
    expect(read.status).toBe(200);
    await read.arrayBuffer();
  });
});

describe('what goes on to Payload', () => {
  test('an unknown restaurant or menu is a 404, a bad locale a 400 naming it', async () => {
    const unknown = await get('/api/public/menus/no-such-restaurant?locale=ro');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    expect((await unknown.json()).message).toContain('no-such-restaurant');
    const noMenu = await get(`/api/public/menus/${SLUG}?menu=no-such-menu&locale=ro`);
    expect(noMenu.status).toBe(404);
    await noMenu.arrayBuffer();
    const badLocale = await get(`/api/public/menus/${SLUG}?locale=xx`);
    expect(badLocale.status).toBe(400);
    expect((await badLocale.json()).message).toContain('"xx"');
    const notASlug = await get('/api/public/menus/Not%20a%20slug');
    expect(notASlug.status).toBe(404);
    await notASlug.arrayBuffer();
  });

  test("the restaurant's locales, and the preflight", async () => {
    const locales = await get(`/api/public/menus/${SLUG}?only=locales`);
    expect(locales.status).toBe(200);
    expect(restaurantLocalesSchema.parse(await locales.json()).defaultLocale).toBe('ro');
    const preflight = await fetch(`${cms.url}${MENU}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://restaurant.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': `if-none-match, ${MIN_DATABASE_POSITION_HEADER}`,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('If-None-Match');
  });
});
