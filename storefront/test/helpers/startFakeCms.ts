import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatAdditive } from '@nutrimenu/core/additives';
import type {
  BrandSitemapPage,
  PublicBrandInput,
  PublicMenu,
  SitemapRestaurant,
} from '@nutrimenu/core/contract';
import {
  foldSearchText,
  LISTING_PAGE_SIZE,
  type ListingRestaurant,
  parseListFilter,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  searchWords,
  shareCardKey,
  shareCardKeyOfFile,
} from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import pageFixture from '@nutrimenu/core/contract/__fixtures__/publicPage.example.json' with {
  type: 'json',
};
import listingFixture from '@nutrimenu/core/contract/__fixtures__/restaurantListing.example.json' with {
  type: 'json',
};
import {
  formatIngredientList,
  type IngredientListEntry,
  ingredientListText,
} from '@nutrimenu/core/recipe';
import { solidPng } from './solidPng';

export const BRANDS: PublicBrandInput[] = [
  {
    key: 'valori-nutritionale',
    name: 'Valori Nutriționale',
    companyName: 'Valori Nutriționale SRL',
    hosts: ['menu.valorinutritionale.localhost'],
    homeUrl: 'https://valorinutritionale.ro',
    icons: {
      small32: '/brands/vn/32.png',
      big192: '/brands/vn/192.png',
      large512: '/brands/vn/512.png',
      apple: null,
      ms: null,
    },
    shareImage: null,
    promoVideo: null,
    contact: {},
    isFallback: true,
  },
  {
    key: 'nutrischeme',
    name: 'NutriScheme',
    companyName: 'NutriScheme Ltd',
    hosts: ['menu.nutrischeme.localhost'],
    homeUrl: 'https://nutrischeme.com',
    themeColor: '#123456',
    icons: { small32: '/brands/ns/32.png', big192: null, apple: null, ms: null },
    shareImage: '/brands/ns/share.png',
    promoVideo: null,
    contact: {},
    isFallback: false,
  },
];

const fixture = menuFixture as PublicMenu;
const PAPANASI = 'papanasi-cu-smantana-si-dulceata-de-afine';

/**
 * Captions of each brand's promotional video, by locale, served as the CMS serves them
 * (`/api/public/brands/:key/promo-captions?locale=`). The brands above list no video: a test
 * that wants one gives the brands with `setBrands`.
 */
export const PROMO_CAPTIONS: Record<string, Partial<Record<string, string>>> = {
  nutrischeme: {
    en: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to NutriScheme!\n',
    ro: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBine ați venit la NutriScheme!\n',
  },
};

// Like the CMS's keys: what the card names and a digest of what it shows.
function cardKey(locale: string, dishSlug: string | null, shows: string): string {
  const digest = createHash('sha256').update(shows).digest('base64url').slice(0, 16);
  return shareCardKey({
    restaurantSlug: fixture.restaurant.slug,
    locale: locale as PublicMenu['locale'],
    dishSlug,
    digest,
  });
}

/** Each share card the menus name, by key: its picture is one colour made of its key. */
export const shareCards = new Map<string, [number, number, number]>();

/** The menu document with the share cards' keys the CMS adds to a shown menu. */
function withShareCards(document: PublicMenu): PublicMenu {
  if (document.menu === null) return document;
  const { locale, restaurant } = document;
  const named = (key: string) => {
    const [r = 0, g = 0, b = 0] = createHash('sha256').update(key).digest();
    shareCards.set(key, [r, g, b]);
    return key;
  };
  return {
    ...document,
    restaurant: {
      ...restaurant,
      shareCard: named(cardKey(locale, null, `${restaurant.name}|${restaurant.city}`)),
    },
    menu: {
      ...document.menu,
      sections: document.menu.sections.map((section) => ({
        ...section,
        dishes: section.dishes.map((dish) => ({
          ...dish,
          shareCard: named(cardKey(locale, dish.slug, `${dish.name}|${restaurant.name}`)),
        })),
      })),
    },
  };
}

/** A line of an ingredient list as core computes it, for the German papanași below. */
function line(
  name: IngredientListEntry['name'],
  grams: number,
  extra: Partial<IngredientListEntry> = {},
): IngredientListEntry {
  const entry = { id: null, source: 'ingredient', name, grams, millilitres: null } as const;
  return { ...entry, allergens: [], additive: null, children: [], ...extra };
}

const ACID = { eNumber: 'E330', functionalClass: 'acids' } as const;
const GELLING = { eNumber: 'E440', functionalClass: 'gellingAgents' } as const;

/**
 * The papanași's list as the CMS words it for a German page of this Romanian restaurant: the
 * library's foods and the additive classes in German, the restaurant's own jam in Romanian.
 */
export const GERMAN_PAPANASI = (() => {
  const own = { ro: 'dulceață de afine de casă' };
  const entries = [
    line({ ro: 'brânză dulce de vaci', de: 'Speisequark' }, 150, { allergens: ['milk'] }),
    line({ ro: 'făină de grâu', de: 'Weizenmehl' }, 60, { allergens: ['gluten'] }),
    line({ ro: 'ou', de: 'Ei' }, 55, { allergens: ['eggs'] }),
    line(own, 50, {
      children: [
        line('', 0, { additive: GELLING, grams: null }),
        line('', 0, { additive: ACID, grams: null }),
      ],
    }),
    line({ ro: 'zahăr', de: 'Zucker' }, 15),
  ];
  const parts = formatIngredientList(entries, 'de', { fallbackLocales: ['ro'] });
  return {
    ingredients: { text: ingredientListText(parts), parts },
    additives: [ACID, GELLING].map((additive) => ({
      ...additive,
      label: formatAdditive(additive, 'de'),
    })),
  };
})();

const SOUP = 'ciorba-de-burta';
export const GERMAN_SOUP_NAME = 'Saure Kuttelsuppe';

/**
 * The fixture in `locale`. The restaurant offers Hungarian without translating its dishes, and
 * no German: in both, its dishes' own texts fall back to its default locale, as the CMS marks
 * them; in German the papanași's ingredient list is worded as the CMS words it
 * (`GERMAN_PAPANASI`), and the owner gave the soup a German name but no German description
 * (`GERMAN_SOUP_NAME`): only its description falls back.
 */
function menuIn(locale: string): PublicMenu {
  return withShareCards(fixtureIn(locale));
}

function fixtureIn(locale: string): PublicMenu {
  if ((locale !== 'hu' && locale !== 'de') || fixture.menu === null) {
    return { ...fixture, locale } as PublicMenu;
  }
  const sections = fixture.menu.sections.map((section) => ({
    ...section,
    dishes: section.dishes.map((dish) => ({
      ...dish,
      ...(locale === 'de' && dish.slug === PAPANASI ? GERMAN_PAPANASI : {}),
      nameFallbackLocale: fixture.restaurant.defaultLocale,
      descriptionFallbackLocale: dish.description ? fixture.restaurant.defaultLocale : null,
      ...(locale === 'de' && dish.slug === SOUP
        ? { name: GERMAN_SOUP_NAME, nameFallbackLocale: null }
        : {}),
    })),
  }));
  return { ...fixture, locale, menu: { ...fixture.menu, sections } } as PublicMenu;
}

/** What a test can do to the stand-in CMS besides reading it. */
export interface FakeCmsControls {
  /** Every request's path and query, in order: '/api/public/menus/bistro-somes?locale=ro'. */
  requests: string[];
  /** Answer every request with this 5xx (null: work again), as an overloaded CMS does. */
  failWith(status: 500 | 502 | 503 | null): void;
  /**
   * Publish another version of bistro-somes: from 2 on its restaurant is named
   * `Bistro Someș v{n}`. Menus carry `"version"` as ETag and answer 304 to a matching If-None-Match.
   */
  setMenuVersion(version: number): void;
  /** Answer `/api/public/brands` with these brands from now on (null: `BRANDS` again). */
  setBrands(brands: PublicBrandInput[] | null): void;
  /** Change every image file's bytes (same URLs), as a replaced upload does. */
  setFileVersion(version: number): void;
  /** Date every menu of the brands' sitemaps `lastmod` from now on (null: the fixture's date). */
  setSitemapLastmod(lastmod: string | null): void;
}

/** The pages each brand has; the fixture is the FAQ, the others take its body under their title. */
const PAGES: Record<string, Record<string, string>> = {
  'valori-nutritionale': { help: 'Help', faq: pageFixture.title, terms: 'Terms and conditions' },
  nutrischeme: { help: 'NutriScheme help' },
};

/** A brand's page in `locale`: written in English, shown from English in any other locale. */
function pageIn(kind: string, brandKey: string, locale: string) {
  const title = PAGES[brandKey]?.[kind];
  if (title === undefined) return null;
  return {
    ...pageFixture,
    brandKey,
    kind,
    locale,
    fallbackLocale: locale === 'en' ? null : 'en',
    title,
    items: kind === 'faq' ? pageFixture.items : [],
  };
}

// A city the unfiltered fixture leaves out, with more restaurants than one listing page holds:
// it (and its restaurants) appear when the listing is filtered by it, for the paging tests.
const MANY_CITY = { slug: 'baia-mare', name: 'Baia Mare', count: 130 };
const MANY_RESTAURANTS: ListingRestaurant[] = Array.from({ length: MANY_CITY.count }, (_, i) => ({
  slug: `local-${String(i + 1).padStart(3, '0')}`,
  name: `Local ${String(i + 1).padStart(3, '0')}`,
  city: MANY_CITY.name,
  citySlug: MANY_CITY.slug,
  specifics: [],
  hasPublicMenu: true,
  brandKey: 'valori-nutritionale',
}));

/**
 * The fixture listing filtered and paged as the CMS does it (cities, specifics, the search's
 * words at word starts, `page` and `limit`); its facets are the fixture's, not recounted.
 */
function fakeListing(query: URLSearchParams, locale: string) {
  const cities = parseListFilter(query.get('city') ?? '');
  const specifics = parseListFilter(query.get('specific') ?? '');
  const words = searchWords(query.get('q') ?? '');
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('limit') ?? LISTING_PAGE_SIZE);
  const many = cities.includes(MANY_CITY.slug);
  const matching = [...listingFixture.restaurants, ...(many ? MANY_RESTAURANTS : [])].filter(
    (restaurant) => {
      const text = ` ${foldSearchText(`${restaurant.name} ${restaurant.city}`)}`;
      return (
        (cities.length === 0 || cities.includes(restaurant.citySlug)) &&
        (specifics.length === 0 || restaurant.specifics.some((key) => specifics.includes(key))) &&
        words.every((word) => text.includes(` ${word}`))
      );
    },
  );
  return {
    ...listingFixture,
    locale,
    cities: [...listingFixture.cities, ...(many ? [MANY_CITY] : [])],
    restaurants: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: matching.length,
    pageCount: Math.ceil(matching.length / pageSize),
  };
}

/**
 * What the CMS lists for a brand's sitemap, from the same fixtures: its listed restaurants with a
 * public menu that the stand-in serves a menu for (bistro-somes alone; its daily menu shows no
 * dish), one page.
 */
function fakeSitemap(brandKey: string, lastmod = fixture.updatedAt): BrandSitemapPage {
  const served = listingFixture.restaurants.filter(
    (card) => card.brandKey === brandKey && card.hasPublicMenu && card.slug === 'bistro-somes',
  );
  const { defaultLocale, locales } = fixture.restaurant;
  const restaurants = served.map(
    (card): SitemapRestaurant => ({
      slug: card.slug,
      defaultLocale,
      locales,
      menus: fixture.menus.map((option) => ({
        slug: option.slug,
        isDefault: option.isDefault,
        lastmod,
        dishes:
          option.slug === fixture.menu?.slug
            ? fixture.menu.sections.flatMap((section) => section.dishes.map((dish) => dish.slug))
            : [],
      })),
    }),
  );
  return { brandKey, restaurants, page: 1, pageCount: restaurants.length > 0 ? 1 : 0 };
}

/**
 * A stand-in for the CMS's public API serving core's fixture documents:
 * `bistro-somes` (ok, two menus; Hungarian and German dishes fall back to Romanian), `closed` (no subscription), `broken` (breaks the contract);
 * each restaurant's locales alone with `?only=locales` (the fixture's); each brand's sitemap pages;
 * any other restaurant is the CMS's 404. Pages (`/api/public/pages/:kind?brand=`): help, faq and
 * terms for valori-nutritionale, help only for nutrischeme, in English (other locales fall back).
 */
export async function startFakeCms(): Promise<
  { url: string; close: () => Promise<void> } & FakeCmsControls
> {
  const requests: string[] = [];
  let failure: number | null = null;
  let menuVersion = 1;
  let brands: PublicBrandInput[] | null = null;
  let fileVersion = 1;
  let sitemapLastmod: string | null = null;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms.invalid');
    requests.push(`${url.pathname}${url.search}`);
    const locale = url.searchParams.get('locale') ?? 'ro';
    const send = (status: number, body: unknown) => {
      // Like the CMS's public endpoints: a menu's ETag is its version, and a match is a 304.
      const version =
        typeof body === 'object' && body !== null && 'version' in body ? body.version : null;
      const etag = typeof version === 'string' ? `"${version}"` : null;
      if (etag && status === 200 && req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag });
        res.end();
        return;
      }
      res.writeHead(status, {
        'Content-Type': 'application/json',
        ...(etag ? { ETag: etag } : {}),
      });
      res.end(JSON.stringify(body));
    };
    if (failure !== null) return send(failure, { errors: [{ message: 'Unavailable' }] });
    if (url.pathname === '/api/public/brands') return send(200, brands ?? BRANDS);
    const captionsOf = /^\/api\/public\/brands\/([^/]+)\/promo-captions$/.exec(url.pathname)?.[1];
    if (captionsOf !== undefined) {
      const captions = PROMO_CAPTIONS[captionsOf]?.[locale];
      if (captions === undefined) return send(404, { message: 'No captions' });
      res.writeHead(200, { 'Content-Type': 'text/vtt; charset=utf-8' });
      res.end(captions);
      return;
    }
    const sitemapOf = /^\/api\/public\/brands\/([^/]+)\/sitemap$/.exec(url.pathname)?.[1];
    if (sitemapOf !== undefined) {
      if (!(brands ?? BRANDS).some((brand) => brand.key === sitemapOf)) {
        return send(404, { message: 'No brand' });
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const sitemap = fakeSitemap(sitemapOf, sitemapLastmod ?? undefined);
      return send(200, page === 1 ? sitemap : { ...sitemap, page, restaurants: [] });
    }
    if (url.pathname === '/api/public/restaurants') {
      return send(200, fakeListing(url.searchParams, locale));
    }
    const cardFile = /^\/api\/public\/share-cards\/([^/]+)$/.exec(url.pathname)?.[1];
    if (cardFile !== undefined) {
      const colour = shareCards.get(shareCardKeyOfFile(cardFile) ?? '');
      if (!colour) return send(404, { message: 'No share card' });
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(solidPng(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, colour));
      return;
    }
    // The fixtures' files (media, brand icons): bytes made of the path and the file's version.
    if (/\.(png|webp)$/.test(url.pathname)) {
      const type = url.pathname.endsWith('.png') ? 'image/png' : 'image/webp';
      res.writeHead(200, { 'Content-Type': type });
      res.end(`${url.pathname} v${fileVersion}`);
      return;
    }
    const slug = /^\/api\/public\/menus\/([^/]+)$/.exec(url.pathname)?.[1];
    const menu = url.searchParams.get('menu');
    // The restaurant's locales alone, for the redirect of its unprefixed address.
    if (slug !== undefined && url.searchParams.get('only') === 'locales') {
      if (!['bistro-somes', 'closed', 'broken'].includes(slug)) {
        return send(404, { message: 'No restaurant' });
      }
      const { defaultLocale, locales } = fixture.restaurant;
      return send(200, { slug, defaultLocale, locales });
    }
    if (slug === 'bistro-somes' && (menu === null || menu === 'meniu')) {
      const document = menuIn(locale);
      if (menuVersion === 1) return send(200, document);
      return send(200, {
        ...document,
        version: `${document.version}-v${menuVersion}`,
        restaurant: { ...document.restaurant, name: `${document.restaurant.name} v${menuVersion}` },
      });
    }
    if (slug === 'bistro-somes' && menu === 'meniul-zilei') {
      return send(200, {
        ...fixture,
        locale,
        menu: { slug: 'meniul-zilei', name: 'Meniul zilei', sections: [] },
      });
    }
    if (slug === 'closed') {
      return send(200, { ...fixture, locale, state: 'no-subscription', menu: null });
    }
    if (slug === 'broken') return send(200, { ...fixture, restaurant: { name: 42 } });
    const kind = /^\/api\/public\/pages\/([^/]+)$/.exec(url.pathname)?.[1];
    const page = kind ? pageIn(kind, url.searchParams.get('brand') ?? '', locale) : null;
    if (page) return send(200, page);
    return send(404, { errors: [{ message: 'Not found' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    requests,
    failWith: (status) => {
      failure = status;
    },
    setMenuVersion: (version) => {
      menuVersion = version;
    },
    setSitemapLastmod: (lastmod) => {
      sitemapLastmod = lastmod;
    },
    setFileVersion: (version) => {
      fileVersion = version;
    },
    setBrands: (list) => {
      brands = list;
    },
  };
}
