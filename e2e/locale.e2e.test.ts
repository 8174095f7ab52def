import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, languageName } from '@nutrimenu/core/locale';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createBrandRestaurant, type TestRestaurant } from './helpers/brandRestaurant';
import { dishBySlug, fetchPublicMenu } from './helpers/cmsApi';
import { hydrate, openPage, pageText } from './helpers/openPage';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let browser: Browser;
// A restaurant of the demo brand offering German, made for this file (demo-bistro offers ro, en, hu).
let german: TestRestaurant;

beforeAll(async () => {
  browser = await launchChromium();
  german = await createBrandRestaurant(
    stack,
    'nutrischeme',
    [{ name: 'Cartofi copți', ingredient: 'Cartofi', allergens: [] }],
    ['ro', 'en', 'de'],
  );
}, 120_000);

afterAll(async () => {
  await german?.remove();
  await browser?.close();
});

/** The `locale` cookie the browser holds for the storefront, if any. */
async function localeCookie(context: BrowserContext) {
  return (await context.cookies(stack.storefrontUrl)).find((cookie) => cookie.name === 'locale');
}

const YEAR_S = 365 * 24 * 60 * 60;

describe('the root path redirects to the detected locale', () => {
  test.each([
    ['an exact match of a supported locale', 'de-DE,de;q=0.9', 'de'],
    ['a language-only match (fr-CH → fr)', 'fr-CH', 'fr'],
    ['the best-weighted language', 'pl;q=1, hu;q=0.8, en;q=0.5', 'hu'],
    ['the fallback ro when nothing matches', 'pl-PL,pl;q=0.9', 'ro'],
  ])('from Accept-Language: %s', async (_label, acceptLanguage, expected) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'Accept-Language': acceptLanguage },
    });
    try {
      const { page, response } = await openPage(context, `${stack.storefrontUrl}/`);
      expect(new URL(page.url()).pathname).toBe(`/${expected}`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(
        LOCALE_TAGS[expected as keyof typeof LOCALE_TAGS],
      );
    } finally {
      await context.close();
    }
  });

  test("from the browser's own language (Chromium's locale)", async () => {
    const context = await browser.newContext({ locale: 'it-IT' });
    try {
      const { page } = await openPage(context, `${stack.storefrontUrl}/`);
      expect(new URL(page.url()).pathname).toBe('/it');
    } finally {
      await context.close();
    }
  });

  test('the locale cookie wins over Accept-Language', async () => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    await context.addCookies([{ name: 'locale', value: 'es', url: stack.storefrontUrl }]);
    try {
      const { page } = await openPage(context, `${stack.storefrontUrl}/`);
      expect(new URL(page.url()).pathname).toBe('/es');
    } finally {
      await context.close();
    }
  });

  test('the redirect keeps the query string', async () => {
    const response = await fetch(`${stack.storefrontUrl}/?utm_source=qr`, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en?utm_source=qr');
  });
});

describe('the locale switcher', () => {
  test('switches the page and saves the choice in the cookie for 365 days, path /, Lax', async () => {
    const context = await browser.newContext({ locale: 'ro-RO' });
    try {
      const { page, problems } = await openPage(
        context,
        `${stack.storefrontUrl}/restaurant/demo-bistro`,
      );
      // The printed QR code's address lands on the browser's locale; a first visit saves nothing.
      expect(new URL(page.url()).pathname).toBe('/ro/restaurant/demo-bistro');
      expect(await localeCookie(context)).toBeUndefined();
      await page.getByRole('link', { name: LOCALE_NAMES.en, exact: true }).click();
      await page.waitForURL(`${stack.storefrontUrl}/en/restaurant/demo-bistro`);
      await hydrate(page);
      expect(await page.getAttribute('html', 'lang')).toBe('en-US');
      const t = await translatorFor('en');
      expect(await pageText(page)).toContain(t('allergens.heading'));

      const cookie = await localeCookie(context);
      expect(cookie?.value).toBe('en');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(YEAR_S - 3600);
      expect(lifetime).toBeLessThanOrEqual(YEAR_S);

      // The next visit of the bare root goes to the saved choice, not to the browser's ro-RO.
      await page.goto(`${stack.storefrontUrl}/`);
      expect(new URL(page.url()).pathname).toBe('/en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('offers the locales of the restaurant on its menu', async () => {
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'ro' });
    expect(document.restaurant.locales).toEqual(['ro', 'en', 'hu']);
    const context = await browser.newContext();
    try {
      const { page } = await openPage(context, `${stack.storefrontUrl}/ro/restaurant/demo-bistro`);
      for (const locale of document.restaurant.locales) {
        const link = page.getByRole('link', { name: LOCALE_NAMES[locale], exact: true });
        expect(await link.getAttribute('href')).toBe(`/${locale}/restaurant/demo-bistro`);
      }
    } finally {
      await context.close();
    }
  });

  test('the Set-Cookie of a switcher link has Max-Age 365 days, Path=/ and SameSite=Lax', async () => {
    // Headers as a browser's click sends them: fetch() would send its own Sec-Fetch-Mode (cors).
    const { headers } = await httpGet(`${stack.storefrontUrl}/en/restaurant`, {
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'navigate',
    });
    const cookie = headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^locale=en;/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${YEAR_S}(;|$)`));
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('an unprefixed page (the address a printed QR code opens)', () => {
  test.each([
    [
      'a German browser reading English, at a restaurant without German',
      'de-DE,de;q=0.9,en;q=0.8',
      'demo',
      '/en',
    ],
    ['a German-only browser, at a restaurant without German: ro', 'de-DE,de;q=0.9', 'demo', '/ro'],
    [
      'a German browser, at a restaurant offering German',
      'de-DE,de;q=0.9,en;q=0.8',
      'german',
      '/de',
    ],
  ] as const)(
    'sends %s to its best offered locale',
    async (_label, acceptLanguage, which, prefix) => {
      const slug = which === 'demo' ? 'demo-bistro' : german.slug;
      const context = await browser.newContext({
        extraHTTPHeaders: { 'Accept-Language': acceptLanguage },
      });
      try {
        const { page, response, problems } = await openPage(
          context,
          `${stack.storefrontUrl}/restaurant/${slug}?utm_source=qr`,
        );
        expect(response?.status()).toBe(200);
        const url = new URL(page.url());
        expect(url.pathname).toBe(`${prefix}/restaurant/${slug}`);
        expect(url.search).toBe('?utm_source=qr');
        expect(await page.getAttribute('html', 'lang')).toBe(
          LOCALE_TAGS[prefix.slice(1) as keyof typeof LOCALE_TAGS],
        );
        // Landing saves nothing: the diner did not choose.
        expect(await localeCookie(context)).toBeUndefined();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test("Chromium's own language (de-DE) reaches the German menu", async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    try {
      const { page } = await openPage(context, `${stack.storefrontUrl}/restaurant/${german.slug}`);
      expect(new URL(page.url()).pathname).toBe(`/de/restaurant/${german.slug}`);
    } finally {
      await context.close();
    }
  });

  test('the locale cookie wins over the browser languages', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.addCookies([{ name: 'locale', value: 'hu', url: stack.storefrontUrl }]);
    try {
      const { page } = await openPage(
        context,
        `${stack.storefrontUrl}/restaurant/demo-bistro/recipes/ciorba-de-burta`,
      );
      expect(new URL(page.url()).pathname).toBe(
        '/hu/restaurant/demo-bistro/recipes/ciorba-de-burta',
      );
    } finally {
      await context.close();
    }
  });

  test('the redirect is personal: never stored by a shared cache', async () => {
    const response = await fetch(`${stack.storefrontUrl}/restaurant/demo-bistro`, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'hu' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hu/restaurant/demo-bistro');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie, Accept-Language');
  });

  test.each([
    ['an unknown restaurant', '/restaurant/no-such-place', 404, null],
    ['an unknown path', '/nowhere', 404, null],
    // A path of this site that names no page: the storefront's own 404 screen.
    ['a protocol-relative look-alike', '//evil.example', 404, null],
    [
      'a protocol-relative look-alike naming a page',
      '//evil.example/restaurant/demo-bistro',
      404,
      null,
    ],
  ])(
    '%s is a 404 or a path on this site, never another origin',
    async (_label, path, status, location) => {
      const response = await fetch(`${stack.storefrontUrl}${path}`, {
        redirect: 'manual',
        headers: { 'Accept-Language': 'en' },
      });
      await response.body?.cancel();
      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBe(location);
    },
  );
});

/** The address in demo-bistro's printed QR code, as the owner downloads it and zbarimg reads it. */
async function printedQrCodeAddress(): Promise<URL> {
  const login = await fetch(`${stack.cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: stack.demoPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const authorization = { Authorization: `JWT ${token}` };
  const found = (await (
    await fetch(`${stack.cmsUrl}/api/restaurants?where[slug][equals]=demo-bistro&depth=0`, {
      headers: authorization,
    })
  ).json()) as { docs: { id: number }[] };
  const png = await fetch(`${stack.cmsUrl}/api/downloads/restaurants/${found.docs[0]?.id}/qr.png`, {
    headers: authorization,
  });
  expect(png.status).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-qr-'));
  try {
    const file = path.join(dir, 'qr.png');
    await writeFile(file, Buffer.from(await png.arrayBuffer()));
    const { stdout } = await promisify(execFile)('zbarimg', ['--quiet', '--raw', file]);
    return new URL(stdout.trim());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("the printed QR code's address opens the menu in a German tourist's second language", async () => {
  const scanned = await printedQrCodeAddress();
  expect(scanned.pathname).toBe('/restaurant/demo-bistro');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' },
  });
  try {
    // The code names the storefront's configured address; the path is what counts here.
    const { page, problems } = await openPage(
      context,
      `${stack.storefrontUrl}${scanned.pathname}${scanned.search}`,
    );
    expect(new URL(page.url()).pathname).toBe('/en/restaurant/demo-bistro');
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

describe("the diner's choice of locale", () => {
  test.each([true, false])(
    'a first visit saves nothing; clicking "Deutsch" saves locale=de (JavaScript %s), which later unprefixed visits follow',
    async (javaScriptEnabled) => {
      const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled });
      try {
        const { page, problems } = await openPage(
          context,
          `${stack.storefrontUrl}/en/restaurant/${german.slug}`,
          { hydrate: javaScriptEnabled },
        );
        expect(await localeCookie(context)).toBeUndefined();
        await page.getByRole('link', { name: LOCALE_NAMES.de, exact: true }).click();
        await page.waitForURL(`${stack.storefrontUrl}/de/restaurant/${german.slug}`);
        const cookie = await localeCookie(context);
        expect(cookie?.value).toBe('de');
        expect(cookie?.path).toBe('/');
        expect(cookie?.sameSite).toBe('Lax');
        expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_S - 3600);

        for (const [path, landing] of [
          ['/', '/de'],
          ['/restaurant', '/de/restaurant'],
          [`/restaurant/${german.slug}`, `/de/restaurant/${german.slug}`],
          // A restaurant without German: the browser's language among the ones it offers.
          ['/restaurant/demo-bistro', '/en/restaurant/demo-bistro'],
        ]) {
          await page.goto(`${stack.storefrontUrl}${path}`);
          expect(new URL(page.url()).pathname, path).toBe(landing);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test('with JavaScript the click itself saves the choice, for a CDN answers without Set-Cookie', async () => {
    // The service worker would fetch the page itself, out of the route's reach.
    const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
    try {
      const { page } = await openPage(
        context,
        `${stack.storefrontUrl}/en/restaurant/${german.slug}`,
      );
      // The German page as a CDN would send it from its cache: no Set-Cookie, no server reached.
      let fromCache = false;
      await page.route(`${stack.storefrontUrl}/de/restaurant/${german.slug}`, async (route) => {
        fromCache = true;
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>cached</title>',
        });
      });
      await page.getByRole('link', { name: LOCALE_NAMES.de, exact: true }).click();
      await page.waitForURL(`${stack.storefrontUrl}/de/restaurant/${german.slug}`);
      expect(fromCache).toBe(true);
      expect((await localeCookie(context))?.value).toBe('de');
    } finally {
      await context.close();
    }
  });
});

/** A page path in a locale: '/en/restaurant', and '/en' for the home page. */
const prefixed = (locale: string, rest: string) =>
  rest === '/' ? `/${locale}` : `/${locale}${rest}`;

describe('hreflang alternates', () => {
  /** hreflang → href of the page's `<link rel="alternate">` tags, whatever their attribute order. */
  function alternates(html: string): Map<string, string> {
    const found = new Map<string, string>();
    for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
      if (!/\srel="alternate"/.test(tag)) continue;
      const hreflang = /\shreflang="([^"]+)"/.exec(tag)?.[1];
      const href = /\shref="([^"]+)"/.exec(tag)?.[1];
      if (hreflang && href) found.set(hreflang, href);
    }
    return found;
  }

  test.each([
    ['home', '/', 'all'],
    ['listing', '/restaurant', 'all'],
    ['menu', '/restaurant/demo-bistro', 'restaurant'],
    ['dish', '/restaurant/demo-bistro/recipes/ciorba-de-burta', 'restaurant'],
  ] as const)(
    'the %s page links each of its locales and x-default',
    async (_label, rest, which) => {
      const html = await (await fetch(`${stack.storefrontUrl}${prefixed('en', rest)}`)).text();
      const locales =
        which === 'all'
          ? LOCALES
          : (await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'en' })).restaurant
              .locales;
      const links = alternates(html);
      for (const locale of locales) {
        // A language code ('ro') and a language-region tag ('ro-RO') are both valid hreflang values.
        const href = links.get(locale) ?? links.get(LOCALE_TAGS[locale]);
        expect(href, locale).toBe(`${stack.storefrontUrl}${prefixed(locale, rest)}`);
      }
      expect(links.has('x-default')).toBe(true);
    },
  );
});

test('hreflang is symmetric: every offered page lists exactly the offered ones, and a page in a locale not offered is noindex outside the set', async () => {
  const offered = (await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'en' })).restaurant
    .locales;
  const notOffered = LOCALES.filter((locale) => !offered.includes(locale));
  expect(notOffered.length).toBeGreaterThan(0);
  const linksOf = (html: string) =>
    [...html.matchAll(/<link\b[^>]*\srel="alternate"[^>]*>/g)]
      .map(([tag]) => /\shreflang="([^"]+)"/.exec(tag)?.[1] ?? '')
      .filter((hreflang) => hreflang !== 'x-default')
      .map((hreflang) => hreflang.split('-')[0])
      .sort();
  for (const rest of [
    '/restaurant/demo-bistro',
    '/restaurant/demo-bistro/recipes/ciorba-de-burta',
  ]) {
    for (const locale of offered) {
      const html = await (await fetch(`${stack.storefrontUrl}/${locale}${rest}`)).text();
      expect(linksOf(html), `${locale}${rest}`).toEqual([...offered].sort());
      expect(html).not.toContain('name="robots" content="noindex"');
    }
    for (const locale of notOffered) {
      const response = await fetch(`${stack.storefrontUrl}/${locale}${rest}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(linksOf(html), `${locale}${rest}`).toEqual([]);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
    }
  }
});

describe('dish content in another locale than the page', () => {
  test('a dish whose description is not translated into Hungarian shows it in Romanian with a visible hint', async () => {
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'hu' });
    const dish = dishBySlug(document, 'ciorba-de-burta');
    // The demo's names are Hungarian, its descriptions Romanian: each text is marked on its own.
    expect([dish.nameFallbackLocale, dish.descriptionFallbackLocale]).toEqual([null, 'ro']);
    const t = await translatorFor('hu');
    const context = await browser.newContext();
    try {
      const { page, problems } = await openPage(
        context,
        `${stack.storefrontUrl}/hu/restaurant/demo-bistro/recipes/ciorba-de-burta`,
      );
      const text = await pageText(page);
      // Romanian named in Hungarian, as the rest of the sentence is, not by its endonym.
      expect(await page.locator('.fallback-locale').textContent()).toBe(
        t('dish.descriptionFallbackLocale', { language: 'román' }),
      );
      expect(text).toContain(dish.description ?? '');
      // Only the description is read out as Romanian; the Hungarian name is not.
      expect(await page.locator('h1').getAttribute('lang')).toBeNull();
      await expect(
        page.locator('.dish-title p', { hasText: dish.description ?? '' }).getAttribute('lang'),
      ).resolves.toBe('ro-RO');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a card on the Hungarian menu names Romanian in Hungarian, also without JavaScript', async () => {
    const t = await translatorFor('hu');
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      try {
        const { page, problems } = await openPage(
          context,
          `${stack.storefrontUrl}/hu/restaurant/demo-bistro`,
          { hydrate: javaScriptEnabled },
        );
        const hints = await page.locator('.fallback-locale').allTextContents();
        expect(hints.length).toBeGreaterThan(0);
        expect(new Set(hints)).toEqual(
          new Set([t('dish.descriptionFallbackLocale', { language: 'román' })]),
        );
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  test('the German menu of a restaurant offering no German says once that its dishes are shown in Romanian, with and without JavaScript', async () => {
    const t = await translatorFor('de');
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'de' });
    const dishes = document.menu?.sections.flatMap((section) => section.dishes) ?? [];
    expect(dishes.some((dish) => dish.descriptionFallbackLocale === 'ro')).toBe(true);
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      try {
        const { page, problems } = await openPage(
          context,
          `${stack.storefrontUrl}/de/restaurant/demo-bistro`,
          { hydrate: javaScriptEnabled },
        );
        expect(await page.locator('.fallback-locale').allTextContents()).toEqual([
          t('menu.fallbackLocale', { language: 'Deutsch', fallback: 'Rumänisch' }),
        ]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  test("Chromium names the 49 language pairs as the server does, so hydration keeps the server's text", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const inChromium = await page.evaluate(
        ({ locales, tags }) =>
          locales.map((pageLocale) => {
            const names = new Intl.DisplayNames([tags[pageLocale] ?? ''], { type: 'language' });
            return locales.map((locale) => names.of(locale));
          }),
        { locales: [...LOCALES], tags: LOCALE_TAGS as Record<string, string> },
      );
      expect(inChromium).toEqual(
        LOCALES.map((pageLocale) => LOCALES.map((locale) => languageName(locale, pageLocale))),
      );
    } finally {
      await context.close();
    }
  });

  test('a locale the restaurant does not offer (de): German interface and library words, the restaurant’s untranslated texts in Romanian with the hint', async () => {
    const t = await translatorFor('de');
    const context = await browser.newContext();
    try {
      const { page } = await openPage(
        context,
        `${stack.storefrontUrl}/de/restaurant/demo-bistro/recipes/ciorba-de-burta`,
      );
      const text = await pageText(page);
      // The interface is German; the dish's name too, as the demo restaurant wrote one; its
      // description, which has no German text, is its Romanian one, and the page says so.
      expect(text).toContain(t('nutrition.heading'));
      expect(text).toContain('Rumänische Kuttelsuppe');
      expect(text).toContain('Burtă de vită fiartă');
      expect(text).toContain(t('dish.descriptionFallbackLocale', { language: 'Rumänisch' }));
      expect(await page.locator('h1').getAttribute('lang')).toBeNull();
      await expect(
        page.locator('.dish-title p', { hasText: 'Burtă de vită fiartă' }).getAttribute('lang'),
      ).resolves.toBe('ro-RO');
      // The library's foods are named in German, not in the restaurant's Romanian.
      expect(text).toContain('Knoblauch');
      expect(text).not.toContain('usturoi –');
    } finally {
      await context.close();
    }
  });
});
