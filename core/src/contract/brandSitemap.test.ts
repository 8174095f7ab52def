import { describe, expect, test } from 'vitest';
import { type BrandSitemapPage, brandSitemapPageSchema } from './brandSitemap';

const page = (): BrandSitemapPage => ({
  brandKey: 'valori-nutritionale',
  restaurants: [
    {
      slug: 'bistro-somes',
      defaultLocale: 'ro',
      locales: ['ro', 'en', 'hu'],
      menus: [
        {
          slug: 'meniu',
          isDefault: true,
          lastmod: '2025-03-12T16:05:00.000Z',
          dishes: ['ciorba-de-burta', 'limonada-cu-menta'],
        },
        { slug: 'meniul-zilei', isDefault: false, lastmod: '2025-03-15T10:00:00.000Z', dishes: [] },
      ],
    },
  ],
  page: 1,
  pageCount: 1,
});

const issuePaths = (value: unknown) =>
  (brandSitemapPageSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.path);

describe('brandSitemapPageSchema', () => {
  test('accepts a page, and a brand with no restaurant', () => {
    expect(issuePaths(page())).toEqual([]);
    expect(issuePaths({ ...page(), restaurants: [], pageCount: 0 })).toEqual([]);
  });

  test.each<{ label: string; mutate: (value: BrandSitemapPage) => void; path: PropertyKey[] }>([
    {
      label: 'a default locale not offered',
      mutate: (value) => {
        if (value.restaurants[0]) value.restaurants[0].defaultLocale = 'de';
      },
      path: ['restaurants', 0, 'defaultLocale'],
    },
    {
      label: 'a dish listed twice on one menu',
      mutate: (value) => value.restaurants[0]?.menus[0]?.dishes.push('ciorba-de-burta'),
      path: ['restaurants', 0, 'menus', 0, 'dishes', 2],
    },
    {
      label: 'two default menus',
      mutate: (value) => {
        const daily = value.restaurants[0]?.menus[1];
        if (daily) daily.isDefault = true;
      },
      path: ['restaurants', 0, 'menus'],
    },
    {
      label: 'a lastmod with a local offset',
      mutate: (value) => {
        const menu = value.restaurants[0]?.menus[0];
        if (menu) menu.lastmod = '2025-03-12T18:05:00+02:00';
      },
      path: ['restaurants', 0, 'menus', 0, 'lastmod'],
    },
    {
      label: 'a dish slug with a diacritic',
      mutate: (value) => value.restaurants[0]?.menus[0]?.dishes.push('ciorbă'),
      path: ['restaurants', 0, 'menus', 0, 'dishes', 2],
    },
  ])('refuses $label', ({ mutate, path }) => {
    const value = page();
    mutate(value);
    expect(issuePaths(value)).toEqual([path]);
  });
});
