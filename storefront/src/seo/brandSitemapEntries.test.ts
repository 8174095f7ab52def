import type { PublicMenu, RestaurantListing } from '@nutrimenu/core/contract';
import listingExample from '@nutrimenu/core/contract/__fixtures__/restaurantListing.example.json' with {
  type: 'json',
};
import { LOCALES } from '@nutrimenu/core/locale';
import { describe, expect, test } from 'vitest';
import { createCmsClient } from '../cms/createCmsClient';
import { menuFixture } from './_lib/menuFixture';
import { brandSitemapEntries, SITE_PAGES } from './brandSitemapEntries';

const ORIGIN = 'https://menu.valorinutritionale.ro';

/** A CMS answering from documents by path and query; `null` is a 404, an Error a failure. */
function cmsServing(documents: Record<string, unknown>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    const key = `${url.pathname}${url.searchParams.has('menu') ? `?menu=${url.searchParams.get('menu')}` : ''}`;
    requested.push(key);
    const document = documents[key];
    if (document instanceof Error) throw document;
    if (document === undefined || document === null) return new Response('{}', { status: 404 });
    return Response.json(document);
  }) as typeof fetch;
  return { cms: createCmsClient('http://cms.invalid', fetchImpl), requested };
}

const listing = listingExample as RestaurantListing;
const bistro = menuFixture();
const dailyMenu: PublicMenu = {
  ...bistro,
  // Its content changed later than the main menu's; the time of the request does not count.
  generatedAt: '2025-03-20T08:00:00.000Z',
  updatedAt: '2025-03-15T10:00:00.000Z',
  menu: {
    slug: 'meniul-zilei',
    name: 'Meniul zilei',
    sections: [
      {
        id: 'zi',
        title: 'Azi',
        // A dish of the main menu again: its page is listed once.
        dishes: bistro.menu?.sections[0]?.dishes.slice(0, 1).map((dish) => dish) ?? [],
      },
    ],
  },
};

describe('brandSitemapEntries', () => {
  test("lists the brand's own pages in every locale, then each restaurant's menus and dishes in its locales", async () => {
    const { cms, requested } = cmsServing({
      '/api/public/restaurants': listing,
      '/api/public/menus/bistro-somes': bistro,
      '/api/public/menus/bistro-somes?menu=meniul-zilei': dailyMenu,
      '/api/public/menus/crisul-repede': null,
    });
    const entries = await brandSitemapEntries(cms, {
      brandKey: 'valori-nutritionale',
      origin: ORIGIN,
    });

    const own = entries.slice(0, SITE_PAGES.length * LOCALES.length);
    expect(own.slice(0, LOCALES.length).map((entry) => entry.loc)).toEqual(
      LOCALES.map((locale) => `${ORIGIN}/${locale}`),
    );
    expect(own.map((entry) => entry.loc)).toContain(`${ORIGIN}/de/terms`);
    expect(own[0]?.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/` });

    const restaurantEntries = entries.slice(own.length);
    expect(restaurantEntries.map((entry) => [entry.loc, entry.lastmod])).toEqual(
      [
        ['/restaurant/bistro-somes', '2025-03-12T16:05:00.000Z'],
        ['/restaurant/bistro-somes/recipes/ciorba-de-burta', '2025-03-12T16:05:00.000Z'],
        [
          '/restaurant/bistro-somes/recipes/muschiulet-de-porc-cu-orez-legume',
          '2025-03-12T16:05:00.000Z',
        ],
        [
          '/restaurant/bistro-somes/recipes/papanasi-cu-smantana-si-dulceata-de-afine',
          '2025-03-12T16:05:00.000Z',
        ],
        ['/restaurant/bistro-somes/recipes/limonada-cu-menta', '2025-03-12T16:05:00.000Z'],
        ['/restaurant/bistro-somes/meniul-zilei', '2025-03-15T10:00:00.000Z'],
      ].flatMap(([rest, lastmod]) =>
        ['ro', 'en', 'hu'].map((locale) => [`${ORIGIN}/${locale}${rest}`, lastmod]),
      ),
    );
    expect(restaurantEntries[1]?.alternates).toEqual([
      { hreflang: 'ro', href: `${ORIGIN}/ro/restaurant/bistro-somes` },
      { hreflang: 'en', href: `${ORIGIN}/en/restaurant/bistro-somes` },
      { hreflang: 'hu', href: `${ORIGIN}/hu/restaurant/bistro-somes` },
      { hreflang: 'x-default', href: `${ORIGIN}/ro/restaurant/bistro-somes` },
    ]);
    // Another brand's restaurant and one without a public menu are not even asked for.
    expect(requested).not.toContain('/api/public/menus/pizzeria-la-gara');
    expect(requested).not.toContain('/api/public/menus/cafeneaua-din-cetate');
  });

  test("lists only the brand's own pages when it has no restaurant", async () => {
    const { cms } = cmsServing({ '/api/public/restaurants': listing });
    const entries = await brandSitemapEntries(cms, { brandKey: 'other-brand', origin: ORIGIN });
    expect(entries).toHaveLength(SITE_PAGES.length * LOCALES.length);
  });

  test('leaves out a restaurant whose document breaks the contract', async () => {
    const { cms } = cmsServing({
      '/api/public/restaurants': listing,
      '/api/public/menus/bistro-somes': { ...bistro, restaurant: { name: 42 } },
      '/api/public/menus/crisul-repede': {
        ...bistro,
        restaurant: { ...bistro.restaurant, slug: 'crisul-repede' },
      },
    });
    const entries = await brandSitemapEntries(cms, {
      brandKey: 'valori-nutritionale',
      origin: ORIGIN,
    });
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain(`${ORIGIN}/ro/restaurant/crisul-repede`);
    expect(locs.some((loc) => loc.includes('bistro-somes'))).toBe(false);
  });

  test('fails when the CMS cannot be reached', async () => {
    const { cms } = cmsServing({
      '/api/public/restaurants': listing,
      '/api/public/menus/bistro-somes': new TypeError('fetch failed'),
    });
    await expect(
      brandSitemapEntries(cms, { brandKey: 'valori-nutritionale', origin: ORIGIN }),
    ).rejects.toMatchObject({ name: 'CmsError', status: 503 });
  });
});
