import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type PublicMenu,
  publicMenuSchema,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
} from '@nutrimenu/core/contract';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
// Set it to keep the cards the test draws, to look at them.
const KEEP_DIR = process.env.SHARE_CARDS_KEEP_DIR;

let payload: Payload;
let get: (path: string) => Promise<Response>;
const ids = {} as Record<'restaurant' | 'soup' | 'stew' | 'draft', number>;

async function picture(width: number, height: number, svg: string): Promise<Buffer> {
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

async function menu(locale: string): Promise<PublicMenu> {
  const response = await get(`/api/public/menus/bistro-card?locale=${locale}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return publicMenuSchema.parse(await response.json());
}

const dishesOf = (document: PublicMenu) =>
  document.menu?.sections.flatMap((section) => section.dishes) ?? [];

function dishCard(document: PublicMenu, name: string): string {
  const card = dishesOf(document).find((dish) => dish.name === name)?.shareCard;
  if (!card) throw new Error(`No share card for ${name}`);
  return card;
}

async function card(key: string, keepAs?: string) {
  const response = await get(`/api/public/share-cards/${key}.png`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status === 200 && KEEP_DIR && keepAs) {
    await mkdir(KEEP_DIR, { recursive: true });
    await writeFile(path.join(KEEP_DIR, `${keepAs}.png`), bytes);
  }
  return { response, bytes };
}

async function expectCardImage(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'png',
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
  });
}

beforeAll(async () => {
  payload = await createTestPayload();
  const api = createApiClient(payload.config);
  get = (url) => api.send(new Request(new URL(url, ORIGIN)));

  const brand = await payload.create({
    collection: 'brands',
    data: {
      name: 'Valori nutriționale',
      key: 'valori-nutritionale',
      companyName: 'VN SRL',
      homeUrl: 'https://valorinutritionale.ro',
      hosts: [{ host: 'meniu.valorinutritionale.ro' }],
      isFallback: true,
      themeColor: '#c0392b',
      contact: { email: 'contact@valorinutritionale.ro' },
    },
  });
  const restaurant = await payload.create({
    collection: 'restaurants',
    data: {
      brand: brand.id,
      name: 'Bistro Someș Țărănesc',
      slug: 'bistro-card',
      city: 'Cluj-Napoca',
      defaultLocale: 'ro',
      offeredLocales: ['ro', 'hu'],
      currency: 'RON',
    },
  });
  ids.restaurant = restaurant.id;
  const now = Date.now();
  await payload.create({
    collection: 'subscriptions',
    data: {
      restaurant: restaurant.id,
      plan: 'standard',
      status: 'active',
      startsAt: new Date(now - DAY).toISOString(),
      endsAt: new Date(now + 30 * DAY).toISOString(),
    },
  });
  const media = async (name: string, data: Buffer) =>
    payload.create({
      collection: 'media',
      data: { alt: name, restaurant: restaurant.id },
      file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    });
  const logo = await media(
    'logo',
    await picture(300, 300, '<circle cx="150" cy="150" r="140" fill="#2e7d32"/>'),
  );
  const photo = await media(
    'ciorba',
    await picture(
      1000,
      750,
      '<rect width="1000" height="750" fill="#f2d7b0"/><circle cx="500" cy="375" r="300" fill="#d98c3f"/>',
    ),
  );
  await payload.update({
    collection: 'restaurants',
    id: restaurant.id,
    data: { logo: logo.id },
  });

  const flour = await payload.create({
    collection: 'ingredients',
    data: {
      name: 'făină de grâu',
      nutrients: {
        fat: 1,
        saturates: 0.2,
        carbohydrate: 70,
        sugars: 1,
        fibre: 3,
        protein: 10,
        salt: 0,
      },
      allergensDeclared: true,
      allergens: ['gluten'],
    },
  });
  const recipe = (data: Record<string, unknown>, draft = false) =>
    payload.create({
      collection: 'recipes',
      draft,
      data: {
        restaurant: restaurant.id,
        category: 'food',
        portions: 1,
        _status: draft ? 'draft' : 'published',
        lines: [{ kind: 'ingredient', ingredient: flour.id, quantity: 100, unit: 'g' }],
        ...data,
      } as never,
    });
  ids.soup = (await recipe({ name: 'Ciorbă de burtă', price: 28, image: photo.id })).id;
  ids.stew = (await recipe({ name: 'Tocăniță țărănească în ceaun cu brânză', price: 30 })).id;
  ids.draft = (await recipe({ name: 'Fel nepublicat' }, true)).id;
  await payload.update({
    collection: 'recipes',
    id: ids.stew,
    locale: 'hu',
    data: { name: 'Gulyás őrölt paprikával, ű' },
  });
  await payload.create({
    collection: 'menus',
    data: {
      restaurant: restaurant.id,
      name: 'Meniu',
      slug: 'meniu',
      isDefault: true,
      _status: 'published',
      sections: [{ title: 'Feluri', dishes: [ids.soup, ids.stew, ids.draft] }],
    } as never,
  });
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
});

describe('share cards', () => {
  test('the public menu names a card for the restaurant and each shown dish only', async () => {
    const document = await menu('ro');
    expect(document.restaurant.shareCard).toMatch(/^bistro-card\.ro\._\.[A-Za-z0-9_-]{16}$/);
    expect(dishesOf(document).map((dish) => dish.shareCard?.split('.').slice(0, 3))).toEqual([
      ['bistro-card', 'ro', 'ciorba-de-burta'],
      ['bistro-card', 'ro', 'tocanita-taraneasca-in-ceaun-cu-branza'],
    ]);
  });

  test("two dishes' cards are different 1200×630 PNGs, immutable on the public API", async () => {
    const document = await menu('ro');
    const soup = await card(dishCard(document, 'Ciorbă de burtă'), 'ro-dish-with-photo');
    const stew = await card(
      dishCard(document, 'Tocăniță țărănească în ceaun cu brânză'),
      'ro-dish-without-photo',
    );
    const own = await card(document.restaurant.shareCard ?? '', 'ro-restaurant');
    for (const { response, bytes } of [soup, stew, own]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      await expectCardImage(bytes);
    }
    expect(soup.bytes.equals(stew.bytes)).toBe(false);
    expect(soup.bytes.equals(own.bytes)).toBe(false);
    // The photo fills the left part: its colour, not the panel's near-black.
    const { data } = await sharp(soup.bytes)
      .extract({ left: 20, top: 20, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xf2, 0xd7, 0xb0]);
    // Asked again, the same bytes.
    expect((await card(dishCard(document, 'Ciorbă de burtă'))).bytes.equals(soup.bytes)).toBe(true);
  });

  test("a card in Hungarian shows the dish's Hungarian name: another key, another picture", async () => {
    const [ro, hu] = await Promise.all([menu('ro'), menu('hu')]);
    const roKey = dishCard(ro, 'Tocăniță țărănească în ceaun cu brânză');
    const huKey = dishCard(hu, 'Gulyás őrölt paprikával, ű');
    expect(huKey).toMatch(/^bistro-card\.hu\.tocanita-taraneasca-in-ceaun-cu-branza\./);
    const roCard = await card(roKey);
    const huCard = await card(huKey, 'hu-dish-without-photo');
    await card(dishCard(hu, 'Ciorbă de burtă'), 'hu-dish-with-photo');
    await card(hu.restaurant.shareCard ?? '', 'hu-restaurant');
    expect(huCard.response.status).toBe(200);
    expect(huCard.bytes.equals(roCard.bytes)).toBe(false);
  });

  test('renaming a dish changes its key; the old key then names nothing', async () => {
    const before = dishCard(await menu('ro'), 'Ciorbă de burtă');
    expect((await card(before)).response.status).toBe(200);
    await payload.update({
      collection: 'recipes',
      id: ids.soup,
      data: { name: 'Ciorbă de burtă ca la mama' },
    });
    const after = dishCard(await menu('ro'), 'Ciorbă de burtă ca la mama');
    expect(after).not.toBe(before);
    // The slug stays, the digest moves.
    expect(after.split('.').slice(0, 3)).toEqual(before.split('.').slice(0, 3));
    expect((await card(before)).response.status).toBe(404);
    const renamed = await card(after);
    expect(renamed.response.status).toBe(200);
    await expectCardImage(renamed.bytes);
  });

  test.each([
    ['a name that is not a key', 'not-a-key.png'],
    ['a key without .png', 'bistro-card.ro._.AAAAAAAAAAAAAAAA'],
    ['a made-up digest', 'bistro-card.ro._.AAAAAAAAAAAAAAAA.png'],
    ['an unknown restaurant', 'nowhere.ro._.AAAAAAAAAAAAAAAA.png'],
    ['an unpublished dish', 'bistro-card.ro.fel-nepublicat.AAAAAAAAAAAAAAAA.png'],
    ['an unknown locale', 'bistro-card.pl._.AAAAAAAAAAAAAAAA.png'],
    ['a path', '..%2F..%2Fetc%2Fpasswd.png'],
  ])('answers 404, not cached, for %s', async (_label, file) => {
    const response = await get(`/api/public/share-cards/${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('a dish taken off the public menu loses its card', async () => {
    const key = dishCard(await menu('ro'), 'Tocăniță țărănească în ceaun cu brânză');
    expect((await card(key)).response.status).toBe(200);
    await payload.update({ collection: 'recipes', id: ids.stew, data: { onMenu: false } });
    expect((await card(key)).response.status).toBe(404);
  });
});
