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
});

afterAll(async () => {
  await browser?.close();
});

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

    // A page never opened is not made up from another one, nor is the same menu filtered.
    for (const other of [
      `${stack.storefrontUrl}/ro/restaurant/demo-bistro/recipes/ciorba-de-burta`,
      `${url}?category=drinks`,
      `${stack.storefrontUrl}/hu/restaurant/demo-bistro`,
    ]) {
      const tab = await context.newPage();
      await expect(tab.goto(other), other).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      await tab.close();
    }

    // Back online, the page comes from the network again, without the notice.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'load' });
    await hydrate(page);
    expect(await page.locator('meta[name="nutrimenu-offline"]').count()).toBe(0);
    expect(await page.locator('.offline-notice').textContent()).toBe('');
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

describe("the service worker never serves another brand host's page", () => {
  test('a menu kept on one brand host is not given offline on another', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const nutrischeme = `http://menu.nutrischeme.localhost:${stack.storefrontPort}`;
      const valori = `http://menu.valorinutritionale.localhost:${stack.storefrontPort}`;
      const { page } = await openPage(context, `${nutrischeme}/ro/restaurant/demo-bistro`);
      await keptOffline(page);
      // The other host has a worker of its own, which has kept nothing of this menu.
      const other = await openPage(context, `${valori}/en`);
      await other.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await context.setOffline(true);
      await expect(other.page.goto(`${valori}/ro/restaurant/demo-bistro`)).rejects.toThrow(
        /ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
      );
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
