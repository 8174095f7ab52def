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
 * The public menu read through the production CMS (`next start`, the demo seed), where the
 * catch-all route answers a stored menu before Payload's handler (withStoredPublicMenus): the
 * same status, headers and body as the endpoint that built it, its 304, a malformed position
 * refused, and what still goes to Payload (a missing or expired row built and stored, the
 * locales, a 400, a 404, the preflight).
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

/** A response's headers but those of the moment and the connection. */
function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );
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
      // Next's compression names Accept-Encoding only on a body it compressed.
      const vary = rest.vary?.replace(', Accept-Encoding', '');
      expect(headersOf(revalidated)).toEqual({ ...rest, ...(vary ? { vary } : {}) });
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
    const tampered = await get(MENU);
    expect(await tampered.json()).toEqual({ tampered: true });
    expect(tampered.headers.get('etag')).toBe('"tampered"');

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
