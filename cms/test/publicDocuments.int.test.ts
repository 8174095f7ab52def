import {
  type PublicDish,
  type PublicMenu,
  publicMenuSchema,
  restaurantLocalesSchema,
} from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recomputeRecipesUsing } from '../src/collections/Recipes/graph/recomputeRecipes';
import { menuDocumentKey } from '../src/publicApi/storedDocuments/publicDocumentKeys';
import { readPublicMenu } from '../src/publicApi/storedDocuments/readPublicMenu';
import { REBUILD_AT_MOST } from '../src/publicApi/storedDocuments/refreshPublicDocuments';
import { executeSql } from '../src/utilities/executeSql';
import { runInTransaction } from '../src/utilities/runInTransaction';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;

let payload: Payload;
let api: ReturnType<typeof createApiClient>;
let brand: number;
const restaurants: { id: number; slug: string }[] = [];

interface Row {
  key: string;
  etag: string;
  body: string;
  valid_until: string | Date | null;
  updated_at: string | Date;
}

async function sqlRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return executeSql<T>(await createLocalReq({}, payload), query);
}

/** The stored row of an address, read with SQL: what a read would send. */
async function storedRow(key: string): Promise<Row | undefined> {
  const [row] = await sqlRows<Row>(
    sql`SELECT key, etag, body, valid_until, updated_at FROM public_documents WHERE key = ${key}`,
  );
  return row;
}

async function storedMenu(key: string): Promise<PublicMenu> {
  const row = await storedRow(key);
  if (!row) throw new Error(`No stored document ${key}`);
  return publicMenuSchema.parse(JSON.parse(row.body));
}

const dishesOf = (menu: PublicMenu): PublicDish[] =>
  (menu.menu?.sections ?? []).flatMap((section) => section.dishes);

function get(path: string, headers: Record<string, string> = {}) {
  return api.send(new Request(new URL(path, ORIGIN), { headers }));
}

async function restaurantWithDish(slug: string, ingredient: number, subscriptionEnds: Date) {
  const restaurant = await payload.create({
    collection: 'restaurants',
    data: {
      brand,
      name: slug,
      slug,
      city: 'Cluj-Napoca',
      defaultLocale: 'ro',
      offeredLocales: ['ro', 'en'],
      currency: 'RON',
    },
  });
  await payload.create({
    collection: 'subscriptions',
    data: {
      restaurant: restaurant.id,
      plan: 'standard',
      status: 'active',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: subscriptionEnds.toISOString(),
    },
  });
  const dish = await payload.create({
    collection: 'recipes',
    data: {
      restaurant: restaurant.id,
      name: `ciorbă ${slug}`,
      category: 'food',
      portions: 1,
      lines: [{ kind: 'ingredient', ingredient, quantity: 100, unit: 'g' }],
      _status: 'published',
    },
  });
  await payload.create({
    collection: 'menus',
    data: {
      restaurant: restaurant.id,
      name: 'Meniu',
      slug: 'meniu',
      isDefault: true,
      sections: [{ title: 'Supe', dishes: [dish.id] }],
      _status: 'published',
    },
  });
  restaurants.push({ id: restaurant.id, slug });
  return restaurant.id;
}

let shared: number;

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  brand = (
    await payload.create({
      collection: 'brands',
      data: {
        name: 'Brand',
        key: 'brand',
        companyName: 'Brand SRL',
        homeUrl: 'https://example.com',
        isFallback: true,
      },
    })
  ).id;
  // A library food: no restaurant, used by both restaurants' dishes.
  shared = (
    await payload.create({
      collection: 'ingredients',
      data: {
        name: 'morcov',
        nutrients: {
          fat: 0.2,
          saturates: 0,
          carbohydrate: 7,
          sugars: 5,
          fibre: 3,
          protein: 1,
          salt: 0.1,
        },
        allergensDeclared: true,
        allergens: [],
        vegan: true,
        vegetarian: true,
      },
    })
  ).id;
  await restaurantWithDish('bistro-unu', shared, new Date(Date.now() + 30 * DAY));
  // Its subscription's last day is today: its menu lapses at the next UTC midnight.
  await restaurantWithDish('bistro-doi', shared, new Date());
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
});

describe('stored public menus', () => {
  test('are built at save time, in each offered locale, under each address they answer', async () => {
    for (const { slug } of restaurants) {
      for (const key of [
        menuDocumentKey(slug, undefined, undefined),
        menuDocumentKey(slug, 'meniu', undefined),
        menuDocumentKey(slug, undefined, 'ro'),
        menuDocumentKey(slug, 'meniu', 'en'),
        menuDocumentKey(slug, undefined, 'en'),
      ]) {
        expect(await storedRow(key), key).toBeDefined();
      }
      expect((await storedMenu(menuDocumentKey(slug, undefined, 'en'))).locale).toBe('en');
    }
  });

  test('a read sends the stored document and does not build it again', async () => {
    const key = menuDocumentKey('bistro-unu', undefined, 'ro');
    const before = await storedRow(key);
    const first = await get('/api/public/menus/bistro-unu?locale=ro');
    const second = await get('/api/public/menus/bistro-unu?locale=ro');
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(before?.body);
    expect(await second.text()).toBe(before?.body);
    expect(first.headers.get('ETag')).toBe(before?.etag);
    // Neither read wrote the row: it is the one the last save stored.
    expect((await storedRow(key))?.updated_at).toEqual(before?.updated_at);
  });

  test('a 304 answers If-None-Match with the stored ETag', async () => {
    const key = menuDocumentKey('bistro-unu', undefined, undefined);
    const stored = await storedRow(key);
    const response = await get('/api/public/menus/bistro-unu', {
      'If-None-Match': stored?.etag ?? '',
    });
    expect(response.status).toBe(304);
    expect(response.headers.get('ETag')).toBe(stored?.etag);
    expect(await response.text()).toBe('');
    const other = await get('/api/public/menus/bistro-unu', { 'If-None-Match': '"ro-old"' });
    expect(other.status).toBe(200);
  });

  test('a missing document is built on read and stored', async () => {
    // As right after the migration on a database with data in it.
    await sqlRows(sql`DELETE FROM public_documents WHERE key LIKE 'menu/bistro-unu/%'`);
    const response = await get('/api/public/menus/bistro-unu?locale=de');
    expect(response.status).toBe(200);
    const menu = publicMenuSchema.parse(await response.json());
    expect(menu.locale).toBe('de');
    const row = await storedRow(menuDocumentKey('bistro-unu', undefined, 'de'));
    expect(row?.etag).toBe(response.headers.get('ETag'));
    // Asked for once though not offered, German is rebuilt with the offered locales from now on.
    await payload.update({
      collection: 'restaurants',
      id: restaurants[0]?.id ?? 0,
      data: { name: 'Bistro Unu' },
    });
    const rebuilt = await storedMenu(menuDocumentKey('bistro-unu', undefined, 'de'));
    expect(rebuilt.restaurant.name).toBe('Bistro Unu');
    expect(await storedRow(menuDocumentKey('bistro-unu', undefined, 'ro'))).toBeDefined();
  });

  test('an unknown restaurant or menu is a 404 and stores nothing', async () => {
    expect((await get('/api/public/menus/nobody')).status).toBe(404);
    expect((await get('/api/public/menus/bistro-unu?menu=nu-exista')).status).toBe(404);
    const [row] = await sqlRows<{ count: string }>(
      sql`SELECT count(*) AS count FROM public_documents WHERE key LIKE 'menu/nobody/%'
            OR key LIKE '%/nu-exista/%'`,
    );
    expect(Number(row?.count)).toBe(0);
  });
});

describe('a change of a shared ingredient', () => {
  test('reaches the stored menus of every restaurant using it, inline', async () => {
    await payload.update({
      collection: 'ingredients',
      id: shared,
      data: { allergens: ['celery'] },
    });
    for (const { slug } of restaurants) {
      for (const locale of ['ro', 'en'] as const) {
        const [dish] = dishesOf(await storedMenu(menuDocumentKey(slug, undefined, locale)));
        expect(dish?.allergens, `${slug} ${locale}`).toEqual({
          contains: ['celery'],
          complete: true,
        });
      }
    }
  });

  test('stores its dishes as updating while the job runs, then its results', async () => {
    const req = await createLocalReq({ context: { skipRecompute: true } }, payload);
    await runInTransaction(req, async () => {
      await payload.update({
        collection: 'ingredients',
        id: shared,
        data: { allergens: ['celery', 'mustard'] },
        req,
      });
      // Beyond the limit: marked stale and left to the job.
      expect(await recomputeRecipesUsing(req, 'ingredient', [shared], { deferAbove: 0 })).toEqual(
        [],
      );
    });
    for (const { slug } of restaurants) {
      const [dish] = dishesOf(await storedMenu(menuDocumentKey(slug, 'meniu', 'ro')));
      expect(dish?.updating, slug).toBe(true);
      // The last known allergens, said to be incomplete until the job has run.
      expect(dish?.allergens).toEqual({ contains: ['celery'], complete: false });
      expect(dish?.nutrition).toBeNull();
      // What a diner reads is that stored document.
      const response = await get(`/api/public/menus/${slug}?menu=meniu&locale=ro`);
      const [served] = dishesOf(publicMenuSchema.parse(await response.json()));
      expect(served?.updating).toBe(true);
    }

    await payload.jobs.run({ queue: 'default' });
    for (const { slug } of restaurants) {
      const [dish] = dishesOf(await storedMenu(menuDocumentKey(slug, 'meniu', 'ro')));
      expect(dish?.updating, slug).toBeUndefined();
      expect(dish?.allergens).toEqual({ contains: ['celery', 'mustard'], complete: true });
    }
  });

  test('rolled back, leaves the stored menus as they were', async () => {
    const key = menuDocumentKey('bistro-unu', undefined, 'ro');
    const before = await storedRow(key);
    const req = await createLocalReq({}, payload);
    await runInTransaction(
      req,
      async () => {
        await payload.update({
          collection: 'ingredients',
          id: shared,
          data: { allergens: ['celery', 'mustard', 'sesame'] },
          req,
        });
      },
      { rollBack: true },
    );
    expect((await storedRow(key))?.body).toBe(before?.body);
  });
});

describe('a subscription ending', () => {
  test('a stored menu is valid until the next UTC midnight only', async () => {
    const row = await storedRow(menuDocumentKey('bistro-doi', undefined, 'ro'));
    const midnight = new Date(`${new Date(Date.now() + DAY).toISOString().slice(0, 10)}T00:00Z`);
    expect(new Date(row?.valid_until ?? 0).toISOString()).toBe(midnight.toISOString());
  });

  test('a lapsed subscription stored menu is not served: it is built anew', async () => {
    const request = { restaurantSlug: 'bistro-doi', menuSlug: undefined, locale: 'ro' } as const;
    const req = await createLocalReq({}, payload);
    const today = await readPublicMenu(req, request, new Date());
    if (!('stored' in today)) throw new Error('expected a stored menu');
    expect(publicMenuSchema.parse(JSON.parse(today.stored.body)).state).toBe('ok');

    // The day after its last day: the row built today has expired.
    const tomorrow = new Date(Date.now() + DAY);
    const later = await readPublicMenu(req, request, tomorrow);
    if (!('stored' in later)) throw new Error('expected a stored menu');
    const menu = publicMenuSchema.parse(JSON.parse(later.stored.body));
    expect(menu.state).toBe('no-subscription');
    expect(menu.menu).toBeNull();
    expect(later.stored.etag).not.toBe(today.stored.etag);
  });
});

describe('the restaurant locales for the QR redirect', () => {
  test('answers the offered locales and the default, and follows a change', async () => {
    const response = await get('/api/public/menus/bistro-unu?only=locales');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Tag')).toContain('bistro-unu');
    expect(restaurantLocalesSchema.parse(await response.json())).toEqual({
      slug: 'bistro-unu',
      defaultLocale: 'ro',
      locales: ['ro', 'en'],
    });
    await payload.update({
      collection: 'restaurants',
      id: restaurants[0]?.id ?? 0,
      data: { offeredLocales: ['ro', 'hu'] },
    });
    const changed = await get('/api/public/menus/bistro-unu?only=locales');
    expect((await changed.json()).locales).toEqual(['ro', 'hu']);
    expect((await get('/api/public/menus/nobody?only=locales')).status).toBe(404);
    expect((await get('/api/public/menus/bistro-unu?only=menu')).status).toBe(400);
  });
});

describe('a change rebuilds only the stored menus it can alter', () => {
  const SLUG = 'bistro-trei';

  /** When each stored menu of the restaurant was last written, by address. */
  async function writtenAt(): Promise<Record<string, string>> {
    const rows = await sqlRows<{ key: string; written: string }>(
      sql`SELECT key, updated_at::text AS written FROM public_documents
          WHERE key LIKE ${`menu/${SLUG}/%`} ORDER BY key`,
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.written]));
  }

  /** The addresses written again between two moments. */
  function rewritten(before: Record<string, string>, after: Record<string, string>): string[] {
    return Object.keys(after)
      .filter((key) => after[key] !== before[key])
      .sort();
  }

  const addresses = (menu: string) =>
    ['', 'en', 'ro'].map((locale) => `menu/${SLUG}/${menu}/${locale}`);

  test('a dish, the menus showing it; a dish on no menu, none; a menu, its own', async () => {
    const restaurant = await restaurantWithDish(SLUG, shared, new Date(Date.now() + 30 * DAY));
    const recipe = (name: string) =>
      payload.create({
        collection: 'recipes',
        data: {
          restaurant,
          name,
          category: 'food',
          portions: 1,
          price: 20,
          lines: [{ kind: 'ingredient', ingredient: shared, quantity: 80, unit: 'g' }],
          _status: 'published',
        },
      });
    const pancakes = await recipe('clătite');
    const lone = await recipe('supă de post');
    const soup = (
      await payload.find({
        collection: 'recipes',
        where: { restaurant: { equals: restaurant }, name: { equals: `ciorbă ${SLUG}` } },
      })
    ).docs[0];
    const desserts = await payload.create({
      collection: 'menus',
      data: {
        restaurant,
        name: 'Deserturi',
        slug: 'deserturi',
        isDefault: false,
        sections: [{ title: 'Dulci', dishes: [pancakes.id] }],
        _status: 'published',
      },
    });
    // A new menu changes what every menu lists: all are built, in every offered locale.
    const first = await writtenAt();
    expect(Object.keys(first)).toEqual(
      [...addresses(''), ...addresses('deserturi'), ...addresses('meniu')].sort(),
    );

    await payload.update({ collection: 'recipes', id: lone.id, data: { price: 21 } });
    expect(await writtenAt()).toEqual(first);

    await payload.update({ collection: 'recipes', id: pancakes.id, data: { price: 22 } });
    const second = await writtenAt();
    expect(rewritten(first, second)).toEqual(addresses('deserturi'));
    const [shown] = dishesOf(await storedMenu(menuDocumentKey(SLUG, 'deserturi', 'en')));
    expect(shown?.price).toEqual(22);

    // The default menu's dish: its addresses without a menu named too.
    await payload.update({ collection: 'recipes', id: soup?.id ?? 0, data: { price: 23 } });
    const third = await writtenAt();
    expect(rewritten(second, third)).toEqual([...addresses(''), ...addresses('meniu')].sort());

    await payload.update({
      collection: 'menus',
      id: desserts.id,
      data: { sections: [{ title: 'Dulci', dishes: [pancakes.id, lone.id] }] },
    });
    const fourth = await writtenAt();
    expect(rewritten(third, fourth)).toEqual(addresses('deserturi'));
    expect(dishesOf(await storedMenu(menuDocumentKey(SLUG, 'deserturi', 'ro')))).toHaveLength(2);

    // Its name is in every menu's list of menus.
    await payload.update({ collection: 'menus', id: desserts.id, data: { name: 'Dulciuri' } });
    expect(rewritten(fourth, await writtenAt())).toEqual(Object.keys(fourth).sort());
    const listed = (await storedMenu(menuDocumentKey(SLUG, undefined, 'ro'))).menus;
    expect(listed.map((menu) => menu.name)).toContain('Dulciuri');
  });
});

describe('a change reaching the menus of many restaurants', () => {
  test('drops their stored menus in the change, and each read builds its own again', async () => {
    const food = (
      await payload.create({
        collection: 'ingredients',
        data: {
          name: 'țelină',
          nutrients: {
            fat: 0.2,
            saturates: 0,
            carbohydrate: 3,
            sugars: 2,
            fibre: 2,
            protein: 1,
            salt: 0.2,
          },
          allergensDeclared: true,
          allergens: [],
        },
      })
    ).id;
    const slugs = Array.from({ length: REBUILD_AT_MOST + 1 }, (_, n) => `bistro-larg-${n + 1}`);
    const ids: number[] = [];
    for (const slug of slugs) {
      ids.push(await restaurantWithDish(slug, food, new Date(Date.now() + 30 * DAY)));
    }
    for (const slug of slugs)
      expect(await storedRow(menuDocumentKey(slug, undefined, 'ro'))).toBeDefined();
    const markers = async () =>
      sqlRows<{ key: string; written: string }>(
        sql`SELECT key, updated_at::text AS written FROM public_documents
            WHERE key = ANY(${`{${ids.map((id) => `restaurant/${id}`).join(',')}}`}::text[])
            ORDER BY key`,
      );
    const before = await markers();

    await payload.update({ collection: 'ingredients', id: food, data: { allergens: ['celery'] } });
    const rows = await sqlRows<{ key: string }>(
      sql`SELECT key FROM public_documents WHERE key ^@ 'menu/bistro-larg-'`,
    );
    expect(rows).toEqual([]);
    // Rewritten, so that a build on a read that began before the change is not stored.
    const after = await markers();
    expect(after).toHaveLength(slugs.length);
    for (const [index, marker] of after.entries()) {
      expect(marker.written > (before[index]?.written ?? '')).toBe(true);
    }

    for (const slug of slugs) {
      const response = await get(`/api/public/menus/${slug}?locale=ro`);
      const [dish] = dishesOf(publicMenuSchema.parse(await response.json()));
      expect(dish?.allergens, slug).toEqual({ contains: ['celery'], complete: true });
      expect(await storedRow(menuDocumentKey(slug, undefined, 'ro'))).toBeDefined();
    }
  });
});
