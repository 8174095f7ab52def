import type { BrandSitemapPage, SitemapRestaurant } from '@nutrimenu/core/contract';
import { LOCALES } from '@nutrimenu/core/locale';
import { describe, expect, test } from 'vitest';
import { createCmsClient } from '../cms/createCmsClient';
import { menuFixture } from './_lib/menuFixture';
import { brandSitemapEntries, SITE_PAGES } from './brandSitemapEntries';
import type { SitemapEntryGroup } from './sitemapFiles';

const ORIGIN = 'https://menu.valorinutritionale.ro';
const SITEMAP = '/api/public/brands/valori-nutritionale/sitemap';

/** A CMS answering from documents by path and page; `null` is a 404, an Error a failure. */
function cmsServing(documents: Record<string, unknown>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    const key = `${url.pathname}?page=${url.searchParams.get('page')}`;
    requested.push(key);
    const document = documents[key];
    if (document instanceof Error) throw document;
    if (document === undefined || document === null) return new Response('{}', { status: 404 });
    return Response.json(document);
  }) as typeof fetch;
  return { cms: createCmsClient('http://cms.invalid', fetchImpl), requested };
}

const bistro = menuFixture();
const dishesOfMain = bistro.menu?.sections.flatMap((s) => s.dishes.map((d) => d.slug)) ?? [];

const bistroSomes: SitemapRestaurant = {
  slug: 'bistro-somes',
  defaultLocale: 'ro',
  locales: ['ro', 'en', 'hu'],
  menus: [
    { slug: 'meniu', isDefault: true, lastmod: '2025-03-12T16:05:00.000Z', dishes: dishesOfMain },
    // Its content changed later than the main menu's, and it shows a dish of the main menu
    // again: that dish's page is listed once.
    {
      slug: 'meniul-zilei',
      isDefault: false,
      lastmod: '2025-03-15T10:00:00.000Z',
      dishes: dishesOfMain.slice(0, 1),
    },
  ],
};

const page = (
  restaurants: unknown[],
  number = 1,
  pageCount = 1,
): Omit<BrandSitemapPage, 'restaurants'> & { restaurants: unknown[] } => ({
  brandKey: 'valori-nutritionale',
  restaurants,
  page: number,
  pageCount,
});

const entriesOf = (groups: () => Iterable<SitemapEntryGroup>) =>
  [...groups()].flatMap((group) => group.entries());

describe('brandSitemapEntries', () => {
  test("lists the brand's own pages in every locale, then each restaurant's menus and dishes in its locales", async () => {
    const { cms } = cmsServing({ [`${SITEMAP}?page=1`]: page([bistroSomes]) });
    const groups = await brandSitemapEntries(cms, {
      brandKey: 'valori-nutritionale',
      origin: ORIGIN,
    });
    const entries = entriesOf(groups);

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
    // Each group counts the entries it makes.
    expect([...groups()].map((group) => group.size)).toEqual([
      ...SITE_PAGES.map(() => LOCALES.length),
      ...Array.from({ length: 6 }, () => 3),
    ]);
  });

  test("lists only the brand's own pages when it has no restaurant", async () => {
    const { cms } = cmsServing({ [`${SITEMAP}?page=1`]: { ...page([]), pageCount: 0 } });
    const groups = await brandSitemapEntries(cms, {
      brandKey: 'valori-nutritionale',
      origin: ORIGIN,
    });
    expect(entriesOf(groups)).toHaveLength(SITE_PAGES.length * LOCALES.length);
  });

  test('reads every page of the brand, and keeps their order', async () => {
    const named = (slug: string) => ({ ...bistroSomes, slug });
    const { cms, requested } = cmsServing({
      [`${SITEMAP}?page=1`]: page([named('a-1'), named('a-2')], 1, 3),
      [`${SITEMAP}?page=2`]: page([named('b-1')], 2, 3),
      [`${SITEMAP}?page=3`]: page([named('c-1')], 3, 3),
    });
    const groups = await brandSitemapEntries(cms, {
      brandKey: 'valori-nutritionale',
      origin: ORIGIN,
    });
    const restaurants = entriesOf(groups)
      .map((entry) => /\/ro\/restaurant\/([^/]+)$/.exec(entry.loc)?.[1])
      .filter((slug) => slug !== undefined);
    expect(restaurants).toEqual(['a-1', 'a-2', 'b-1', 'c-1']);
    expect(requested).toEqual([1, 2, 3].map((n) => `${SITEMAP}?page=${n}`));
  });

  test('leaves out a restaurant that breaks the contract', async () => {
    const { cms } = cmsServing({
      [`${SITEMAP}?page=1`]: page([
        { ...bistroSomes, locales: 'ro' },
        { ...bistroSomes, slug: 'crisul-repede' },
      ]),
    });
    const groups = await brandSitemapEntries(cms, {
      brandKey: 'valori-nutritionale',
      origin: ORIGIN,
    });
    const locs = entriesOf(groups).map((entry) => entry.loc);
    expect(locs).toContain(`${ORIGIN}/ro/restaurant/crisul-repede`);
    expect(locs.some((loc) => loc.includes('bistro-somes'))).toBe(false);
  });

  test('fails when the CMS cannot be reached', async () => {
    const { cms } = cmsServing({
      [`${SITEMAP}?page=1`]: page([bistroSomes], 1, 2),
      [`${SITEMAP}?page=2`]: new TypeError('fetch failed'),
    });
    await expect(
      brandSitemapEntries(cms, { brandKey: 'valori-nutritionale', origin: ORIGIN }),
    ).rejects.toMatchObject({ name: 'CmsError', status: 503 });
  });
});
