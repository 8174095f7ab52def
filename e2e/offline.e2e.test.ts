import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { hydrate, openPage, visibleText } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let browser: Browser;

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  browser = await launchChromium();
  // This file's first test times its first page: a fresh stack's first render of the menu, with
  // its pictures fetched from the CMS, can take longer than that under load. Done here, once,
  // in a context of its own (no service worker is left behind).
  const warm = await browser.newContext({ viewport: PHONE });
  const page = await warm.newPage();
  await page.goto(`${stack.storefrontUrl}/ro/restaurant/demo-bistro`, {
    waitUntil: 'load',
    timeout: 50_000,
  });
  await warm.close();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Waits until the worker has kept, once the page was idle, what it needs offline: the offline
 * page in `locale` and, on a menu, its document (`menuDocuments` of them at least).
 */
async function keptForOffline(page: Page, locale: string, menuDocuments = 1): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const names = await caches.keys();
          const offline = names.find((name) => name.startsWith('offline-'));
          const pages = offline ? await (await caches.open(offline)).keys() : [];
          const menus = await (await caches.open('menus')).keys();
          const hasPage = pages.some(
            (request) => new URL(request.url).pathname === `/${wanted}/offline`,
          );
          return hasPage ? menus.length : -1;
        }, locale),
      { timeout: 15_000, interval: 200 },
    )
    .toBeGreaterThanOrEqual(menuDocuments);
}

/** Waits until the service worker controls the page and has kept the page's own URL. */
async function keptOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('pages');
          return (await cache.match(location.href)) !== undefined;
        }),
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
}

describe('a menu reopens offline after one visit', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: PHONE });
  });

  afterAll(async () => {
    await context?.close();
  });

  test('the menu reloads offline with the notice, its date in the page locale, axe clean', async () => {
    const t = await translatorFor('ro');
    const url = `${stack.storefrontUrl}/ro/restaurant/demo-bistro`;
    const { page } = await openPage(context, url);
    expect(await page.locator('.offline-notice').textContent()).toBe('');
    await keptOffline(page);
    await keptForOffline(page, 'ro');
    // Online, a navigation through the worker is asked for while the worker starts.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.navigationPreload.getState()).enabled;
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await hydrate(page);
    const notice = page.locator('.offline-notice p');
    await expect.poll(() => notice.count()).toBe(1);
    const text = (await notice.textContent()) ?? '';
    const savedAt = await page.locator('meta[name="nutrimenu-offline"]').getAttribute('content');
    const date = new Intl.DateTimeFormat(LOCALE_TAGS.ro, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(savedAt ?? ''));
    expect(text).toBe(t('page.shownOffline', { date }));
    expect(text).toMatch(/^Afișat fără conexiune/);
    // The whole menu is there: its name and its dishes.
    const shown = await visibleText(page);
    expect(shown).toContain('Ciorbă de burtă');
    expect(await page.locator('article.dish-card').count()).toBeGreaterThan(30);
    expect(await runAxe(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-ro-390.png` });

    // The same menu filtered (a query never opened): the menu as kept, marked as shown offline.
    const filtered = await context.newPage();
    await filtered.goto(`${url}?category=drinks`, { waitUntil: 'load' });
    await filtered.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await filtered.locator('meta[name="nutrimenu-offline"]').count()).toBe(1);
    expect(await filtered.locator('article.dish-card').count()).toBeGreaterThan(30);
    await filtered.close();

    // A dish of the menu never opened: its page rendered from the menu's kept document, with
    // what only the dish page shows (the nutrition table, the ingredients).
    const dishUrl = `${stack.storefrontUrl}/ro/restaurant/demo-bistro/recipes/ciorba-de-burta`;
    const dish = await context.newPage();
    await dish.goto(dishUrl, { waitUntil: 'load' });
    await dish.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await expect
      .poll(() => dish.locator('main.dish-page h1').textContent())
      .toBe('Ciorbă de burtă');
    expect(await dish.locator('main.dish-page table').count()).toBeGreaterThan(0);
    expect(await dish.locator('main.dish-page').textContent()).toContain(t('ingredients.heading'));
    expect(await dish.title()).toMatch(/^Ciorbă de burtă – /);
    expect(await dish.locator('.offline-notice p').textContent()).toMatch(/^Afișat fără conexiune/);
    expect(await runAxe(dish)).toEqual([]);
    if (SHOTS) await dish.screenshot({ path: `${SHOTS}/offline-ro-dish-from-menu-390.png` });
    await dish.close();

    // An address of the site never opened: the offline page in Romanian, listing the kept menu
    // and its dishes, whose links open offline.
    const other = await context.newPage();
    await other.goto(`${stack.storefrontUrl}/ro/help`, { waitUntil: 'load' });
    await other.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await other.locator('html').getAttribute('lang')).toMatch(/^ro/);
    expect(await other.locator('h1').textContent()).toBe(t('offline.title'));
    await expect.poll(() => other.locator('.offline-menu a').count()).toBeGreaterThan(30);
    expect(await other.locator('main').textContent()).toContain(t('offline.notKept'));
    const menuLink = other.locator('.offline-menu h2 a').first();
    expect(await menuLink.getAttribute('href')).toBe('/ro/restaurant/demo-bistro');
    expect(await runAxe(other)).toEqual([]);
    const dishLink = other.locator('.offline-menu li a', { hasText: 'Pizza Margherita' }).first();
    await dishLink.click();
    await other.waitForURL(/\/ro\/restaurant\/demo-bistro\/recipes\/pizza-margherita$/);
    await expect
      .poll(() => other.locator('main.dish-page h1').textContent())
      .toBe('Pizza Margherita');
    await other.close();

    // Another language never opened: the offline page in the language the diner used.
    const hungarian = await context.newPage();
    await hungarian.goto(`${stack.storefrontUrl}/hu/restaurant/demo-bistro`, { waitUntil: 'load' });
    await hungarian.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await hungarian.locator('h1').textContent()).toBe(t('offline.title'));
    await hungarian.close();

    // Back online, the page comes from the network again, without the notice.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'load' });
    await hydrate(page);
    expect(await page.locator('meta[name="nutrimenu-offline"]').count()).toBe(0);
    expect(await page.locator('.offline-notice').textContent()).toBe('');
    // Online, an address the worker keeps nothing of is the network's page.
    const dishOnline = await openPage(context, dishUrl);
    expect(await dishOnline.page.locator('meta[name="nutrimenu-offline"]').count()).toBe(0);
    expect(await dishOnline.page.locator('main.dish-page h1').textContent()).toBe(
      'Ciorbă de burtă',
    );
    expect(dishOnline.problems).toEqual([]);
    await dishOnline.page.close();
    await page.close();
  });

  test('a dish page opened once reopens offline too, in Hungarian', async () => {
    const t = await translatorFor('hu');
    const url = `${stack.storefrontUrl}/hu/restaurant/demo-bistro/recipes/pizza-margherita`;
    const { page } = await openPage(context, url);
    await keptOffline(page);
    await context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'load' });
      await hydrate(page);
      await expect.poll(() => page.locator('.offline-notice p').count()).toBe(1);
      const text = (await page.locator('.offline-notice p').textContent()) ?? '';
      expect(text.startsWith(t('page.shownOffline', { date: '' }).split(':')[0] ?? '')).toBe(true);
      expect(await page.locator('table').count()).toBeGreaterThan(0);
      expect(await runAxe(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-hu-dish-390.png` });
    } finally {
      await context.setOffline(false);
      await page.close();
    }
  });
});

describe("a menu's card pictures and the offline page, per language", () => {
  test('the card pictures below the fold show offline once the menu was opened', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const { page } = await openPage(context, `${stack.storefrontUrl}/en/restaurant/demo-bistro`);
      await keptOffline(page);
      const cards = page.locator('article.dish-card img.dish-card-image');
      const pictures = await cards.count();
      expect(pictures).toBeGreaterThan(10);
      // Kept once the page was idle, the lazy ones below the fold too.
      await expect
        .poll(
          () => page.evaluate(async () => (await (await caches.open('images')).keys()).length),
          {
            timeout: 20_000,
            interval: 250,
          },
        )
        .toBeGreaterThanOrEqual(pictures);
      // Below the fold, never loaded by the page itself.
      const last = cards.last();
      expect(
        await last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(false);
      // Nothing left in the browser's HTTP cache: offline, only the worker can give them.
      const session = await context.newCDPSession(page);
      await session.send('Network.clearBrowserCache');
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      const reloaded = page.locator('article.dish-card img.dish-card-image');
      expect(await reloaded.count()).toBe(pictures);
      for (let index = 0; index < pictures; index += 1) {
        const image = reloaded.nth(index);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            image.evaluate(
              (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
            ),
          )
          .toBe(true);
      }
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  test('the pictures kept stay within 8 MiB, the oldest kept going first', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const { page } = await openPage(context, `${stack.storefrontUrl}/en`);
      await keptForOffline(page, 'en', 0);
      // A picture kept earlier, recorded at 8 MiB less 1 KB: the menu's pictures overflow it.
      const old = `${stack.storefrontUrl}/img/oldest-kept/picture.webp`;
      await page.evaluate(async (address) => {
        const headers = {
          'content-type': 'image/webp',
          'x-nutrimenu-bytes': String(8 * 1024 * 1024 - 1024),
        };
        await (await caches.open('images')).put(address, new Response('x', { headers }));
      }, old);
      await page.goto(`${stack.storefrontUrl}/en/restaurant/demo-bistro`, { waitUntil: 'load' });
      const pictures = await page.locator('article.dish-card img.dish-card-image').count();
      const kept = () =>
        page.evaluate(async () => {
          const cache = await caches.open('images');
          return (await cache.keys()).map((request) => request.url);
        });
      await expect
        .poll(async () => (await kept()).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(pictures);
      expect(await kept()).not.toContain(old);
    } finally {
      await context.close();
    }
  });

  for (const locale of ['ro', 'hu'] as const) {
    test(`the offline page in ${locale} on a phone lists the kept menu`, async () => {
      const t = await translatorFor(locale);
      const context = await browser.newContext({ viewport: PHONE });
      try {
        const { page } = await openPage(
          context,
          `${stack.storefrontUrl}/${locale}/restaurant/demo-bistro`,
        );
        await keptForOffline(page, locale);
        await context.setOffline(true);
        const offline = await context.newPage();
        await offline.goto(`${stack.storefrontUrl}/${locale}/faq`, { waitUntil: 'load' });
        await offline.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        expect(await offline.locator('h1').textContent()).toBe(t('offline.title'));
        await expect.poll(() => offline.locator('.offline-menu li a').count()).toBeGreaterThan(30);
        // Nothing wider than the phone.
        expect(
          await offline.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(PHONE.width);
        expect(await runAxe(offline)).toEqual([]);
        if (SHOTS) {
          await offline.screenshot({ path: `${SHOTS}/offline-page-${locale}-390.png` });
          await offline.screenshot({
            path: `${SHOTS}/offline-page-${locale}-390-full.png`,
            fullPage: true,
          });
        }
      } finally {
        await context.setOffline(false);
        await context.close();
      }
    });
  }

  test('without JavaScript the menu and the offline page are served as before', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const t = await translatorFor('ro');
      const { page } = await openPage(context, `${stack.storefrontUrl}/ro/restaurant/demo-bistro`, {
        hydrate: false,
      });
      expect(await page.locator('article.dish-card').count()).toBeGreaterThan(30);
      await page.goto(`${stack.storefrontUrl}/ro/offline`);
      expect(await page.locator('h1').textContent()).toBe(t('offline.title'));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    } finally {
      await context.close();
    }
  });
});

describe("the service worker never serves another brand host's page", () => {
  test('a menu kept on one brand host is not given offline on another', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const nutrischeme = `http://menu.nutrischeme.localhost:${stack.storefrontPort}`;
      const valori = `http://menu.valorinutritionale.localhost:${stack.storefrontPort}`;
      const { page } = await openPage(context, `${nutrischeme}/ro/restaurant/demo-bistro`);
      await keptOffline(page);
      // The other host has a worker of its own, which has kept nothing of this menu: its own
      // offline page, which lists nothing.
      const other = await openPage(context, `${valori}/en`);
      await keptForOffline(other.page, 'en', 0);
      await context.setOffline(true);
      await other.page.goto(`${valori}/ro/restaurant/demo-bistro`, { waitUntil: 'load' });
      await other.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
      const en = await translatorFor('en');
      await expect
        .poll(() => other.page.locator('main p').first().textContent())
        .toBe(en('offline.nothingKept'));
      expect(await other.page.locator('article.dish-card').count()).toBe(0);
      expect(await other.page.locator('meta[name="nutrimenu-offline"]').count()).toBe(0);
      // While on its own host the menu reopens.
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => page.locator('meta[name="nutrimenu-offline"]').count()).toBe(1);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  test('the worker script is revalidated at each visit and carries the release of the page', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const { page } = await openPage(context, `${stack.storefrontUrl}/en/restaurant/demo-bistro`);
      const release = await page.locator('meta[name="nutrimenu-release"]').getAttribute('content');
      const script = await page.request.get(`${stack.storefrontUrl}/sw.js`);
      expect(script.headers()['cache-control']).toBe('no-cache');
      expect(await script.text()).toContain(`// Release: ${release} `);
      // The release poll that drives the update banner is never answered from the worker's
      // caches: offline, it fails rather than report an old release.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await context.setOffline(true);
      const poll = await page.evaluate(() =>
        fetch('/build.json', { cache: 'no-store' }).then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(poll).toBe('failed');
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
