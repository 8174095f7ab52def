import type { PublicBrand } from '@nutrimenu/core/contract';
import { describe, expect, test } from 'vitest';
import { renderHead } from './renderHead';
import type { RouteMeta } from './routeTypes';

const brand: PublicBrand = {
  key: 'nutrischeme',
  name: 'NutriScheme',
  companyName: 'NutriScheme Ltd',
  hosts: ['menu.nutrischeme.com'],
  homeUrl: 'https://nutrischeme.com',
  themeColor: '#123456',
  icons: {
    small32: '/brands/ns/32.png',
    big192: '/brands/ns/192.png',
    apple: '/brands/ns/apple.png',
    ms: '/brands/ns/ms.png',
  },
  shareImage: '/brands/ns/share.png',
  promoVideo: null,
  contact: {},
  isFallback: false,
};

const ORIGIN = 'https://menu.nutrischeme.com';

function head(meta: RouteMeta, overrides: Partial<Parameters<typeof renderHead>[0]> = {}) {
  return renderHead({
    meta,
    locale: 'en',
    rest: '/restaurant/bistro',
    search: '',
    origin: ORIGIN,
    brand,
    indexable: true,
    ...overrides,
  }).split('\n    ');
}

const MENU_META: RouteMeta = {
  title: 'Bistro – Menu',
  description: 'The menu',
  locales: ['ro', 'en', 'hu'],
  defaultLocale: 'ro',
  jsonLd: (urls) => ({ '@type': 'Restaurant', url: urls.page('/restaurant/bistro') }),
};

describe('renderHead', () => {
  test('renders the head of an indexable page, in order', () => {
    expect(head(MENU_META, { search: '?kcalMax=300&allergens=milk' })).toEqual([
      '<title>Bistro – Menu</title>',
      '<meta name="description" content="The menu" />',
      `<link rel="canonical" href="${ORIGIN}/en/restaurant/bistro" />`,
      `<link rel="alternate" hreflang="ro" href="${ORIGIN}/ro/restaurant/bistro" />`,
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/restaurant/bistro" />`,
      `<link rel="alternate" hreflang="hu" href="${ORIGIN}/hu/restaurant/bistro" />`,
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/ro/restaurant/bistro" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="NutriScheme" />',
      '<meta property="og:title" content="Bistro – Menu" />',
      '<meta property="og:description" content="The menu" />',
      `<meta property="og:url" content="${ORIGIN}/en/restaurant/bistro" />`,
      '<meta property="og:locale" content="en_US" />',
      '<meta property="og:locale:alternate" content="ro_RO" />',
      '<meta property="og:locale:alternate" content="hu_HU" />',
      `<meta property="og:image" content="${ORIGIN}/brands/ns/share.png" />`,
      '<meta property="og:image:alt" content="NutriScheme" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="theme-color" content="#123456" />',
      '<meta name="msapplication-TileColor" content="#123456" />',
      '<link rel="icon" type="image/png" sizes="32x32" href="/brands/ns/32.png" />',
      '<link rel="icon" type="image/png" sizes="192x192" href="/brands/ns/192.png" />',
      '<link rel="apple-touch-icon" href="/brands/ns/apple.png" />',
      '<meta name="msapplication-TileImage" content="/brands/ns/ms.png" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
      `<script type="application/ld+json">{"@type":"Restaurant","url":"${ORIGIN}/en/restaurant/bistro"}</script>`,
    ]);
  });

  test("a page's own share card replaces the brand's share image, with its size and alt text", () => {
    const card = '/share-cards/bistro.en.ciorba.AbCdEfGhIjKlMnOp.png';
    const tags = head({ ...MENU_META, shareImage: { path: card, alt: 'Ciorbă & co at Bistro' } });
    expect(tags.filter((tag) => /og:image|twitter:/.test(tag))).toEqual([
      `<meta property="og:image" content="${ORIGIN}${card}" />`,
      '<meta property="og:image:type" content="image/png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Ciorbă &amp; co at Bistro" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:image" content="${ORIGIN}${card}" />`,
      '<meta name="twitter:image:alt" content="Ciorbă &amp; co at Bistro" />',
    ]);
  });

  test("makes the route's own path canonical, and drops a trailing slash", () => {
    const aliased = head(
      { ...MENU_META, canonicalPath: '/restaurant/bistro' },
      { rest: '/restaurant/bistro/meniu' },
    );
    expect(aliased).toContain(`<link rel="canonical" href="${ORIGIN}/en/restaurant/bistro" />`);
    const slashed = head({ title: 'Listing' }, { rest: '/restaurant//city/cluj/' });
    expect(slashed).toContain(`<link rel="canonical" href="${ORIGIN}/en/restaurant/city/cluj" />`);
  });

  test("keeps a listing page's number in its canonical and alternates, and links its neighbours", () => {
    const tags = head(
      {
        title: 'Restaurants',
        locales: ['ro', 'en'],
        canonicalSearch: '?page=2',
        previousPath: '/restaurant/city/cluj',
        nextPath: '/restaurant/city/cluj?page=3',
      },
      { rest: '/restaurant/city/cluj', search: '?page=2&utm_source=x' },
    );
    expect(tags).toContain(
      `<link rel="canonical" href="${ORIGIN}/en/restaurant/city/cluj?page=2" />`,
    );
    expect(tags).toContain(`<link rel="prev" href="${ORIGIN}/en/restaurant/city/cluj" />`);
    expect(tags).toContain(`<link rel="next" href="${ORIGIN}/en/restaurant/city/cluj?page=3" />`);
    expect(tags).toContain(
      `<link rel="alternate" hreflang="ro" href="${ORIGIN}/ro/restaurant/city/cluj?page=2" />`,
    );
    expect(tags).toContain(
      `<meta property="og:url" content="${ORIGIN}/en/restaurant/city/cluj?page=2" />`,
    );
    const hidden = head(
      { title: 'Restaurants', previousPath: '/restaurant', nextPath: '/restaurant?page=3' },
      { indexable: false },
    );
    expect(hidden.filter((tag) => /rel="(prev|next)"/.test(tag))).toEqual([]);
  });

  test('offers every locale when the route names none, with x-default at the bare root on the home page', () => {
    const tags = head({ title: 'Home' }, { rest: '/' });
    const alternates = tags.filter((tag) => tag.startsWith('<link rel="alternate"'));
    expect(alternates.map((tag) => /hreflang="([^"]+)"/.exec(tag)?.[1])).toEqual([
      'en',
      'ro',
      'fr',
      'it',
      'es',
      'hu',
      'de',
      'x-default',
    ]);
    expect(alternates.at(-1)).toBe(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/" />`,
    );
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/en" />`);
  });

  test('marks a page in a locale the restaurant does not offer noindex, outside the hreflang set the offered pages declare', () => {
    const tags = head(MENU_META, { locale: 'fr' });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags.filter((tag) => /canonical|alternate|og:url|ld\+json/.test(tag))).toEqual([]);
    const offered = head(MENU_META, { locale: 'hu' });
    expect(offered.some((tag) => tag.includes('hreflang="fr"'))).toBe(false);
  });

  test.each([
    { label: 'a page answered with another status than 200', indexable: false, meta: MENU_META },
    { label: 'a route asking for noindex', indexable: true, meta: { ...MENU_META, noindex: true } },
  ])(
    'marks $label noindex, without canonical, alternates, og:url or structured data',
    ({ indexable, meta }) => {
      const tags = head(meta, { indexable });
      expect(tags).toContain('<meta name="robots" content="noindex" />');
      expect(tags.filter((tag) => /canonical|alternate|og:url|ld\+json/.test(tag))).toEqual([]);
      expect(tags).toContain('<meta property="og:title" content="Bistro – Menu" />');
    },
  );

  test('escapes every value', () => {
    const tags = head(
      { title: '<Bistro> & "Co"', description: "Chef's <b>" },
      { origin: 'https://h.example"><script>', brand: { ...brand, name: 'A&B' } },
    );
    expect(tags[0]).toBe('<title>&lt;Bistro&gt; &amp; &quot;Co&quot;</title>');
    expect(tags).toContain('<meta name="description" content="Chef&#39;s &lt;b&gt;" />');
    expect(tags).toContain('<meta property="og:site_name" content="A&amp;B" />');
    expect(tags.join('\n')).not.toContain('"><script>');
  });

  test('uses the default theme colour and no brand tags without a brand', () => {
    const tags = head({ title: 'Error' }, { brand: null, indexable: false });
    expect(tags).toContain('<meta name="theme-color" content="#f3f3f3" />');
    expect(tags.filter((tag) => /og:site_name|og:image|icon|TileImage/.test(tag))).toEqual([]);
  });
});
