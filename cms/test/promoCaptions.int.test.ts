import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicBrandListSchema, WEBVTT_MAX_BYTES } from '@nutrimenu/core/contract';
import { LOCALES } from '@nutrimenu/core/locale';
import { de } from '@nutrimenu/core/messages/de';
import { en } from '@nutrimenu/core/messages/en';
import { ro } from '@nutrimenu/core/messages/ro';
import type { Payload, TextareaField } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUser, PASSWORD } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * Captions of a brand's promotional video (WCAG 2.2 SC 1.2.2): the localized `captions` field of
 * `videos` with its WebVTT rule, the captioned locales in GET /api/public/brands, and
 * GET /api/public/brands/:key/promo-captions, through the real REST handlers.
 */

const ORIGIN = 'http://localhost:3000';
const SECRET = 'captions-revalidate-secret';

const VTT_RO = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBine ați venit la Valori Nutriționale!\n';
const VTT_EN = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to Valori Nutriționale!\n';

let payload: Payload;
let api: ApiClient;
let get: (path: string, headers?: Record<string, string>) => Promise<Response>;
let storefront: Server;
const notices: { collection: string; id: unknown; restaurant: unknown }[] = [];
const tokens = { admin: '', owner: '' };
const ids = { brand: 0, otherBrand: 0, video: 0 };

/** An ISO base media file Payload recognises as video/mp4: enough to store, not to play. */
function tinyMp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(1024);
  mdat.writeUInt32BE(1024, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

async function setCaptions(locale: string, captions: string | null, language = 'en') {
  return api.rest('PATCH', `videos/${ids.video}?locale=${locale}&depth=0`, {
    token: tokens.admin,
    json: { captions },
    headers: { 'Accept-Language': language },
  });
}

async function brands() {
  const response = await get('/api/public/brands');
  expect(response.status).toBe(200);
  return publicBrandListSchema.parse(await response.json());
}

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

beforeAll(async () => {
  storefront = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      notices.push(JSON.parse(body));
      response.writeHead(204).end();
    });
  });
  storefront.listen(0, '127.0.0.1');
  await once(storefront, 'listening');
  // Read once by the config's env(), so set before Payload boots.
  process.env.STOREFRONT_REVALIDATE_URL = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/api/revalidate`;
  process.env.REVALIDATE_SECRET = SECRET;
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  api = createApiClient(payload.config);
  get = (path, headers = {}) => api.send(new Request(new URL(path, ORIGIN), { headers }));

  ids.brand = (
    await payload.create({
      collection: 'brands',
      data: {
        name: 'Valori Nutriționale',
        key: 'valori-nutritionale',
        companyName: 'VN SRL',
        homeUrl: 'https://valorinutritionale.ro',
        isFallback: true,
      },
    })
  ).id;
  ids.otherBrand = (
    await payload.create({
      collection: 'brands',
      data: {
        name: 'NutriScheme',
        key: 'nutrischeme',
        companyName: 'NS SRL',
        homeUrl: 'https://nutrischeme.com',
      },
    })
  ).id;
  const restaurant = await payload.create({
    collection: 'restaurants',
    data: {
      name: 'Bistro',
      brand: ids.brand,
      city: 'Cluj-Napoca',
      defaultLocale: 'ro',
      offeredLocales: ['ro'],
      currency: 'RON',
    },
  });
  for (const [role, tenants] of [
    ['admin', []],
    ['owner', [restaurant.id]],
  ] as const) {
    const { email } = await createUser(payload, role, [...tenants]);
    const login = await api.rest('POST', 'users/login', { json: { email, password: PASSWORD } });
    tokens[role] = login.body.token;
  }
  const data = tinyMp4();
  ids.video = (
    await payload.create({
      collection: 'videos',
      data: { title: 'Prezentare' },
      file: { data, mimetype: 'video/mp4', name: 'promo.mp4', size: data.length },
    })
  ).id;
  await payload.update({ collection: 'brands', id: ids.brand, data: { promoVideo: ids.video } });
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  storefront?.close();
  await payload?.destroy();
});

describe('the captions field', () => {
  test.each([
    ['text without the WEBVTT line', '00:00:00.000 --> 00:00:02.000\nSalut', 'header'],
    ['SubRip captions', '1\n00:00:00,000 --> 00:00:02,000\nSalut', 'header'],
    ['a file without any cue', 'WEBVTT\n\nSalut', 'noCue'],
    [
      'a file over 64 KB',
      `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${'ș'.repeat(WEBVTT_MAX_BYTES / 2)}`,
      'tooLarge',
    ],
  ] as const)(
    'refuses %s with a 400 that says why, in the admin’s language',
    async (_label, text, issue) => {
      const key = `admin.video.captions.error.${issue}` as const;
      const english = await setCaptions('en', text, 'en');
      expect(english.status).toBe(400);
      expect(JSON.stringify(english.body)).toContain(JSON.stringify(en[key]).slice(1, -1));
      const romanian = await setCaptions('ro', text, 'ro');
      expect(romanian.status).toBe(400);
      expect(JSON.stringify(romanian.body)).toContain(JSON.stringify(ro[key]).slice(1, -1));
      const german = await setCaptions('de', text, 'de');
      expect(JSON.stringify(german.body)).toContain(JSON.stringify(de[key]).slice(1, -1));
      // Nothing was saved in any locale.
      const stored = await payload.findByID({ collection: 'videos', id: ids.video, locale: 'all' });
      const byLocale = (stored.captions ?? {}) as unknown as Record<string, string | null>;
      expect(Object.values(byLocale).filter((text) => text !== null)).toEqual([]);
    },
  );

  test('the local API refuses them too (a seed or a script cannot store a broken file)', async () => {
    await expect(
      payload.update({
        collection: 'videos',
        id: ids.video,
        locale: 'en',
        data: { captions: 'not captions' },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  test('owners cannot write captions', async () => {
    const response = await api.rest('PATCH', `videos/${ids.video}?locale=ro`, {
      token: tokens.owner,
      json: { captions: VTT_RO },
    });
    expect(response.status).toBe(403);
  });

  test('the field is described in the admin’s 7 languages', () => {
    const field = payload.collections.videos.config.fields.find(
      (entry): entry is TextareaField => entry.type === 'textarea' && entry.name === 'captions',
    );
    const description = field?.admin?.description as Record<string, string> | undefined;
    expect(description).toMatchObject({
      en: en['admin.video.captions.description'],
      ro: ro['admin.video.captions.description'],
      de: de['admin.video.captions.description'],
    });
    expect(Object.keys(description ?? {}).sort()).toEqual([...LOCALES].sort());
  });
});

describe('captions of the promotional video, in public', () => {
  test('without captions, the brand lists none and the endpoint answers 404', async () => {
    expect((await brands()).find((b) => b.key === 'valori-nutritionale')).toMatchObject({
      promoVideoCaptions: [],
    });
    const response = await get('/api/public/brands/valori-nutritionale/promo-captions?locale=ro');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  test('an admin saves Romanian and English captions: the brand lists both, the storefront is told', async () => {
    notices.length = 0;
    expect((await setCaptions('ro', VTT_RO)).status).toBe(200);
    expect((await setCaptions('en', VTT_EN)).status).toBe(200);
    const list = await brands();
    // In core's locale order, whatever the order they were written in.
    expect(list.find((b) => b.key === 'valori-nutritionale')?.promoVideoCaptions).toEqual([
      'en',
      'ro',
    ]);
    expect(list.find((b) => b.key === 'nutrischeme')?.promoVideoCaptions).toEqual([]);
    // The list names locales only: the texts stay out of a document read for every page.
    expect(JSON.stringify(list)).not.toContain('WEBVTT');
    const notice = await waitFor(
      () => notices.find((n) => n.collection === 'videos'),
      'the video revalidation',
    );
    expect(notice).toEqual({ restaurant: null, collection: 'videos', id: ids.video });
  });

  test('serves one locale’s captions as text/vtt with an ETag and public cache headers', async () => {
    const response = await get('/api/public/brands/valori-nutritionale/promo-captions?locale=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    expect(await response.text()).toBe(VTT_EN);
    // Without a locale: the default (Romanian), as the other public endpoints do.
    const byDefault = await get('/api/public/brands/valori-nutritionale/promo-captions');
    expect(await byDefault.text()).toBe(VTT_RO);
  });

  test('answers 304 to its ETag, and a new ETag once the captions change', async () => {
    const path = '/api/public/brands/valori-nutritionale/promo-captions?locale=ro';
    const etag = (await get(path)).headers.get('ETag') ?? '';
    const again = await get(path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    const edited = `${VTT_RO}\n00:00:02.000 --> 00:00:04.000\nPoftă bună!\n`;
    expect((await setCaptions('ro', edited)).status).toBe(200);
    const changed = await get(path, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(await changed.text()).toBe(edited);
  });

  test('never falls back to another locale: German has no captions, so it is a 404', async () => {
    const response = await get('/api/public/brands/valori-nutritionale/promo-captions?locale=de');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain('"de"');
  });

  test('answers 404 for an unknown brand, a malformed key and a brand without a video', async () => {
    for (const key of ['no-such-brand', 'Not%20A%20Slug', 'nutrischeme']) {
      const response = await get(`/api/public/brands/${key}/promo-captions?locale=ro`);
      expect(response.status, key).toBe(404);
    }
  });

  test('answers 400 with a message for an unknown locale', async () => {
    const response = await get('/api/public/brands/valori-nutritionale/promo-captions?locale=pl');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'Unknown locale "pl"',
    );
  });

  test('captions emptied in the admin leave the list and the endpoint', async () => {
    expect((await setCaptions('en', '')).status).toBe(200);
    expect(
      (await brands()).find((b) => b.key === 'valori-nutritionale')?.promoVideoCaptions,
    ).toEqual(['ro']);
    const response = await get('/api/public/brands/valori-nutritionale/promo-captions?locale=en');
    expect(response.status).toBe(404);
  });
});
