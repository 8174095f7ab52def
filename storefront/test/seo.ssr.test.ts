import { LOCALES } from '@nutrimenu/core/locale';
import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  cms = await startFakeCms();
  storefront = await startStorefront(cms.url);
});

afterAll(async () => {
  await storefront?.close();
  await cms?.close();
});

function get(
  path: string,
  host?: string,
  base = storefront.url,
  headers: Record<string, string> = {},
) {
  return httpGet(`${base}${path}`, { ...headers, ...(host ? { host } : {}) });
}

/** The head's tags of one kind, as attribute maps (values un-escaped). */
function tags(html: string, name: 'link' | 'meta'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)\\s*/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
        key,
        value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

const canonicalOf = (html: string) =>
  tags(html, 'link')
    .filter((tag) => tag.rel === 'canonical')
    .map((tag) => tag.href);
const hreflangsOf = (html: string) =>
  tags(html, 'link')
    .filter((tag) => tag.rel === 'alternate')
    .map((tag) => [tag.hreflang, tag.href]);
const metaContent = (html: string, key: string) =>
  tags(html, 'meta')
    .filter((tag) => tag.property === key || tag.name === key)
    .map((tag) => tag.content);

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
}

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: [string, string][];
}

// Enough of XML for sitemaps.org's flat shape; entities are the five XML ones.
function parseSitemap(xml: string): SitemapUrl[] {
  const unescapeXml = (text: string) =>
    text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(block)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(block)?.[1],
    alternates: [
      ...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g),
    ].map(([, hreflang = '', href = '']): [string, string] => [hreflang, unescapeXml(href)]),
  }));
}

// The file URLs of a sitemap index.
function parseSitemapIndex(xml: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ')).toBe(true);
  expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  return [...xml.matchAll(/<sitemap>\s*<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => loc);
}

/** The host's sitemap: its index's file URLs, and every file's URLs in order. */
async function sitemapOf(host: string, base = storefront.url) {
  const index = await get('/sitemap.xml', host, base);
  expect(index.status).toBe(200);
  const files = parseSitemapIndex(index.body);
  const perFile: SitemapUrl[][] = [];
  for (const file of files) {
    const { status, headers, body } = await get(new URL(file).pathname, host, base);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/xml; charset=utf-8');
    perFile.push(parseSitemap(body));
  }
  return {
    index,
    files,
    perFile,
    urls: perFile.flat(),
    body: perFile
      .flat()
      .map((url) => url.loc)
      .join('\n'),
  };
}

const NS = 'http://menu.nutrischeme.localhost:8080';
// bistro-somes is Valori Nutriționale's: its pages answer on that brand's host (restaurantHostAnswer).
const VN = 'http://menu.valorinutritionale.localhost:8080';
const CIORBA_URL = `${VN}/en/restaurant/bistro-somes/recipes/ciorba-de-burta`;

describe('head tags', () => {
  test('behind a trusted proxy, canonical URLs take its forwarded protocol; otherwise never', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const direct = await get(
      '/en/restaurant/bistro-somes',
      'menu.valorinutritionale.localhost:8080',
      storefront.url,
      forwarded,
    );
    expect(canonicalOf(direct.body)).toEqual([`${VN}/en/restaurant/bistro-somes`]);

    const proxied = await startStorefront(cms.url, { trustProxy: 'loopback' });
    try {
      const { body } = await get(
        '/en/restaurant/bistro-somes',
        'menu.valorinutritionale.localhost:8080',
        proxied.url,
        forwarded,
      );
      expect(canonicalOf(body)).toEqual([
        'https://menu.valorinutritionale.localhost:8080/en/restaurant/bistro-somes',
      ]);
    } finally {
      await proxied.close();
    }
  });

  test('a filtered menu is canonical at the unfiltered menu on the request host, with its locales', async () => {
    const { status, body } = await get(
      '/en/restaurant/bistro-somes?category=food&allergens=milk',
      'menu.valorinutritionale.localhost:8080',
    );
    expect(status).toBe(200);
    expect(canonicalOf(body)).toEqual([`${VN}/en/restaurant/bistro-somes`]);
    expect(hreflangsOf(body)).toEqual([
      ['ro', `${VN}/ro/restaurant/bistro-somes`],
      ['en', `${VN}/en/restaurant/bistro-somes`],
      ['hu', `${VN}/hu/restaurant/bistro-somes`],
      ['x-default', `${VN}/ro/restaurant/bistro-somes`],
    ]);
    expect(metaContent(body, 'og:url')).toEqual([`${VN}/en/restaurant/bistro-somes`]);
    expect(metaContent(body, 'og:type')).toEqual(['website']);
    expect(metaContent(body, 'og:title')).toEqual(['Bistro Someș – Meniu']);
    expect(metaContent(body, 'og:site_name')).toEqual(['Valori Nutriționale']);
    // The restaurant's own share card, on the request host (shareCards.server.test.ts).
    expect(metaContent(body, 'og:image')).toEqual([
      expect.stringMatching(
        /^http:\/\/menu\.valorinutritionale\.localhost:8080\/share-cards\/bistro-somes\.en\._\.[\w-]{16}\.png$/,
      ),
    ]);
    expect(metaContent(body, 'og:locale')).toEqual(['en_US']);
    expect(metaContent(body, 'og:locale:alternate')).toEqual(['ro_RO', 'hu_HU']);
    expect(metaContent(body, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(body, 'theme-color')).toEqual(['#f3f3f3']);
    expect(metaContent(body, 'description')).toEqual([
      'Bistro Someș, Cluj-Napoca: the menu with ingredients, allergens and nutrition values per 100 g and per portion.',
    ]);
    expect(metaContent(body, 'robots')).toEqual([]);
  });

  test('the default menu named by its slug is canonical at the restaurant page', async () => {
    const { body } = await get(
      '/ro/restaurant/bistro-somes/meniu/',
      'menu.valorinutritionale.localhost:8080',
    );
    expect(canonicalOf(body)).toEqual([`${VN}/ro/restaurant/bistro-somes`]);
  });

  test('the menu page carries the Restaurant with its menu, sections and dishes as JSON-LD', async () => {
    const { body } = await get(
      '/en/restaurant/bistro-somes',
      'menu.valorinutritionale.localhost:8080',
    );
    const [restaurant, ...others] = jsonLdOf(body) as Record<string, unknown>[];
    expect(others).toEqual([]);
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': `${VN}/en/restaurant/bistro-somes#restaurant`,
      name: 'Bistro Someș',
      url: `${VN}/en/restaurant/bistro-somes`,
      address: { '@type': 'PostalAddress', addressLocality: 'Cluj-Napoca' },
      telephone: '+40 264 123 456',
      sameAs: [
        'https://www.facebook.com/bistrosomes',
        'https://www.instagram.com/bistrosomes/',
        'https://bistrosomes.ro',
      ],
    });
    const [menu, daily] = (restaurant?.hasMenu ?? []) as Record<string, unknown>[];
    expect(daily).toEqual({
      '@type': 'Menu',
      name: 'Meniul zilei',
      url: `${VN}/en/restaurant/bistro-somes/meniul-zilei`,
    });
    const sections = menu?.hasMenuSection as { name: string; hasMenuItem: unknown[] }[];
    expect(sections.map((section) => section.name)).toEqual([
      'Ciorbe și feluri principale',
      'Deserturi și băuturi',
    ]);
    expect(sections[0]?.hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      '@id': CIORBA_URL,
      name: 'Ciorbă de burtă',
      description:
        'Ciorbă tradițională, acrită cu oțet de vin și dreasă cu smântână și gălbenuș. Se servește cu ardei iute și pâine de casă.',
      url: CIORBA_URL,
      image: expect.stringMatching(
        /^http:\/\/menu\.valorinutritionale\.localhost:8080\/img\/[A-Za-z0-9_-]{16}\/api\/media\/file\/ciorba-de-burta-800x600\.webp$/,
      ),
      offers: { '@type': 'Offer', price: 28, priceCurrency: 'RON' },
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '405 g',
        calories: '240 kcal',
        fatContent: '16 g',
        saturatedFatContent: '7.9 g',
        carbohydrateContent: '5.3 g',
        sugarContent: '2.9 g',
        fiberContent: '1.0 g',
        proteinContent: '19 g',
        sodiumContent: '1127 mg',
      },
    });
    // The name with '&' survives the escaping of the script's content.
    expect(sections[0]?.hasMenuItem[1]).toMatchObject({
      name: 'Mușchiuleț de porc cu orez & legume',
    });
    expect(body).not.toMatch(/<script type="application\/ld\+json">[^<]*&[^<]*<\/script>/);
  });

  test('the dish page carries the MenuItem alone, sold by the restaurant', async () => {
    const { status, body } = await get(
      '/en/restaurant/bistro-somes/recipes/ciorba-de-burta',
      'menu.valorinutritionale.localhost:8080',
    );
    expect(status).toBe(200);
    expect(canonicalOf(body)).toEqual([CIORBA_URL]);
    expect(metaContent(body, 'og:title')).toEqual(['Ciorbă de burtă – Bistro Someș']);
    const [item] = jsonLdOf(body) as Record<string, unknown>[];
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      '@id': CIORBA_URL,
      name: 'Ciorbă de burtă',
      offers: {
        '@type': 'Offer',
        price: 28,
        priceCurrency: 'RON',
        offeredBy: {
          '@type': 'Restaurant',
          '@id': `${VN}/en/restaurant/bistro-somes#restaurant`,
          name: 'Bistro Someș',
          url: `${VN}/en/restaurant/bistro-somes`,
        },
      },
      nutrition: { '@type': 'NutritionInformation', calories: '240 kcal' },
    });
  });

  test("an unknown host or another brand's moves a restaurant's page to its brand's host", async () => {
    for (const host of ['elsewhere.example', 'menu.nutrischeme.localhost:8080']) {
      const { status, headers } = await get('/ro/restaurant/bistro-somes?category=food', host);
      expect([status, headers.location], host).toEqual([
        301,
        `http://menu.valorinutritionale.localhost${host.endsWith(':8080') ? ':8080' : ''}/ro/restaurant/bistro-somes?category=food`,
      ]);
    }
  });

  test.each([
    { label: 'the 404 page', path: '/en/restaurant/nowhere', status: 404 },
    { label: 'a menu notice (no subscription)', path: '/en/restaurant/closed', status: 200 },
  ])('$label is noindex, without canonical, alternates or JSON-LD', async ({ path, status }) => {
    const { status: actual, body } = await get(path);
    expect(actual).toBe(status);
    expect(metaContent(body, 'robots')).toEqual(['noindex']);
    expect(canonicalOf(body)).toEqual([]);
    expect(hreflangsOf(body)).toEqual([]);
    expect(jsonLdOf(body)).toEqual([]);
  });
});

describe('robots.txt', () => {
  test.each([
    { host: 'menu.nutrischeme.localhost:8080', sitemap: `${NS}/sitemap.xml` },
    { host: 'elsewhere.example', sitemap: 'http://elsewhere.example/sitemap.xml' },
  ])('on $host names the sitemap on the same host', async ({ host, sitemap }) => {
    const { status, headers, body } = await get('/robots.txt', host);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(headers['cache-control']).toContain('s-maxage=');
    expect(body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /*?\nDisallow: /healthz\n\nSitemap: ${sitemap}\n`,
    );
  });
});

describe('sitemap.xml', () => {
  test("lists the brand host's own pages in every locale, and none of the other brand's restaurants", async () => {
    const { index, files, urls, body } = await sitemapOf('menu.nutrischeme.localhost:8080');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(files).toEqual([`${NS}/sitemap-1.xml`]);
    const pages = ['', '/restaurant', '/help', '/faq', '/terms'];
    expect(urls.map((url) => url.loc)).toEqual(
      pages.flatMap((page) => LOCALES.map((locale) => `${NS}/${locale}${page}`)),
    );
    expect(urls[0]?.alternates).toEqual([
      ...LOCALES.map((locale): [string, string] => [locale, `${NS}/${locale}`]),
      ['x-default', `${NS}/`],
    ]);
    // pizzeria-la-gara is NutriScheme's, but the CMS has no menu for it: left out.
    expect(body).not.toContain('/restaurant/pizzeria-la-gara');
    expect(body).not.toContain('bistro-somes');
  });

  test("on an unknown host lists the fallback brand's restaurants, their menus and dishes in their locales", async () => {
    const origin = 'http://elsewhere.example:8080';
    const { urls } = await sitemapOf('elsewhere.example:8080');
    const restaurantUrls = urls.filter((url) => url.loc.includes('/restaurant/'));
    expect(restaurantUrls.map((url) => url.loc)).toEqual(
      [
        '/restaurant/bistro-somes',
        '/restaurant/bistro-somes/recipes/ciorba-de-burta',
        '/restaurant/bistro-somes/recipes/muschiulet-de-porc-cu-orez-legume',
        '/restaurant/bistro-somes/recipes/papanasi-cu-smantana-si-dulceata-de-afine',
        '/restaurant/bistro-somes/recipes/limonada-cu-menta',
        '/restaurant/bistro-somes/meniul-zilei',
      ].flatMap((rest) => ['ro', 'en', 'hu'].map((locale) => `${origin}/${locale}${rest}`)),
    );
    expect(new Set(restaurantUrls.map((url) => url.lastmod))).toEqual(
      new Set(['2025-03-12T16:05:00.000Z']),
    );
    const dish = restaurantUrls.find(
      (url) => url.loc === `${origin}/hu${'/restaurant/bistro-somes/recipes/limonada-cu-menta'}`,
    );
    expect(dish?.alternates).toEqual([
      ['ro', `${origin}/ro/restaurant/bistro-somes/recipes/limonada-cu-menta`],
      ['en', `${origin}/en/restaurant/bistro-somes/recipes/limonada-cu-menta`],
      ['hu', `${origin}/hu/restaurant/bistro-somes/recipes/limonada-cu-menta`],
      ['x-default', `${origin}/ro/restaurant/bistro-somes/recipes/limonada-cu-menta`],
    ]);
  });

  test("a malformed host gets the fallback brand's sitemap on that brand's host", async () => {
    const { status, body } = await get('/sitemap.xml', 'bad_host!');
    expect(status).toBe(200);
    expect(parseSitemapIndex(body)).toEqual([
      'http://menu.valorinutritionale.localhost/sitemap-1.xml',
    ]);
    const file = await get('/sitemap-1.xml', 'bad_host!');
    const locs = parseSitemap(file.body).map((url) => url.loc);
    expect(locs[0]).toBe('http://menu.valorinutritionale.localhost/en');
    expect(locs).toContain('http://menu.valorinutritionale.localhost/ro/restaurant/bistro-somes');
    expect(body).not.toContain('bad_host');
  });

  test('splits into files of at most the limit, which the index lists in order', async () => {
    const host = 'elsewhere.example:8080';
    const whole = await sitemapOf(host);
    expect(whole.urls.length).toBe(53);
    const small = await startStorefront(cms.url, { sitemapMaxUrls: 10 });
    try {
      const split = await sitemapOf(host, small.url);
      expect(split.files).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => `http://elsewhere.example:8080/sitemap-${n}.xml`),
      );
      expect(split.perFile.map((file) => file.length)).toEqual([10, 10, 10, 10, 10, 3]);
      expect(split.urls).toEqual(whole.urls);
      expect(split.index.body).toContain('<lastmod>2025-03-12T16:05:00.000Z</lastmod>');
      for (const path of ['/sitemap-7.xml', '/sitemap-0.xml', '/sitemap-01.xml']) {
        expect((await get(path, host, small.url)).status, path).toBe(404);
      }
    } finally {
      await small.close();
    }
  });

  test('answers a plain 503 that no cache keeps when the CMS is down', async () => {
    const orphan = await startStorefront('http://127.0.0.1:9');
    try {
      const { status, headers, body } = await get(
        '/sitemap.xml',
        'menu.nutrischeme.localhost',
        orphan.url,
      );
      expect(status).toBe(503);
      expect(headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(headers['cache-control']).toBe('no-store');
      expect(body).toBe('The sitemap is unavailable at the moment. Please try again later.\n');
    } finally {
      await orphan.close();
    }
  });
});
