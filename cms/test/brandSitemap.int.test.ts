import { type BrandSitemapPage, brandSitemapPageSchema } from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildBrandSitemap } from '../src/publicApi/buildBrandSitemap';
import { executeSql } from '../src/utilities/executeSql';
import { createApiClient } from './helpers/apiClient';
import { sitemapFromMenus } from './helpers/sitemapFromMenus';
import { createTestPayload } from './helpers/testPayload';

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;

let payload: Payload;
let get: (path: string) => Promise<Response>;

async function json(path: string): Promise<unknown> {
  const response = await get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const sitemapPage = async (brand: string, page = 1): Promise<BrandSitemapPage> =>
  brandSitemapPageSchema.parse(await json(`/api/public/brands/${brand}/sitemap?page=${page}`));

const ids: Record<string, number> = {};

beforeAll(async () => {
  payload = await createTestPayload();
  const api = createApiClient(payload.config);
  get = (path) => api.send(new Request(new URL(path, ORIGIN)));
  await seed();
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
});

async function seed() {
  const now = Date.now();
  const brand = (key: string, isFallback: boolean) =>
    payload.create({
      collection: 'brands',
      data: {
        name: key,
        key,
        companyName: `${key} SRL`,
        homeUrl: `https://${key}.example`,
        hosts: [{ host: `menu.${key}.example` }],
        isFallback,
        contact: {},
      },
    });
  ids.ours = (await brand('valori-nutritionale', true)).id;
  ids.theirs = (await brand('nutrischeme', false)).id;

  const restaurant = async (
    slug: string,
    data: Record<string, unknown>,
    subscription: 'covering' | 'expired' = 'covering',
  ) => {
    const created = await payload.create({
      collection: 'restaurants',
      data: {
        brand: ids.ours,
        name: slug,
        slug,
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro', 'en'],
        currency: 'RON',
        ...data,
      } as never,
    });
    const [startsAt, endsAt] =
      subscription === 'covering' ? [now - DAY, now + 30 * DAY] : [now - 60 * DAY, now - DAY];
    await payload.create({
      collection: 'subscriptions',
      data: {
        restaurant: created.id,
        plan: 'standard',
        status: 'active',
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
      },
    });
    ids[slug] = created.id;
    return created.id;
  };
  const bistro = await restaurant('bistro-test', {
    name: 'Bistro Test',
    defaultLocale: 'en',
    offeredLocales: ['ro', 'en', 'hu'],
  });
  const cafe = await restaurant('cafeneaua-din-cetate', { name: 'Cafeneaua din Cetate' });
  const expired = await restaurant('pizzeria-expirata', { name: 'Pizzeria Expirată' }, 'expired');
  const hidden = await restaurant('casa-ascunsa', { name: 'Casa Ascunsă', publicMenu: false });
  const draftOnly = await restaurant('doar-ciorne', { name: 'Doar ciorne' });
  const foreign = await restaurant('alt-brand', { name: 'Alt brand', brand: ids.theirs });
  // A city slug stored before slugs were checked: the listing shows no card for it.
  const badCity = await restaurant('oras-gresit', { name: 'Oraș greșit' });
  await executeSql(
    await createLocalReq({}, payload),
    sql`UPDATE restaurants SET city_slug = 'Cluj Napoca' WHERE id = ${badCity}`,
  );

  const flour = await payload.create({
    collection: 'ingredients',
    data: {
      name: 'făină de grâu',
      nutrients: { fat: 1, saturates: 0.2, carbohydrate: 70, sugars: 1, protein: 10, salt: 0 },
      allergensDeclared: true,
      allergens: ['gluten'],
    },
  });
  const recipe = (restaurantId: number, name: string, extra: Record<string, unknown> = {}) =>
    payload
      .create({
        collection: 'recipes',
        draft: extra._status === 'draft',
        data: {
          restaurant: restaurantId,
          name,
          category: 'food',
          portions: 1,
          _status: 'published',
          lines: [{ kind: 'ingredient', ingredient: flour.id, quantity: 100, unit: 'g' }],
          ...extra,
        } as never,
      })
      .then((doc) => doc.id);
  const soup = await recipe(bistro, 'Ciorbă de burtă');
  const pie = await recipe(bistro, 'Plăcintă');
  const stew = await recipe(bistro, 'Tocană');
  // A newer draft renames it: the published slug stays.
  await payload.update({
    collection: 'recipes',
    id: stew,
    draft: true,
    data: { name: 'Tocană în lucru', slug: 'tocana-in-lucru' },
  });
  const unpublished = await recipe(bistro, 'Fel nepublicat', { _status: 'draft' });
  const offMenu = await recipe(bistro, 'Sos de bază');
  const otherRestaurants = await recipe(cafe, 'Fel al cafenelei');
  const onDraftMenuOnly = await recipe(bistro, 'Fel doar în ciornă');
  const coffee = await recipe(cafe, 'Cafea');

  const menu = (restaurantId: number, data: Record<string, unknown>) =>
    payload
      .create({
        collection: 'menus',
        draft: data._status === 'draft',
        data: { restaurant: restaurantId, _status: 'published', ...data } as never,
      })
      .then((doc) => doc.id);
  await menu(bistro, {
    name: 'Meniul zilei',
    slug: 'meniul-zilei',
    sections: [{ title: 'Azi', dishes: [pie, soup] }],
  });
  const main = await menu(bistro, {
    name: 'Meniu',
    slug: 'meniu',
    isDefault: true,
    sections: [
      { title: 'Ciorne', dishes: [unpublished] },
      { title: 'Feluri', dishes: [stew, soup, offMenu, unpublished] },
      { title: 'Desert', dishes: [pie, soup] },
    ],
  });
  // Taken off the menu once on it (a sub-recipe now), and another restaurant's dish stored in
  // the menu's relationship (never through the admin): neither is shown.
  await payload.update({ collection: 'recipes', id: offMenu, data: { onMenu: false } });
  await executeSql(
    await createLocalReq({}, payload),
    sql`INSERT INTO menus_rels ("order", parent_id, path, recipes_id)
        VALUES (9, ${main}, 'sections.1.dishes', ${otherRestaurants})`,
  );
  // A newer draft of the published menu adds a dish: not shown until published.
  await payload.update({
    collection: 'menus',
    id: main,
    draft: true,
    data: { sections: [{ title: 'Nou', dishes: [onDraftMenuOnly] }] },
  });
  await menu(bistro, {
    name: 'Meniu secret',
    slug: 'meniu-secret',
    _status: 'draft',
    sections: [{ title: 'Secret', dishes: [onDraftMenuOnly] }],
  });
  await menu(cafe, {
    name: 'Meniu',
    slug: 'meniu',
    sections: [{ title: 'Tot', dishes: [coffee] }],
  });
  for (const restaurantId of [expired, hidden, foreign, badCity]) {
    await menu(restaurantId, { name: 'Meniu', slug: 'meniu', sections: [] });
  }
  await menu(draftOnly, { name: 'Meniu', slug: 'meniu', _status: 'draft', sections: [] });
  Object.assign(ids, { soup, pie, stew, unpublished, offMenu, onDraftMenuOnly });
}

describe('GET /api/public/brands/:key/sitemap', () => {
  test('lists what the public menus show, read in a few statements', async () => {
    const page = await sitemapPage('valori-nutritionale');
    expect(page.restaurants).toEqual(await sitemapFromMenus(json, 'valori-nutritionale'));
    expect(page.restaurants).toEqual([
      {
        slug: 'bistro-test',
        defaultLocale: 'en',
        locales: ['ro', 'en', 'hu'],
        menus: [
          {
            slug: 'meniul-zilei',
            isDefault: false,
            lastmod: expect.any(String),
            dishes: ['placinta', 'ciorba-de-burta'],
          },
          {
            slug: 'meniu',
            isDefault: true,
            lastmod: expect.any(String),
            dishes: ['tocana', 'ciorba-de-burta', 'placinta'],
          },
        ],
      },
      {
        slug: 'cafeneaua-din-cetate',
        defaultLocale: 'ro',
        locales: ['ro', 'en'],
        menus: [{ slug: 'meniu', isDefault: true, lastmod: expect.any(String), dishes: ['cafea'] }],
      },
    ]);
    expect(page).toMatchObject({ brandKey: 'valori-nutritionale', page: 1, pageCount: 1 });
    // The other brand's restaurant is in its own sitemap only.
    const theirs = await sitemapPage('nutrischeme');
    expect(theirs.restaurants.map((restaurant) => restaurant.slug)).toEqual(['alt-brand']);
    expect(theirs.restaurants).toEqual(await sitemapFromMenus(json, 'nutrischeme'));
  });

  test('leaves out what is not public: no subscription, public menu off, drafts, dishes not shown', async () => {
    const body = JSON.stringify(await sitemapPage('valori-nutritionale'));
    for (const absent of [
      'pizzeria-expirata',
      'casa-ascunsa',
      'doar-ciorne',
      'oras-gresit',
      'meniu-secret',
      'fel-nepublicat',
      'sos-de-baza',
      'fel-al-cafenelei',
      'fel-doar-in-ciorna',
      'tocana-in-lucru',
    ]) {
      expect(body, absent).not.toContain(`"${absent}"`);
    }
  });

  test('dates each menu by the latest change of the restaurant, its menus and that menu’s dishes', async () => {
    const req = await createLocalReq({}, payload);
    // Only the pie changes, later than anything else: the menus showing it are newer.
    await executeSql(
      req,
      sql`UPDATE recipes SET updated_at = '2099-01-02T03:04:05.678Z' WHERE id = ${ids.pie}`,
    );
    await executeSql(
      req,
      sql`UPDATE recipes SET updated_at = '2098-01-01T00:00:00.000Z' WHERE id = ${ids.offMenu}`,
    );
    try {
      const page = await buildBrandSitemap(payload, { brandKey: 'valori-nutritionale', page: 1 });
      const [bistro, cafe] = page?.restaurants ?? [];
      expect(bistro?.menus.map((menu) => menu.lastmod)).toEqual([
        '2099-01-02T03:04:05.678Z',
        '2099-01-02T03:04:05.678Z',
      ]);
      expect((cafe?.menus[0]?.lastmod ?? '9') < '2099').toBe(true);
    } finally {
      await executeSql(req, sql`UPDATE recipes SET updated_at = now() WHERE id = ${ids.pie}`);
    }
  });

  test('pages the restaurants in the order of the listing', async () => {
    const options = { brandKey: 'valori-nutritionale', pageSize: 1 };
    const first = await buildBrandSitemap(payload, { ...options, page: 1 });
    const second = await buildBrandSitemap(payload, { ...options, page: 2 });
    // The third is the restaurant without a city slug: counted, as the listing counts it, but
    // left out, as the listing shows no card for it.
    const third = await buildBrandSitemap(payload, { ...options, page: 3 });
    const beyond = await buildBrandSitemap(payload, { ...options, page: 4 });
    expect(first?.restaurants.map((r) => r.slug)).toEqual(['bistro-test']);
    expect(second?.restaurants.map((r) => r.slug)).toEqual(['cafeneaua-din-cetate']);
    expect([third?.restaurants, beyond?.restaurants]).toEqual([[], []]);
    expect([first?.pageCount, beyond?.pageCount]).toEqual([3, 3]);
  });

  test('answers 404 for an unknown brand and 400 for a page that is not a whole number', async () => {
    expect((await get('/api/public/brands/no-such-brand/sitemap')).status).toBe(404);
    expect((await get('/api/public/brands/Not%20A%20Slug/sitemap')).status).toBe(404);
    for (const page of ['0', '1.5', 'two']) {
      const response = await get(`/api/public/brands/nutrischeme/sitemap?page=${page}`);
      expect(response.status, page).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('The page must be a whole number');
    }
  });
});
