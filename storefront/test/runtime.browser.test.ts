import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hydrate } from './helpers/hydrate';
import { type BrowserWorld, startBrowserWorld } from './helpers/startBrowserWorld';

const MENU = '/en/restaurant/bistro-somes';

let world: BrowserWorld;

beforeAll(async () => {
  world = await startBrowserWorld();
});

afterAll(async () => {
  await world?.close();
});

async function open(path: string, userAgent?: string) {
  const context = await world.browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  const console: { type: string; text: string }[] = [];
  page.on('console', (message) => console.push({ type: message.type(), text: message.text() }));
  await page.goto(`${world.storefront.url}${path}`);
  await hydrate(page);
  return { page, console, close: () => context.close() };
}

/** Makes the app poll the build descriptor now, as it does when the tab becomes visible. */
async function pollNow(page: Page) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/build.json'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  return answered;
}

// A dynamic import of a chunk that is not there, as after a deployment removed the old files.
// Passed as text: vitest would rewrite an import() written in a function.
function loadMissingChunk(page: Page) {
  return page.evaluate("void import('/assets/removed-by-a-deployment.js')");
}

describe('new release banner', () => {
  test('appears once the build descriptor names another release, and reloads the page', async () => {
    const { page, close } = await open(MENU);
    try {
      const banner = page.getByRole('status').filter({ hasText: 'A new version is available.' });
      // The same release as the page's: nothing to announce.
      const same = await pollNow(page);
      expect(same.status()).toBe(200);
      expect(await banner.count()).toBe(0);

      await page.route('**/build.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: '{"release":"a-newer-release"}' }),
      );
      await pollNow(page);
      await banner.waitFor({ timeout: 5_000 });
      const reload = banner.getByRole('button', { name: 'Reload' });
      expect(await reload.isVisible()).toBe(true);

      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await hydrate(page);
    } finally {
      await close();
    }
  });
});

describe('failed chunk loads', () => {
  test('reload the page once, then show the error screen instead of looping', async () => {
    const { page, close } = await open(MENU);
    try {
      const before = Date.now();
      await Promise.all([page.waitForEvent('load'), loadMissingChunk(page)]);
      await hydrate(page);
      const recorded = await page.evaluate(() =>
        sessionStorage.getItem('nutrimenu:chunk-reload:/en/restaurant/bistro-somes'),
      );
      // The time of the reload, in ms.
      expect(Number(recorded)).toBeGreaterThanOrEqual(before);
      expect(Number(recorded)).toBeLessThanOrEqual(Date.now());

      // Within 10 s of the reload: the error screen, and the page stays.
      await loadMissingChunk(page);
      await page
        .getByRole('heading', { name: 'Oops... Something went wrong on our side' })
        .waitFor({ timeout: 5_000 });
      expect(page.url()).toBe(`${world.storefront.url}${MENU}`);
    } finally {
      await close();
    }
  });

  test('a crawler is not shown the error screen: the error is only logged', async () => {
    const { page, console, close } = await open(MENU, 'Mozilla/5.0 (compatible; TestBot/1.0)');
    try {
      await Promise.all([page.waitForEvent('load'), loadMissingChunk(page)]);
      await hydrate(page);
      await loadMissingChunk(page);
      await expect
        .poll(() => console.some((message) => message.text.includes('the page failed')))
        .toBe(true);
      // The crawler list is a chunk loaded once the page fails: wait until it has answered.
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Oops... Something went wrong on our side').count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('host without a brand (locale domain not found)', () => {
  test('warns on the console with the host', async () => {
    const port = new URL(world.storefront.url).port;
    // On the loopback address of a developer's machine there is no warning.
    const loopback = await open(MENU);
    await loopback.close();
    expect(loopback.console.filter((message) => message.type === 'warning')).toEqual([]);
    // Chromium resolves every *.localhost name to the loopback address.
    const unbranded = await world.browser.newPage();
    const messages: { type: string; text: string }[] = [];
    unbranded.on('console', (message) =>
      messages.push({ type: message.type(), text: message.text() }),
    );
    try {
      // The home page: a restaurant's page would move to its own brand's host.
      await unbranded.goto(`http://menu.unbranded.localhost:${port}/ro`);
      await hydrate(unbranded);
      expect(messages).toContainEqual({
        type: 'warning',
        text: `No brand lists the host menu.unbranded.localhost:${port}: showing the fallback brand "valori-nutritionale".`,
      });
    } finally {
      await unbranded.close();
    }
  });
});

describe('loading order', () => {
  test("React is requested only at the diner's first interaction, after the paint; the entry script is small", async () => {
    const context = await world.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${world.storefront.url}${MENU}`, { waitUntil: 'load' });
      const scripts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((resource) => new URL(resource.name).pathname.endsWith('.js'))
            .map((resource) => ({
              url: resource.name,
              start: resource.startTime,
              size: (resource as PerformanceResourceTiming).decodedBodySize,
            })),
        );
      const entryUrl = await page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src,
      );
      // A diner who only reads: two seconds after the load, still only the entry script.
      await page.waitForTimeout(2_000);
      const beforeInteraction = await scripts();
      expect(beforeInteraction.map((script) => script.url)).toEqual([entryUrl]);
      expect(beforeInteraction[0]?.size).toBeLessThan(8 * 1024);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);

      const touched = await page.evaluate(() => performance.now());
      await hydrate(page);
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      );
      expect(paint).toBeGreaterThan(0);
      const later = (await scripts()).filter((script) => script.url !== entryUrl);
      // React and the page's components: one chunk of about 280 KB, fetched once touched.
      expect(
        later.map((script) => script.size).reduce((sum, size) => sum + size, 0),
      ).toBeGreaterThan(200 * 1024);
      for (const script of later) expect(script.start).toBeGreaterThanOrEqual(touched);
    } finally {
      await context.close();
    }
  });
});
