import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './helpers/axeViolations';
import { hydrate } from './helpers/hydrate';
import { type BrowserWorld, startBrowserWorld } from './helpers/startBrowserWorld';

// The fixture menu's dishes (core/src/contract/__fixtures__/publicMenu.example.json).
const SOUP = 'ciorba-de-burta'; // eggs, milk, celery, sulphites; garlic in its ingredient list
const PORK = 'muschiulet-de-porc-cu-orez-legume'; // gluten, soybeans, milk
const DESSERT = 'papanasi-cu-smantana-si-dulceata-de-afine'; // allergens incomplete
const LEMONADE = 'limonada-cu-menta'; // no allergens
const ALL = [SOUP, PORK, DESSERT, LEMONADE];
const MENU = '/ro/restaurant/bistro-somes';
const PHONE = { width: 390, height: 844 };
// With SCREENSHOTS=<folder>, the states the tests reach are saved there to be looked at.
const SHOTS = process.env.SCREENSHOTS;

let world: BrowserWorld;
let context: BrowserContext | undefined;

beforeAll(async () => {
  world = await startBrowserWorld();
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await world?.close();
});

async function openPage(
  javaScriptEnabled: boolean,
  path = MENU,
): Promise<{ page: Page; problems: string[] }> {
  context = await world.browser.newContext({ javaScriptEnabled, viewport: PHONE });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The fixture's images are not served by the stand-in CMS.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${world.storefront.url}${path}`);
  if (javaScriptEnabled) await hydrate(page);
  return { page, problems };
}

function shownDishes(page: Page): Promise<string[]> {
  return page.locator('main article h3 a').evaluateAll((links) =>
    links
      // Once hydrated, the dishes a filter leaves out stay in the page, hidden.
      .filter((link) => link.checkVisibility())
      .map((link) => link.getAttribute('href')?.split('/recipes/')[1] ?? ''),
  );
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

describe('menu search', () => {
  test('with JavaScript: finds as the diner types, without a request, and announces the count', async () => {
    const { page, problems } = await openPage(true);
    const requests: string[] = [];
    // No page and no data is asked for (images coming into view, the service worker's own
    // files and the icon Chromium fetches again when the address bar changes are not the search's).
    page.on('request', (request) => {
      if (['document', 'fetch', 'xhr'].includes(request.resourceType()))
        requests.push(request.url());
    });
    const box = page.getByRole('searchbox', { name: 'Caută în meniu' });
    await box.pressSequentially('ciorba');
    await expect.poll(() => shownDishes(page)).toEqual([SOUP]);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'ciorba' }).textContent())
      .toBe('1 preparat se potrivește cu „ciorba”');
    await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?q=ciorba');
    expect(requests).toEqual([]);
    await shot(page, 'search-ro-phone');
    await box.fill('usturoi vita');
    await expect.poll(() => shownDishes(page)).toEqual([SOUP]);
    await box.fill('pizza');
    await expect.poll(() => shownDishes(page)).toEqual([]);
    await expect(page.locator('.menu-empty').textContent()).resolves.toContain(
      'Niciun preparat nu se potrivește cu „pizza”',
    );
    await shot(page, 'search-empty-ro-phone');
    expect(await axeViolations(page)).toEqual([]);
    await box.fill('');
    await expect.poll(() => shownDishes(page)).toEqual(ALL);
    expect(problems).toEqual([]);
  });

  test('typed before React took the page over (it does at the first touch): the search follows the box', async () => {
    context = await world.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${world.storefront.url}${MENU}`);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // Focusing the box is the first interaction: the text is in before React has even loaded.
    await page.getByRole('searchbox', { name: 'Caută în meniu' }).fill('ciorba');
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
    await expect.poll(() => shownDishes(page)).toEqual([SOUP]);
    await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?q=ciorba');
  });

  test('without JavaScript: the form sends ?q= and the server finds the dish, keeping the filter', async () => {
    const { page } = await openPage(false, `${MENU}?category=food`);
    await page.getByRole('searchbox').fill('ciorbă');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/q=/);
    expect(new URL(page.url()).search).toBe('?q=ciorb%C4%83&category=food');
    expect(await shownDishes(page)).toEqual([SOUP]);
  });

  test('in Hungarian: the box and the empty state speak it', async () => {
    const { page } = await openPage(true, '/hu/restaurant/bistro-somes?q=xyz');
    await expect(page.locator('.menu-empty').textContent()).resolves.toContain(
      'Egy étel sem felel meg a keresésnek: „xyz”',
    );
    await shot(page, 'search-empty-hu-phone');
  });
});

describe('my allergens', () => {
  async function rememberMilkAndEggs(page: Page) {
    await page.locator('.menu-filters__panel > summary').click();
    await page.getByRole('checkbox', { name: 'Lapte (inclusiv lactoză)' }).check();
    await page.getByRole('checkbox', { name: 'Ouă', exact: true }).check();
    await reloadingClick(page, 'Ține minte acești alergeni pe acest dispozitiv');
  }

  /** Clicks a button that posts a form and waits for the page it leads to (with or without JS). */
  async function reloadingClick(page: Page, name: string) {
    const loaded = page.waitForEvent('load');
    await page.getByRole('button', { name }).click();
    await loaded;
  }

  test.each([true, false])(
    'JavaScript %s: remembered on the explicit button, applied on the next visit, forgotten from the bar',
    async (javaScript) => {
      const { page, problems } = await openPage(javaScript);
      expect(await page.locator('.my-allergens-bar').count()).toBe(0);
      if (!javaScript) {
        // Without JavaScript the ticked boxes apply first, then are remembered.
        await page.locator('.menu-filters__panel > summary').click();
        await page.getByRole('checkbox', { name: 'Lapte (inclusiv lactoză)' }).check();
        await page.getByRole('checkbox', { name: 'Ouă', exact: true }).check();
        await reloadingClick(page, 'Ține minte acești alergeni pe acest dispozitiv');
      } else {
        await rememberMilkAndEggs(page);
      }
      expect(new URL(page.url()).pathname).toBe(MENU);
      expect(await shownDishes(page)).toEqual([LEMONADE]);
      await expect(page.locator('.my-allergens-bar p').textContent()).resolves.toBe(
        'Filtrat după alergenii tăi: Ouă și Lapte (inclusiv lactoză)',
      );
      const cookies = await page.context().cookies();
      const cookie = cookies.find((one) => one.name === 'myAllergens');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      await shot(page, `allergens-bar-ro-phone-js-${javaScript}`);
      // axe runs as a script in the page: only where scripts run.
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      // A new visit, in another locale: still filtered.
      await page.goto(`${world.storefront.url}/hu/restaurant/bistro-somes`);
      expect(await shownDishes(page)).toEqual([LEMONADE]);
      await expect(page.locator('.my-allergens-bar p').textContent()).resolves.toContain('Tej');
      await shot(page, `allergens-bar-hu-phone-js-${javaScript}`);

      // "Change" leads to the ticked allergens.
      await page.getByRole('link', { name: 'Módosítás' }).click();
      await expect(page.getByRole('checkbox', { name: /^Tej/ }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('checkbox', { name: /^Tej/ }).isChecked()).resolves.toBe(true);
      await shot(page, `allergens-change-hu-phone-js-${javaScript}`);

      // Forget: the whole menu again, and no cookie.
      await reloadingClick(page, 'Elfelejtés');
      expect(await page.locator('.my-allergens-bar').count()).toBe(0);
      expect(await shownDishes(page)).toEqual(ALL);
      expect((await page.context().cookies()).some((one) => one.name === 'myAllergens')).toBe(
        false,
      );
      expect(problems).toEqual([]);
    },
  );

  test('never on by surprise: ticking allergens alone remembers nothing', async () => {
    const { page } = await openPage(true);
    await page.locator('.menu-filters__panel > summary').click();
    await page.getByRole('checkbox', { name: 'Lapte (inclusiv lactoză)' }).check();
    await expect.poll(() => shownDishes(page)).toEqual([LEMONADE]);
    expect(await page.context().cookies()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ name: 'myAllergens' })]),
    );
    await shot(page, 'allergens-remember-button-ro-phone', true);
  });

  test('unticking the remembered allergens for one visit shows the whole menu, without JavaScript too', async () => {
    const { page } = await openPage(false);
    await context?.addCookies([
      { name: 'myAllergens', value: 'exclude%3Dmilk', url: world.storefront.url },
    ]);
    await page.reload();
    expect(await shownDishes(page)).toEqual([LEMONADE]);
    await page.locator('.menu-filters__panel > summary').click();
    await page.getByRole('checkbox', { name: 'Lapte (inclusiv lactoză)' }).uncheck();
    const loaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Aplicați' }).click();
    await loaded;
    expect(await shownDishes(page)).toEqual(ALL);
    expect(await page.locator('.my-allergens-bar').count()).toBe(0);
  });

  test('desktop: the bar and the search', async () => {
    const { page } = await openPage(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await rememberMilkAndEggs(page);
    await page.getByRole('searchbox').fill('limo');
    await expect.poll(() => shownDishes(page)).toEqual([LEMONADE]);
    await shot(page, 'allergens-search-ro-desktop');
  });
});
