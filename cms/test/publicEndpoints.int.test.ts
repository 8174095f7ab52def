import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brandForHost,
  publicBrandListSchema,
  publicMenuSchema,
  restaurantListingSchema,
} from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres/drizzle';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { executeSql } from '../src/utilities/executeSql';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const ORIGIN = 'http://localhost:3000';
const SECRET = 'storefront-revalidation-secret';
const DAY = 24 * 60 * 60 * 1000;

// A stand-in storefront: records every revalidation it receives and, like a real one, reads the
// menu back at once, which shows whether the notice came after the save was committed.
interface Revalidation {
  authorization: string | undefined;
  body: { restaurant: string | null; collection: string; id: number | string };
  menuSeen: unknown;
}
const revalidations: Revalidation[] = [];
const inFlight = new Set<Promise<void>>();
let storefront: Server;

let payload: Payload;
let get: (path: string, headers?: Record<string, string>) => Promise<Response>;
let options: (path: string) => Promise<Response>;

const ids = {} as Record<
  | 'fallbackBrand'
  | 'otherBrand'
  | 'bistro'
  | 'pizzeria'
  | 'hidden'
  | 'soup'
  | 'pie'
  | 'stew'
  | 'secret'
  | 'main',
  number
>;

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function menuJson(path: string) {
  const response = await get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return publicMenuSchema.parse(await response.json());
}

function dishNamed(menu: Awaited<ReturnType<typeof menuJson>>, name: string) {
  return menu.menu?.sections.flatMap((section) => section.dishes).find((d) => d.name === name);
}

async function waitFor<T>(probe: () => T | undefined, what: string, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  storefront = createServer((request, response) => {
    const handled = (async () => {
      const body = (await readJson(request)) as Revalidation['body'];
      const menuSeen = body.restaurant
        ? await (await get(`/api/public/menus/${body.restaurant}?locale=ro`)).json()
        : null;
      revalidations.push({ authorization: request.headers.authorization, body, menuSeen });
      response.writeHead(204).end();
    })();
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });
  storefront.listen(0, '127.0.0.1');
  await once(storefront, 'listening');
  const { port } = storefront.address() as AddressInfo;
  // Read once by the config's env(), so set before Payload boots.
  process.env.STOREFRONT_REVALIDATE_URL = `http://127.0.0.1:${port}/api/revalidate`;
  process.env.REVALIDATE_SECRET = SECRET;

  payload = await createTestPayload();
  // The very handlers app/(payload)/api/[...slug]/route.ts exports, called with Web Requests.
  const api = createApiClient(payload.config);
  get = (path, headers = {}) => api.send(new Request(new URL(path, ORIGIN), { headers }));
  options = (path) =>
    api.send(
      new Request(new URL(path, ORIGIN), {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://bistro.example',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'if-none-match',
        },
      }),
    );

  await seed();
  revalidations.length = 0;
}, 180_000);

afterAll(async () => {
  // Let the last notices land before the database goes away under their read-backs.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.allSettled(inFlight);
  storefront?.close();
  await payload?.destroy();
});

async function seed() {
  const now = Date.now();
  const fallbackBrand = await payload.create({
    collection: 'brands',
    data: {
      name: 'Valori nutriționale',
      key: 'valori-nutritionale',
      companyName: 'VN SRL',
      homeUrl: 'https://valorinutritionale.ro',
      hosts: [{ host: 'meniu.valorinutritionale.ro' }],
      isFallback: true,
      contact: { email: 'contact@valorinutritionale.ro' },
    },
  });
  ids.fallbackBrand = fallbackBrand.id;
  const otherBrand = await payload.create({
    collection: 'brands',
    data: {
      name: 'NutriScheme',
      key: 'nutrischeme',
      companyName: 'NutriScheme Ltd',
      homeUrl: 'https://nutrischeme.com',
      hosts: [{ host: 'Menu.NutriScheme.com' }],
      themeColor: '#123456',
    },
  });
  ids.otherBrand = otherBrand.id;

  const restaurant = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'restaurants',
      data: {
        brand: fallbackBrand.id,
        defaultLocale: 'ro',
        offeredLocales: ['ro', 'en'],
        currency: 'RON',
        ...data,
      } as never,
    });
  ids.bistro = (
    await restaurant({
      name: 'Bistro Test',
      slug: 'bistro-test',
      city: 'Cluj-Napoca',
      specifics: ['traditional', 'terrace'],
      address: 'Strada Memorandumului 12',
      links: { website: 'https://bistro.example' },
    })
  ).id;
  // A link stored before links were checked at save (refused now): still never sent out.
  await executeSql(
    await createLocalReq({}, payload),
    sql`UPDATE restaurants SET links_facebook = 'www.facebook.com/no-scheme' WHERE id = ${ids.bistro}`,
  );
  ids.pizzeria = (
    await restaurant({
      name: 'Pizzeria Expirată',
      slug: 'pizzeria-expirata',
      city: 'Oradea',
      specifics: ['pizza'],
    })
  ).id;
  ids.hidden = (
    await restaurant({
      name: 'Casa Ascunsă',
      slug: 'casa-ascunsa',
      city: 'Cluj-Napoca',
      specifics: ['pizza', 'fine_dining'],
      publicMenu: false,
    })
  ).id;

  const subscription = (restaurantId: number, startsAt: number, endsAt: number) =>
    payload.create({
      collection: 'subscriptions',
      data: {
        restaurant: restaurantId,
        plan: 'standard',
        status: 'active',
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      },
    });
  await subscription(ids.bistro, now - DAY, now + 30 * DAY);
  await subscription(ids.pizzeria, now - 60 * DAY, now - DAY);
  await subscription(ids.hidden, now - DAY, now + 30 * DAY);

  const acid = await payload.create({
    collection: 'additives',
    data: { eNumber: 'E330', name: 'acid citric', functionalClass: 'acids' },
  });
  const full = {
    fat: 1,
    saturates: 0.2,
    carbohydrate: 20,
    sugars: 2,
    fibre: 1,
    protein: 5,
    salt: 0.5,
  };
  const flour = await payload.create({
    collection: 'ingredients',
    data: {
      name: 'făină de grâu',
      nutrients: full,
      allergensDeclared: true,
      allergens: ['gluten'],
    },
  });
  await payload.update({
    collection: 'ingredients',
    id: flour.id,
    locale: 'en',
    data: { name: 'wheat flour' },
  });
  // The library (CIQUAL's import) names its foods in every locale, German included.
  await payload.update({
    collection: 'ingredients',
    id: flour.id,
    locale: 'de',
    data: { name: 'Weizenmehl' },
  });
  const jam = await payload.create({
    collection: 'ingredients',
    data: {
      name: 'dulceață',
      nutrients: full,
      allergensDeclared: true,
      allergens: [],
      additives: [acid.id],
    },
  });
  // The restaurant's own, named in Romanian only. Nothing known: its missing values and
  // undeclared allergens are the owner's to-do list.
  const condiment = await payload.create({
    collection: 'ingredients',
    data: { name: 'condiment secret', nutrients: {}, restaurant: ids.bistro },
  });

  const photo = await payload.create({
    collection: 'media',
    data: { alt: 'Ciorbă în castron', restaurant: ids.bistro },
    file: {
      data: await png(1000, 750),
      mimetype: 'image/png',
      name: 'ciorba.png',
      size: 0,
    },
  });

  const recipe = (data: Record<string, unknown>, draft = false) =>
    payload.create({
      collection: 'recipes',
      draft,
      data: {
        restaurant: ids.bistro,
        category: 'food',
        portions: 1,
        _status: draft ? 'draft' : 'published',
        ...data,
      } as never,
    });
  const soup = await recipe({
    name: 'Ciorbă de test',
    description: 'Ciorbă acră',
    price: 28,
    image: photo.id,
    tags: ['hot'],
    lines: [
      { kind: 'ingredient', ingredient: flour.id, quantity: 100, unit: 'g' },
      { kind: 'ingredient', ingredient: jam.id, quantity: 50, unit: 'g' },
    ],
  });
  ids.soup = soup.id;
  await payload.update({
    collection: 'recipes',
    id: soup.id,
    locale: 'en',
    data: { name: 'Test soup', description: 'Sour soup' },
  });
  const pie = await recipe({
    name: 'Plăcintă cu secret',
    price: 15,
    lines: [
      { kind: 'ingredient', ingredient: flour.id, quantity: 80, unit: 'g' },
      { kind: 'ingredient', ingredient: condiment.id, quantity: 5, unit: 'g' },
    ],
  });
  ids.pie = pie.id;
  const stew = await recipe({
    name: 'Tocană publicată',
    price: 30,
    lines: [{ kind: 'ingredient', ingredient: flour.id, quantity: 120, unit: 'g' }],
  });
  ids.stew = stew.id;
  // A newer draft of a published dish: the menu keeps showing what was published.
  await payload.update({
    collection: 'recipes',
    id: stew.id,
    draft: true,
    data: { name: 'Tocană în lucru', price: 99 },
  });
  const secret = await recipe(
    {
      name: 'Fel nepublicat',
      lines: [{ kind: 'ingredient', ingredient: flour.id, quantity: 10, unit: 'g' }],
    },
    true,
  );
  ids.secret = secret.id;

  const menu = (data: Record<string, unknown>, draft = false) =>
    payload.create({
      collection: 'menus',
      draft,
      data: { restaurant: ids.bistro, _status: draft ? 'draft' : 'published', ...data } as never,
    });
  const main = await menu({
    name: 'Meniu',
    slug: 'meniu',
    isDefault: true,
    sections: [
      { title: 'Feluri principale', dishes: [soup.id, pie.id, stew.id, secret.id] },
      { title: 'Doar ciorne', dishes: [secret.id] },
    ],
  });
  ids.main = main.id;
  await payload.update({
    collection: 'menus',
    id: main.id,
    locale: 'en',
    data: { name: 'Menu' },
  });
  await menu({
    name: 'Meniul zilei',
    slug: 'meniul-zilei',
    sections: [{ title: 'Azi', dishes: [pie.id] }],
  });
  await menu({ name: 'Meniu secret', slug: 'meniu-secret', sections: [] }, true);

  // The other restaurants each have a published menu: their state comes from elsewhere.
  for (const restaurantId of [ids.pizzeria, ids.hidden]) {
    await payload.create({
      collection: 'menus',
      data: {
        restaurant: restaurantId,
        name: 'Meniu',
        slug: 'meniu',
        isDefault: true,
        _status: 'published',
        sections: [],
      } as never,
    });
  }
}

describe('GET /api/public/menus/:restaurantSlug', () => {
  test('answers the default menu in state ok, valid against the contract', async () => {
    const document = await menuJson('/api/public/menus/bistro-test');
    expect(document.state).toBe('ok');
    expect(document.locale).toBe('ro');
    expect(document.restaurant).toMatchObject({
      slug: 'bistro-test',
      name: 'Bistro Test',
      city: 'Cluj-Napoca',
      address: 'Strada Memorandumului 12',
      defaultLocale: 'ro',
      locales: ['ro', 'en'],
      currency: 'RON',
      brandKey: 'valori-nutritionale',
    });
    // A link typed without its scheme is left out, never sent as a relative href.
    expect(document.restaurant.links).toEqual({ website: 'https://bistro.example' });
    expect(document.menus).toEqual([
      { slug: 'meniu', name: 'Meniu', isDefault: true },
      { slug: 'meniul-zilei', name: 'Meniul zilei', isDefault: false },
    ]);
    expect(document.menu?.slug).toBe('meniu');
    // The section holding only a draft is dropped rather than shown empty.
    expect(document.menu?.sections.map((section) => section.title)).toEqual(['Feluri principale']);

    const soup = dishNamed(document, 'Ciorbă de test');
    expect(soup).toMatchObject({
      id: String(ids.soup),
      slug: 'ciorba-de-test',
      description: 'Ciorbă acră',
      category: 'food',
      price: 28,
      tags: ['hot'],
      frozen: false,
      allergens: { contains: ['gluten'], complete: true },
      additives: [{ eNumber: 'E330', functionalClass: 'acids', label: 'acidifiant: E330' }],
      nameFallbackLocale: null,
      descriptionFallbackLocale: null,
    });
    expect(soup?.ingredients.text).toBe(
      'FĂINĂ DE GRÂU – 100 g, dulceață – 50 g [acidifiant: E330]',
    );
    expect(soup?.nutrition?.basis).toBe('g');
    expect(soup?.nutrition?.portion).toEqual({ net: 150, gross: 150 });
    expect(soup?.nutrition?.per100.fat).toMatchObject({ status: 'known', value: 1 });
    expect(soup?.image).toMatchObject({ width: 768, height: 576, alt: 'Ciorbă în castron' });
    expect(soup?.image?.url).toMatch(/\/api\/media\/file\/ciorba-768x576\.webp$/);
    // srcset candidates of the same shape (the 1600 size is skipped: never upscaled), and the
    // square crop for thumbnails.
    expect(soup?.image?.widths?.map((file) => [file.width, file.height])).toEqual([[1000, 750]]);
    expect(soup?.image?.widths?.[0]?.url).toMatch(/\/api\/media\/file\/ciorba\.png$/);
    expect(soup?.image?.square).toMatchObject({ width: 320, height: 320 });
    expect(soup?.image?.square?.url).toMatch(/ciorba-320x320\.webp$/);

    // Unknown data stays unknown: never presented as allergen-free or as a full figure.
    const pie = dishNamed(document, 'Plăcintă cu secret');
    expect(pie?.allergens.complete).toBe(false);
    expect(pie?.nutrition?.per100.sugars.status).toBe('lowerBound');
  });

  test('answers another menu by its slug', async () => {
    const document = await menuJson('/api/public/menus/bistro-test?menu=meniul-zilei');
    expect(document.menu?.name).toBe('Meniul zilei');
    expect(document.menu?.sections[0]?.dishes.map((dish) => dish.name)).toEqual([
      'Plăcintă cu secret',
    ]);
  });

  test('shows published dishes only: the published version, never a draft', async () => {
    const document = await menuJson('/api/public/menus/bistro-test');
    const names = document.menu?.sections.flatMap((s) => s.dishes.map((dish) => dish.name));
    expect(names).toEqual(['Ciorbă de test', 'Plăcintă cu secret', 'Tocană publicată']);
    expect(dishNamed(document, 'Tocană publicată')?.price).toBe(30);
    const text = JSON.stringify(document);
    expect(text).not.toContain('Tocană în lucru');
    expect(text).not.toContain('Fel nepublicat');
  });

  test('is no-subscription when the only subscription has expired, without any menu', async () => {
    const response = await get('/api/public/menus/pizzeria-expirata');
    expect(response.status).toBe(200);
    const document = publicMenuSchema.parse(await response.json());
    expect(document.state).toBe('no-subscription');
    expect(document.menu).toBeNull();
    expect(document.menus).toEqual([]);
    expect(document.restaurant.slug).toBe('pizzeria-expirata');
  });

  test('is no-public-menu when the restaurant turned its public menu off', async () => {
    const document = await menuJson('/api/public/menus/casa-ascunsa');
    expect(document.state).toBe('no-public-menu');
    expect(document.menu).toBeNull();
  });

  test('answers 404 for an unknown restaurant, and for an unknown or unpublished menu', async () => {
    for (const path of [
      '/api/public/menus/nu-exista',
      '/api/public/menus/bistro-test?menu=nu-exista',
      '/api/public/menus/bistro-test?menu=meniu-secret',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).message).toMatch(/^No (restaurant|menu) "/);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
  });

  test('answers 400 with a message for an unknown locale or a malformed menu slug', async () => {
    const badLocale = await get('/api/public/menus/bistro-test?locale=xx');
    expect(badLocale.status).toBe(400);
    expect((await badLocale.json()).message).toBe(
      'Unknown locale "xx": use one of en, ro, fr, it, es, hu, de',
    );
    const badMenu = await get('/api/public/menus/bistro-test?menu=Not%20A%20Slug');
    expect(badMenu.status).toBe(400);
    expect((await badMenu.json()).message).toMatch(/slug/);
  });

  test('localizes with fallback to the restaurant default locale, and says so on the dish', async () => {
    const document = await menuJson('/api/public/menus/bistro-test?locale=en');
    expect(document.locale).toBe('en');
    expect(document.menu?.name).toBe('Menu');
    // A section title with no English text falls back to Romanian.
    expect(document.menu?.sections[0]?.title).toBe('Feluri principale');
    const soup = document.menu?.sections[0]?.dishes.find((dish) => dish.id === String(ids.soup));
    expect(soup).toMatchObject({ name: 'Test soup', description: 'Sour soup' });
    expect([soup?.nameFallbackLocale, soup?.descriptionFallbackLocale]).toEqual([null, null]);
    expect(soup?.ingredients.text).toBe('WHEAT FLOUR – 100 g, dulceață – 50 g [acid: E330]');
    const pie = document.menu?.sections[0]?.dishes.find((dish) => dish.id === String(ids.pie));
    expect(pie).toMatchObject({ name: 'Plăcintă cu secret', nameFallbackLocale: 'ro' });
  });

  test("answers a locale the restaurant does not offer in it: the library's words translated, its own texts in its default", async () => {
    const response = await get('/api/public/menus/bistro-test?locale=de');
    expect(response.status).toBe(200);
    const document = publicMenuSchema.parse(await response.json());
    expect(document.restaurant.locales).not.toContain('de');
    expect(document.locale).toBe('de');
    expect(document.version).toMatch(/^de-/);
    expect(response.headers.get('ETag')).toBe(`"${document.version}"`);
    expect(document.menu?.name).toBe('Meniu');
    expect(document.menu?.sections[0]?.title).toBe('Feluri principale');

    const soup = dishNamed(document, 'Ciorbă de test');
    expect(soup).toMatchObject({
      name: 'Ciorbă de test',
      nameFallbackLocale: 'ro',
      description: 'Ciorbă acră',
      descriptionFallbackLocale: 'ro',
    });
    // CIQUAL's German name; the jam has none and the additive's class is the library's, in German.
    expect(soup?.ingredients.text).toBe(
      'WEIZENMEHL – 100 g, dulceață – 50 g [Säuerungsmittel: E330]',
    );
    expect(soup?.additives).toEqual([
      { eNumber: 'E330', functionalClass: 'acids', label: 'Säuerungsmittel: E330' },
    ]);
    const pie = dishNamed(document, 'Plăcintă cu secret');
    expect(pie?.nameFallbackLocale).toBe('ro');
    // Only the restaurant's own ingredient is in Romanian, and its part says so.
    expect(pie?.ingredients.parts).toEqual([
      { text: 'Weizenmehl', allergens: ['gluten'] },
      { text: ' – 80 g, ' },
      { text: 'condiment secret', locale: 'ro' },
      { text: ' – 5 g' },
    ]);

    // The German document is its own: not the Romanian one's version, nor the default's.
    const romanian = await menuJson('/api/public/menus/bistro-test?locale=ro');
    expect(romanian.version).not.toBe(document.version);
    expect(dishNamed(romanian, 'Plăcintă cu secret')?.ingredients.text).toBe(
      'FĂINĂ DE GRÂU – 80 g, condiment secret – 5 g',
    );
    expect(dishNamed(romanian, 'Plăcintă cu secret')?.nameFallbackLocale).toBeNull();
  });

  test('sends an ETag, answers 304 to If-None-Match, and a new version after a change', async () => {
    const first = await get('/api/public/menus/bistro-test');
    const etag = first.headers.get('ETag');
    const document = publicMenuSchema.parse(await first.json());
    expect(etag).toBe(`"${document.version}"`);

    const again = await get('/api/public/menus/bistro-test', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('public, no-cache');

    // Another locale is another document.
    const english = await get('/api/public/menus/bistro-test?locale=en', {
      'If-None-Match': etag ?? '',
    });
    expect(english.status).toBe(200);

    await payload.update({ collection: 'recipes', id: ids.pie, data: { price: 16 } });
    const changed = await get('/api/public/menus/bistro-test', { 'If-None-Match': etag ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    const updated = publicMenuSchema.parse(await changed.json());
    expect(dishNamed(updated, 'Plăcintă cu secret')?.price).toBe(16);
  });

  test('dates the content by its latest change, and sends the document built then', async () => {
    const before = await menuJson('/api/public/menus/bistro-test');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await menuJson('/api/public/menus/bistro-test');
    expect(again.updatedAt).toBe(before.updatedAt);
    // Built when its data changed and stored: a read sends it, it does not build it again.
    expect(again.generatedAt).toBe(before.generatedAt);

    const saved = await payload.update({
      collection: 'recipes',
      id: ids.soup,
      data: { price: 21 },
    });
    const after = await menuJson('/api/public/menus/bistro-test');
    expect(after.updatedAt).toBe(new Date(saved.updatedAt).toISOString());
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  test('sends public cache headers and open CORS without credentials', async () => {
    const response = await get('/api/public/menus/bistro-test', {
      Origin: 'https://bistro.example',
    });
    // Allergens: a cache revalidates every time (ETag), never serves a stale menu by itself.
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('ETag');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();

    const preflight = await options('/api/public/menus/bistro-test');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('If-None-Match');
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();

    // The rest of the API is not opened to every origin.
    const privateRoute = await get('/api/recipes', { Origin: 'https://bistro.example' });
    expect(privateRoute.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  test('leaves out private data: owners, subscriptions, library internals, drafts', async () => {
    // The stored computation does hold private details (what the owner must still complete).
    const stored = await payload.findByID({ collection: 'recipes', id: ids.pie, depth: 0 });
    const computed = (stored as unknown as { computed: { result: { missing: unknown[] } } })
      .computed;
    expect(computed.result.missing.length).toBeGreaterThan(0);

    const response = await get('/api/public/menus/bistro-test');
    const raw = (await response.json()) as Record<string, unknown>;
    // The document's own `updatedAt` is public; no stored document's may follow it out.
    const { updatedAt: _documentDate, ...content } = raw;
    const text = JSON.stringify(content);
    for (const secretWord of [
      '"missing"',
      'ingredientId',
      'negativePoints',
      'fruitVegLegumesPercent',
      'grossBatch',
      '"batch"',
      '"lines"',
      'computedAt',
      '"plan"',
      'startsAt',
      'endsAt',
      'offeredLocales',
      'publicMenu',
      'tenants',
      'createdAt',
      'updatedAt',
      '_status',
      'sizes',
      'filename',
    ]) {
      expect(text, secretWord).not.toContain(secretWord);
    }
    // The ingredient list carries text only: no ingredient ids of the library.
    const pie = dishNamed(publicMenuSchema.parse(raw), 'Plăcintă cu secret');
    for (const part of pie?.ingredients.parts ?? []) {
      expect(Object.keys(part).sort()).toEqual(part.allergens ? ['allergens', 'text'] : ['text']);
    }
  });
});

describe('GET /api/public/restaurants', () => {
  async function listing(query: string) {
    const response = await get(`/api/public/restaurants${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return restaurantListingSchema.parse(await response.json());
  }

  test('lists every restaurant, saying which menu pages show a menu', async () => {
    const all = await listing('');
    expect(all.locale).toBe('ro');
    expect(all.restaurants.map((r) => [r.slug, r.hasPublicMenu])).toEqual([
      ['bistro-test', true],
      ['casa-ascunsa', false],
      ['pizzeria-expirata', false],
    ]);
    expect(all.cities).toEqual([
      { slug: 'cluj-napoca', name: 'Cluj-Napoca', count: 2 },
      { slug: 'oradea', name: 'Oradea', count: 1 },
    ]);
  });

  test('filters by city', async () => {
    const cluj = await listing('?city=cluj-napoca');
    expect(cluj.restaurants.map((r) => r.slug)).toEqual(['bistro-test', 'casa-ascunsa']);
  });

  test('filters by specific, with the keys as slugs and names in the locale', async () => {
    const pizza = await listing('?specific=pizza,fine-dining&locale=en');
    expect(pizza.locale).toBe('en');
    expect(pizza.restaurants.map((r) => r.slug)).toEqual(['casa-ascunsa', 'pizzeria-expirata']);
    expect(pizza.restaurants[0]?.specifics).toEqual(['pizza', 'fine-dining']);
    expect(pizza.specifics).toContainEqual({ key: 'fine-dining', name: 'Fine dining', count: 1 });
  });

  test('combines city and specific, each facet counting with the other filter applied', async () => {
    const both = await listing('?city=cluj-napoca&specific=pizza&locale=ro');
    expect(both.restaurants.map((r) => r.slug)).toEqual(['casa-ascunsa']);
    expect(both.cities).toEqual([
      { slug: 'cluj-napoca', name: 'Cluj-Napoca', count: 1 },
      { slug: 'oradea', name: 'Oradea', count: 1 },
    ]);
    expect(both.specifics).toEqual([
      { key: 'traditional', name: 'Tradițional', count: 1 },
      { key: 'pizza', name: 'Pizza', count: 1 },
      { key: 'fine-dining', name: 'Fine dining', count: 1 },
      { key: 'terrace', name: 'Terasă', count: 1 },
    ]);
  });

  test("names each restaurant's brand, and lists one brand's restaurants only", async () => {
    const all = await listing('');
    expect(all.restaurants.map((r) => [r.slug, r.brandKey])).toEqual([
      ['bistro-test', 'valori-nutritionale'],
      ['casa-ascunsa', 'valori-nutritionale'],
      ['pizzeria-expirata', 'valori-nutritionale'],
    ]);
    const own = await listing('?brand=valori-nutritionale&city=oradea');
    expect(own.restaurants.map((r) => r.slug)).toEqual(['pizzeria-expirata']);
    expect(own.cities.map((city) => [city.slug, city.count])).toEqual([
      ['cluj-napoca', 2],
      ['oradea', 1],
    ]);
    const other = await listing('?brand=nutrischeme');
    expect(other).toEqual({
      locale: 'ro',
      cities: [],
      specifics: [],
      restaurants: [],
      page: 1,
      pageSize: 60,
      total: 0,
      pageCount: 0,
    });

    const bad = await get('/api/public/restaurants?brand=Nutri%20Scheme');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('The brand must be a brand key');
  });

  test('pages the matching restaurants in SQL, counting them all', async () => {
    const first = await listing('?limit=2');
    expect(first.restaurants.map((r) => r.slug)).toEqual(['bistro-test', 'casa-ascunsa']);
    expect([first.page, first.pageSize, first.total, first.pageCount]).toEqual([1, 2, 3, 2]);
    const second = await listing('?limit=2&page=2');
    expect(second.restaurants.map((r) => r.slug)).toEqual(['pizzeria-expirata']);
    expect(second.cities).toEqual(first.cities);
    const beyond = await listing('?limit=2&page=3');
    expect(beyond.restaurants).toEqual([]);
    expect(beyond.total).toBe(3);

    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?limit=1001', 'limit'],
      [`?q=${'x'.repeat(101)}`, 'search'],
    ]) {
      const bad = await get(`/api/public/restaurants${query}`);
      expect(bad.status, query).toBe(400);
      expect((await bad.json()).message).toContain(`The ${field}`);
    }
  });

  test('searches names and cities without diacritics, at the start of words', async () => {
    const slugs = async (q: string) =>
      (await listing(`?q=${encodeURIComponent(q)}`)).restaurants.map((r) => r.slug);
    expect(await slugs('expirata')).toEqual(['pizzeria-expirata']);
    expect(await slugs('CASA asc')).toEqual(['casa-ascunsa']);
    expect(await slugs('cluj napoca')).toEqual(['bistro-test', 'casa-ascunsa']);
    expect(await slugs('Ascunsă, Cluj')).toEqual(['casa-ascunsa']);
    expect(await slugs('sunsa')).toEqual([]);
    expect(await slugs('bistro oradea')).toEqual([]);
    const searched = await listing('?q=oradea');
    expect(searched.total).toBe(1);
    // The facets leave the search out, as their links do.
    expect(searched.cities.map((city) => city.count)).toEqual([2, 1]);
  });

  test('leaves out of the facets a chosen value no restaurant has', async () => {
    const nowhere = await listing('?city=nowhere');
    expect(nowhere.restaurants).toEqual([]);
    expect(nowhere.cities.map((city) => city.slug)).toEqual(['cluj-napoca', 'oradea']);
    const nothing = await listing('?specific=no-such-thing,pizza');
    expect(nothing.specifics.map((specific) => specific.key)).not.toContain('no-such-thing');
    expect(nothing.total).toBe(2);
  });

  test('answers 400 for an unknown locale, and caches like the menu', async () => {
    const bad = await get('/api/public/restaurants?locale=pl');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('Unknown locale "pl"');

    const response = await get('/api/public/restaurants?city=oradea');
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const again = await get('/api/public/restaurants?city=oradea', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/public/brands', () => {
  test('lists every brand for branding by host', async () => {
    const response = await get('/api/public/brands');
    expect(response.status).toBe(200);
    const brands = publicBrandListSchema.parse(await response.json());
    expect(brands.map((brand) => brand.key)).toEqual(['nutrischeme', 'valori-nutritionale']);
    const other = brands.find((brand) => brand.key === 'nutrischeme');
    expect(other).toMatchObject({
      hosts: ['menu.nutrischeme.com'],
      themeColor: '#123456',
      // No video uploaded.
      promoVideo: null,
      isFallback: false,
    });
    expect(brands.find((brand) => brand.isFallback)?.themeColor).toBe('#f3f3f3');
    expect(brandForHost(brands, 'MENU.nutrischeme.com:443').key).toBe('nutrischeme');
    expect(brandForHost(brands, 'localhost:5173').key).toBe('valori-nutritionale');
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('storefront revalidation', () => {
  test('POSTs the change with the bearer secret once the save is committed', async () => {
    revalidations.length = 0;
    // The save's transaction stays open a while after its hooks ran, as a slow save's would.
    const req = await createLocalReq({}, payload);
    await initTransaction(req);
    let beforeCommit: Revalidation[];
    try {
      await payload.update({ collection: 'recipes', id: ids.soup, data: { price: 31 }, req });
      await new Promise((resolve) => setTimeout(resolve, 300));
      beforeCommit = revalidations.filter((r) => r.body.collection === 'recipes');
    } finally {
      await commitTransaction(req);
    }
    expect(beforeCommit).toEqual([]);

    const notice = await waitFor(
      () => revalidations.find((r) => r.body.collection === 'recipes'),
      'the recipe revalidation',
    );
    expect(notice.authorization).toBe(`Bearer ${SECRET}`);
    expect(notice.body).toEqual({ restaurant: 'bistro-test', collection: 'recipes', id: ids.soup });
    // The storefront read the menu back on receipt and already saw the new price.
    const seen = publicMenuSchema.parse(notice.menuSeen);
    expect(dishNamed(seen, 'Ciorbă de test')?.price).toBe(31);
  });

  test('sends nothing for a save that rolls back', async () => {
    revalidations.length = 0;
    const req = await createLocalReq({}, payload);
    await initTransaction(req);
    try {
      await payload.update({ collection: 'recipes', id: ids.soup, data: { price: 99 }, req });
    } finally {
      await killTransaction(req);
    }
    await payload.update({ collection: 'menus', id: ids.main, data: { isDefault: true } });
    await waitFor(
      () => revalidations.find((r) => r.body.collection === 'menus'),
      'the menu revalidation',
    );
    expect(revalidations.filter((r) => r.body.collection === 'recipes')).toEqual([]);
  });

  test('names no restaurant for a brand, and the restaurant for a subscription', async () => {
    revalidations.length = 0;
    await payload.update({
      collection: 'brands',
      id: ids.otherBrand,
      data: { themeColor: '#654321' },
    });
    const brand = await waitFor(
      () => revalidations.find((r) => r.body.collection === 'brands'),
      'the brand revalidation',
    );
    expect(brand.body).toEqual({ restaurant: null, collection: 'brands', id: ids.otherBrand });

    const subscription = await payload.create({
      collection: 'subscriptions',
      data: {
        restaurant: ids.pizzeria,
        plan: 'trial',
        status: 'active',
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
      },
    });
    const renewed = await waitFor(
      () => revalidations.find((r) => r.body.collection === 'subscriptions'),
      'the subscription revalidation',
    );
    expect(renewed.body).toEqual({
      restaurant: 'pizzeria-expirata',
      collection: 'subscriptions',
      id: subscription.id,
    });
    expect(publicMenuSchema.parse(renewed.menuSeen).state).toBe('ok');
  });
});
