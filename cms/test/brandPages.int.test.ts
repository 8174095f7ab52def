import { randomBytes } from 'node:crypto';
import { publicBrandListSchema, publicPageSchema } from '@nutrimenu/core/contract';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lexicalFromBlocks } from '../src/seed/demo/lexicalFromBlocks';
import { createUser, PASSWORD, tinyPng } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The brand's help, FAQ and terms pages (collection `brandPages`, endpoint
 * GET /api/public/pages/:kind) and its promotional video (collection `videos`), through the
 * real REST handlers, signed in as each role.
 */

const ORIGIN = 'http://localhost:3000';
const VIDEO_MAX_MB = 3;
const MB = 1024 * 1024;

let payload: Payload;
let api: ApiClient;
let get: (path: string, headers?: Record<string, string>) => Promise<Response>;
const tokens = { admin: '', owner: '', staff: '' };
const ids = { brand: 0, otherBrand: 0, restaurant: 0, help: 0, faq: 0, draftTerms: 0 };

const body = (text: string) => lexicalFromBlocks([{ p: text }]);

/**
 * An ISO base media file of `bytes` bytes that Payload recognises as video/mp4 (an `ftyp` box and
 * an `mdat` box): enough for type detection and size limits, not a playable video.
 */
function mp4Of(bytes: number): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(bytes - 24);
  mdat.writeUInt32BE(bytes - 24, 0);
  mdat.write('mdat', 4, 'latin1');
  randomBytes(Math.min(1024, bytes - 32)).copy(mdat, 8);
  return Buffer.concat([ftyp, mdat]);
}

function videoForm(data: Buffer, name = 'promo.mp4', type = 'video/mp4'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  form.append('_payload', JSON.stringify({ title: 'Prezentare' }));
  return form;
}

beforeAll(async () => {
  // Read once by the config's env(), so set before Payload boots.
  process.env.VIDEO_MAX_MB = String(VIDEO_MAX_MB);
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
  ids.restaurant = (
    await payload.create({
      collection: 'restaurants',
      data: {
        name: 'Bistro',
        brand: ids.brand,
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro'],
        currency: 'RON',
      },
    })
  ).id;

  // Help: Romanian and English; German left to fall back.
  const help = await payload.create({
    collection: 'brandPages',
    locale: 'ro',
    data: {
      brand: ids.brand,
      kind: 'help',
      title: 'Ajutor',
      body: lexicalFromBlocks([
        { h2: 'Alergeni' },
        { p: 'Alergenii sunt **îngroșați**. Scrieți la [contact](mailto:contact@vn.ro).' },
      ]),
      _status: 'published',
    },
  });
  ids.help = help.id;
  await payload.update({
    collection: 'brandPages',
    id: help.id,
    locale: 'en',
    data: { title: 'Help', body: body('Allergens are in bold.') },
  });
  // FAQ: questions in Romanian only.
  ids.faq = (
    await payload.create({
      collection: 'brandPages',
      locale: 'ro',
      data: {
        brand: ids.brand,
        kind: 'faq',
        title: 'Întrebări frecvente',
        items: [
          { question: 'Ce înseamnă urme?', answer: body('Contact posibil în bucătărie.') },
          { question: 'Ce este Nutri-Score?', answer: body('O scală de la A la E.') },
        ],
        _status: 'published',
      },
    })
  ).id;
  // Terms: a draft, never published.
  ids.draftTerms = (
    await payload.create({
      collection: 'brandPages',
      locale: 'ro',
      draft: true,
      data: {
        brand: ids.brand,
        kind: 'terms',
        title: 'Termeni (ciornă)',
        body: body('Încă nu.'),
        _status: 'draft',
      },
    })
  ).id;

  const admin = await createUser(payload, 'admin', []);
  const owner = await createUser(payload, 'owner', [ids.restaurant]);
  const staff = await createUser(payload, 'staff', [ids.restaurant]);
  tokens.admin = await api.login(admin.email, PASSWORD);
  tokens.owner = await api.login(owner.email, PASSWORD);
  tokens.staff = await api.login(staff.email, PASSWORD);
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
});

async function pageJson(path: string) {
  const response = await get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return publicPageSchema.parse(await response.json());
}

describe('GET /api/public/pages/:kind', () => {
  test('answers the page in the locale asked for, its rich text as safe HTML', async () => {
    const page = await pageJson('/api/public/pages/help?brand=valori-nutritionale&locale=ro');
    expect(page).toMatchObject({
      brandKey: 'valori-nutritionale',
      kind: 'help',
      locale: 'ro',
      fallbackLocale: null,
      title: 'Ajutor',
      html:
        '<h2>Alergeni</h2><p>Alergenii sunt <strong>îngroșați</strong>. Scrieți la ' +
        '<a href="mailto:contact@vn.ro">contact</a>.</p>',
      items: [],
    });
    const stored = await payload.findByID({ collection: 'brandPages', id: ids.help, depth: 0 });
    expect(page.updatedAt).toBe(stored.updatedAt);
    const english = await pageJson('/api/public/pages/help?brand=valori-nutritionale&locale=en');
    expect([english.title, english.html, english.fallbackLocale]).toEqual([
      'Help',
      '<p>Allergens are in bold.</p>',
      null,
    ]);
  });

  test('shows an untranslated page in Romanian and says so', async () => {
    const page = await pageJson('/api/public/pages/help?brand=valori-nutritionale&locale=de');
    expect([page.locale, page.fallbackLocale, page.title]).toEqual(['de', 'ro', 'Ajutor']);
  });

  test('defaults to Romanian without a locale', async () => {
    const page = await pageJson('/api/public/pages/help?brand=valori-nutritionale');
    expect([page.locale, page.fallbackLocale]).toEqual(['ro', null]);
  });

  test('lists the FAQ questions with their answers as HTML', async () => {
    const page = await pageJson('/api/public/pages/faq?brand=valori-nutritionale&locale=hu');
    expect(page.fallbackLocale).toBe('ro');
    expect(page.html).toBe('');
    expect(page.items).toEqual([
      { question: 'Ce înseamnă urme?', answerHtml: '<p>Contact posibil în bucătărie.</p>' },
      { question: 'Ce este Nutri-Score?', answerHtml: '<p>O scală de la A la E.</p>' },
    ]);
  });

  test.each([
    ['an unknown brand', '/api/public/pages/help?brand=nobody', 'No brand "nobody"'],
    ['a brand key that is not a slug', '/api/public/pages/help?brand=No%20Body', 'No brand'],
    ['an unknown kind', '/api/public/pages/about?brand=valori-nutritionale', 'No page "about"'],
    [
      'a brand without that page',
      '/api/public/pages/help?brand=nutrischeme',
      'The brand "nutrischeme" has no help page',
    ],
    [
      'a page never published',
      '/api/public/pages/terms?brand=valori-nutritionale',
      'The brand "valori-nutritionale" has no terms page',
    ],
  ])('answers 404 with a message for %s', async (_label, path, message) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toContain(message);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  test.each([
    [
      'an unknown locale',
      '/api/public/pages/help?brand=valori-nutritionale&locale=pl',
      'Unknown locale "pl"',
    ],
    ['no brand', '/api/public/pages/help?locale=ro', 'Name the brand'],
  ])('answers 400 with a message for %s', async (_label, path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
  });

  test('sends an ETag and CORS, answers 304, and a new version once the page changes', async () => {
    const path = '/api/public/pages/help?brand=valori-nutritionale&locale=en';
    const response = await get(path);
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    // Every public document is revalidated by its ETag on each use (a 304 is cheap).
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache');
    const again = await get(path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await payload.update({
      collection: 'brandPages',
      id: ids.help,
      locale: 'en',
      data: { title: 'Help and allergens' },
    });
    const changed = await get(path, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect((await changed.json()).title).toBe('Help and allergens');
  });

  test('keeps showing the published text while a newer draft is edited', async () => {
    await payload.update({
      collection: 'brandPages',
      id: ids.help,
      locale: 'ro',
      draft: true,
      data: { title: 'Ajutor (ciornă)', _status: 'draft' },
    });
    const page = await pageJson('/api/public/pages/help?brand=valori-nutritionale&locale=ro');
    expect(page.title).toBe('Ajutor');
  });

  test('never lets a link other than http(s), mailto or tel through', async () => {
    // Written as the editor saves it, with a link to a javascript: address.
    const evil = lexicalFromBlocks([
      { p: '[click](https://placeholder.example) and [ok](https://x.ro)' },
    ]);
    const link = (evil.root.children[0] as unknown as { children: { fields: { url: string } }[] })
      .children[0];
    if (link) link.fields.url = 'javascript:alert(1)';
    const page = await payload.create({
      collection: 'brandPages',
      locale: 'ro',
      data: {
        brand: ids.otherBrand,
        kind: 'terms',
        title: 'Termeni',
        body: evil,
        _status: 'published',
      },
    });
    try {
      const shown = await pageJson('/api/public/pages/terms?brand=nutrischeme&locale=ro');
      expect(shown.html).not.toContain('javascript');
      expect(shown.html).toBe(
        '<p>click and <a href="https://x.ro" rel="noopener noreferrer" target="_blank">ok</a></p>',
      );
    } finally {
      await payload.delete({ collection: 'brandPages', id: page.id });
    }
  });
});

describe('brandPages through the REST API', () => {
  const newPage = (kind: string) => ({
    brand: ids.otherBrand,
    kind,
    title: 'Ajutor NS',
    body: body('Text.'),
    _status: 'published',
  });

  test.each(['owner', 'staff'] as const)(
    '%s cannot create, update or delete a page',
    async (role) => {
      const token = tokens[role];
      const created = await api.rest('POST', 'brandPages', { token, json: newPage('help') });
      expect(created.status).toBe(403);
      const updated = await api.rest('PATCH', `brandPages/${ids.help}`, {
        token,
        json: { title: 'Hacked' },
      });
      expect(updated.status).toBe(403);
      const deleted = await api.rest('DELETE', `brandPages/${ids.help}`, { token });
      expect(deleted.status).toBe(403);
      const stored = await payload.findByID({
        collection: 'brandPages',
        id: ids.help,
        locale: 'en',
      });
      expect(stored.title).toBe('Help and allergens');
      expect(
        (
          await payload.count({
            collection: 'brandPages',
            where: { brand: { equals: ids.otherBrand } },
          })
        ).totalDocs,
      ).toBe(0);
    },
  );

  test('GraphQL refuses the same writes, and lists nothing to anonymous visitors', async () => {
    const create = await api.graphql(
      'mutation ($brand: Int!) { createBrandPage(data: { brand: $brand, kind: terms, title: "X" }) { id } }',
      { brand: ids.otherBrand },
      tokens.owner,
    );
    expect(create.body.errors?.[0]?.message).toBe('You are not allowed to perform this action.');
    const update = await api.graphql(
      'mutation ($id: Int!) { updateBrandPage(id: $id, data: { title: "Hacked" }) { id } }',
      { id: ids.help },
      tokens.staff,
    );
    expect(update.body.errors?.[0]?.message).toBe('You are not allowed to perform this action.');
    const list = await api.graphql('{ BrandPages(draft: true) { docs { id title } } }');
    expect(list.body.data?.BrandPages ?? null).toBeNull();
    expect(list.body.errors?.[0]?.message).toBe('You are not allowed to perform this action.');
  });

  test('anonymous visitors can neither list pages nor read a draft', async () => {
    const list = await api.rest('GET', 'brandPages?draft=true');
    expect(list.status).toBe(403);
    const draft = await api.rest('GET', `brandPages/${ids.draftTerms}?draft=true`);
    expect(draft.status).toBe(403);
  });

  test('owners read published pages only, never drafts', async () => {
    const list = await api.rest('GET', 'brandPages?depth=0&locale=ro', { token: tokens.owner });
    expect(list.status).toBe(200);
    const listed = (list.body.docs as { id: number; title: string }[])
      .map((doc) => [doc.id, doc.title])
      .sort();
    // The help page's newer draft title stays hidden; the unpublished terms are not listed.
    expect(listed).toEqual(
      [
        [ids.help, 'Ajutor'],
        [ids.faq, 'Întrebări frecvente'],
      ].sort(),
    );
    const drafts = await api.rest('GET', 'brandPages?depth=0&draft=true&locale=ro', {
      token: tokens.owner,
    });
    expect(drafts.status).toBe(200);
    const titles = (drafts.body.docs as { title: string }[]).map((doc) => doc.title);
    expect(titles).not.toContain('Termeni (ciornă)');
    expect(titles).not.toContain('Ajutor (ciornă)');
    const draft = await api.rest('GET', `brandPages/${ids.draftTerms}`, { token: tokens.owner });
    expect(draft.status).toBe(404);
  });

  test('an admin creates a page, and a second page of the same kind is refused with a message', async () => {
    const created = await api.rest('POST', 'brandPages', {
      token: tokens.admin,
      json: newPage('help'),
    });
    expect(created.status).toBe(201);
    const twice = await api.rest('POST', 'brandPages', {
      token: tokens.admin,
      json: newPage('help'),
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('This brand already has a \\"help\\" page');
    const page = await pageJson('/api/public/pages/help?brand=nutrischeme&locale=en');
    expect([page.title, page.fallbackLocale]).toEqual(['Ajutor NS', 'ro']);
    // The same kind for another brand is fine, and the admin may edit it.
    const edited = await api.rest('PATCH', `brandPages/${created.body.doc.id}?locale=en`, {
      token: tokens.admin,
      json: { title: 'NS help', body: body('English text.') },
    });
    expect(edited.status).toBe(200);
    expect((await pageJson('/api/public/pages/help?brand=nutrischeme&locale=en')).title).toBe(
      'NS help',
    );
  });
});

describe('the promotional video', () => {
  test('owners and staff cannot upload one', async () => {
    for (const role of ['owner', 'staff'] as const) {
      const response = await api.rest('POST', 'videos', {
        token: tokens[role],
        form: videoForm(mp4Of(100_000)),
      });
      expect(response.status, role).toBe(403);
    }
    expect((await payload.count({ collection: 'videos' })).totalDocs).toBe(0);
  });

  test('refuses a video over VIDEO_MAX_MB, with the Romanian rule message', async () => {
    const response = await api.rest('POST', 'videos', {
      token: tokens.admin,
      form: videoForm(mp4Of(VIDEO_MAX_MB * MB + 200_000)),
    });
    expect(response.status).toBe(413);
    expect(JSON.stringify(response.body)).toContain(
      `cel mult 2 MB pentru o imagine și ${VIDEO_MAX_MB} MB pentru un video`,
    );
    await expect(
      payload.create({
        collection: 'videos',
        data: {},
        file: {
          data: mp4Of(VIDEO_MAX_MB * MB + 1),
          mimetype: 'video/mp4',
          name: 'big.mp4',
          size: VIDEO_MAX_MB * MB + 1,
        },
      }),
    ).rejects.toMatchObject({
      status: 413,
      message: `Fișierul video trebuie să aibă cel mult ${VIDEO_MAX_MB} MB.`,
    });
    expect((await payload.count({ collection: 'videos' })).totalDocs).toBe(0);
  });

  test('refuses an image uploaded as a video', async () => {
    const response = await api.rest('POST', 'videos', {
      token: tokens.admin,
      form: videoForm(await tinyPng(), 'promo.png', 'image/png'),
    });
    expect(response.status).toBe(400);
    expect((await payload.count({ collection: 'videos' })).totalDocs).toBe(0);
  });

  test('an admin uploads one larger than an image may be; the brands list its public URL', async () => {
    const data = mp4Of(2 * MB + 300_000);
    const uploaded = await api.rest('POST', 'videos', {
      token: tokens.admin,
      form: videoForm(data),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const video = uploaded.body.doc as { id: number; filename: string; url: string };
    const png = await tinyPng();
    const poster = await payload.create({
      collection: 'media',
      data: { alt: 'Poster' },
      file: { data: png, mimetype: 'image/png', name: 'poster.png', size: png.length },
    });
    await payload.update({ collection: 'videos', id: video.id, data: { poster: poster.id } });
    const linked = await api.rest('PATCH', `brands/${ids.brand}`, {
      token: tokens.admin,
      json: { promoVideo: video.id },
    });
    expect(linked.status).toBe(200);

    const brands = publicBrandListSchema.parse(await (await get('/api/public/brands')).json());
    const brand = brands.find((entry) => entry.key === 'valori-nutritionale');
    expect(brand?.promoVideo).toBe(`${ORIGIN}/api/videos/file/${video.filename}`);
    expect(brand?.promoVideoPoster).toBe(`${ORIGIN}/api/media/file/${poster.filename}`);
    expect(brands.find((entry) => entry.key === 'nutrischeme')).toMatchObject({
      promoVideo: null,
      promoVideoPoster: null,
    });

    // Anyone may fetch the file, in ranges (seeking), but not list the videos.
    const file = await api.rest('GET', `videos/file/${video.filename}`);
    expect(file.status).toBe(200);
    const range = await get(`/api/videos/file/${video.filename}`, { Range: 'bytes=0-7' });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(data.subarray(0, 8));
    expect((await api.rest('GET', 'videos')).status).toBe(403);
  });
});
