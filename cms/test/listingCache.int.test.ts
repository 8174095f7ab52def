import { type RestaurantListing, restaurantListingSchema } from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cachedRestaurantListing } from '../src/publicApi/listingCache';
import { readListingVersion } from '../src/publicApi/storedDocuments/listingVersion';
import { executeSql } from '../src/utilities/executeSql';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const DAY = 24 * 60 * 60 * 1000;

let payload: Payload;
let get: (path: string) => Promise<Response>;
const ids = {} as Record<
  'brand' | 'bistro' | 'cafenea' | 'pizzerie' | 'bistroMenu' | 'cafeneaMenu' | 'pizzerieMenu',
  number
>;

async function listing(query = ''): Promise<RestaurantListing> {
  const response = await get(`/api/public/restaurants?locale=ro${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return restaurantListingSchema.parse(await response.json());
}

const cards = async (query = '') =>
  (await listing(query)).restaurants.map((r) => [r.slug, r.name, r.hasPublicMenu, r.brandKey]);

beforeAll(async () => {
  payload = await createTestPayload();
  const api = createApiClient(payload.config);
  get = (path) => api.send(new Request(new URL(path, 'http://localhost:3000')));
  ids.brand = (
    await payload.create({
      collection: 'brands',
      data: {
        name: 'Valori',
        key: 'valori',
        companyName: 'Valori SRL',
        homeUrl: 'https://valori.example',
        hosts: [{ host: 'menu.valori.example' }],
        isFallback: true,
        contact: {},
      },
    })
  ).id;
  const now = Date.now();
  for (const [slug, name, subscribedUntil] of [
    ['bistro', 'Bistro', now + 30 * DAY],
    ['cafenea', 'Cafenea', now + 30 * DAY],
    ['pizzerie', 'Pizzerie', now - DAY],
  ] as const) {
    const restaurant = await payload.create({
      collection: 'restaurants',
      data: {
        brand: ids.brand,
        name,
        slug,
        city: 'Cluj-Napoca',
        specifics: ['traditional'],
        defaultLocale: 'ro',
        offeredLocales: ['ro'],
        currency: 'RON',
      },
    });
    ids[slug] = restaurant.id;
    await payload.create({
      collection: 'subscriptions',
      data: {
        restaurant: restaurant.id,
        plan: 'standard',
        status: 'active',
        startsAt: new Date(now - 60 * DAY).toISOString(),
        endsAt: new Date(subscribedUntil).toISOString(),
      },
    });
    const menu = await payload.create({
      collection: 'menus',
      data: { restaurant: restaurant.id, name: 'Meniu', slug: 'meniu', _status: 'published' },
    });
    ids[`${slug}Menu`] = menu.id;
  }
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
});

describe('the restaurant listing, reused until a change it can show', () => {
  test('is read again after each change made through Payload, and only then', async () => {
    expect(await cards()).toEqual([
      ['bistro', 'Bistro', true, 'valori'],
      ['cafenea', 'Cafenea', true, 'valori'],
      ['pizzerie', 'Pizzerie', false, 'valori'],
    ]);
    // Written behind Payload's back (no hook runs): the listing kept is still answered, which
    // shows it is reused.
    const req = await createLocalReq({}, payload);
    await executeSql(req, sql`UPDATE restaurants SET name = 'Ascuns' WHERE id = ${ids.cafenea}`);
    expect((await cards()).map(([slug, name]) => [slug, name])).toContainEqual([
      'cafenea',
      'Cafenea',
    ]);

    // A restaurant renamed through Payload: a new order, and the name written by SQL shows too.
    await payload.update({ collection: 'restaurants', id: ids.bistro, data: { name: 'Zorile' } });
    expect(await cards()).toEqual([
      ['cafenea', 'Ascuns', true, 'valori'],
      ['pizzerie', 'Pizzerie', false, 'valori'],
      ['bistro', 'Zorile', true, 'valori'],
    ]);

    // A subscription that covers today.
    await payload.create({
      collection: 'subscriptions',
      data: {
        restaurant: ids.pizzerie,
        plan: 'standard',
        status: 'active',
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect((await cards()).find(([slug]) => slug === 'pizzerie')?.[2]).toBe(true);

    // The only menu unpublished.
    await payload.update({
      collection: 'menus',
      id: ids.cafeneaMenu,
      data: { _status: 'draft' },
    });
    expect((await cards()).find(([slug]) => slug === 'cafenea')?.[2]).toBe(false);

    // A kind of place added: the facet counts it.
    await payload.update({
      collection: 'restaurants',
      id: ids.bistro,
      data: { specifics: ['traditional', 'pizza'] },
    });
    expect((await listing()).specifics).toContainEqual({ key: 'pizza', name: 'Pizza', count: 1 });

    // The brand's key.
    await payload.update({ collection: 'brands', id: ids.brand, data: { key: 'valori-noi' } });
    expect(new Set((await cards()).map(([, , , brand]) => brand))).toEqual(new Set(['valori-noi']));

    // A restaurant deleted (its subscriptions first: they may not outlive it).
    await payload.delete({
      collection: 'subscriptions',
      where: { restaurant: { equals: ids.cafenea } },
    });
    await payload.delete({ collection: 'restaurants', id: ids.cafenea });
    const after = await listing();
    expect(after.restaurants.map((r) => r.slug)).toEqual(['pizzerie', 'bistro']);
    expect([after.total, after.cities]).toEqual([
      2,
      [{ slug: 'cluj-napoca', name: 'Cluj-Napoca', count: 2 }],
    ]);
  });

  test("a change of a menu's dishes alone keeps the listings' version", async () => {
    const before = await readListingVersion(payload);
    await payload.update({
      collection: 'menus',
      id: ids.bistroMenu,
      data: { sections: [{ title: 'Supe', dishes: [] }] },
    });
    expect(await readListingVersion(payload)).toBe(before);
    await payload.update({ collection: 'restaurants', id: ids.bistro, data: { city: 'Dej' } });
    expect(await readListingVersion(payload)).not.toBe(before);
  });

  test("a listing kept is not reused the day after: a subscription's last day has passed", async () => {
    const request = { cities: [], specifics: [], locale: 'ro' as const };
    const today = new Date();
    const inTwoDays = new Date(today.getTime() + 2 * DAY);
    const shown = async (now: Date) =>
      (await cachedRestaurantListing(payload, { ...request, now })).listing.restaurants.find(
        (r) => r.slug === 'pizzerie',
      )?.hasPublicMenu;
    expect(await shown(today)).toBe(true);
    expect(await shown(inTwoDays)).toBe(false);
    expect(await shown(today)).toBe(true);
  });
});
