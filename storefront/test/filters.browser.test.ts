import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { hydrate } from './helpers/hydrate';
import { type BrowserWorld, startBrowserWorld } from './helpers/startBrowserWorld';

// The fixture menu's dishes (core/src/contract/__fixtures__/publicMenu.example.json).
const SOUP = 'ciorba-de-burta'; // food, 59 kcal per 100 g, no gluten
const PORK = 'muschiulet-de-porc-cu-orez-legume'; // food, 130 kcal, gluten
const DESSERT = 'papanasi-cu-smantana-si-dulceata-de-afine'; // food, allergens incomplete
const LEMONADE = 'limonada-cu-menta'; // drinks, 27 kcal, no allergens
const MENU = '/en/restaurant/bistro-somes';

let world: BrowserWorld;
let context: BrowserContext | undefined;

beforeAll(async () => {
  world = await startBrowserWorld();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await world?.close();
});

/** A page in a fresh context, collecting console errors and warnings (React's hydration reports). */
async function openPage(javaScriptEnabled: boolean): Promise<{ page: Page; problems: string[] }> {
  context = await world.browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The fixture's images are not served by the stand-in CMS.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** The dishes on screen, in order, by the slug of their links. */
function shownDishes(page: Page): Promise<string[]> {
  return page.locator('main article h3 a').evaluateAll((links) =>
    links
      // Once hydrated, the dishes a filter leaves out stay in the page, hidden.
      .filter((link) => link.checkVisibility())
      .map((link) => link.getAttribute('href')?.split('/recipes/')[1] ?? ''),
  );
}

function search(page: Page): Promise<string> {
  return page.evaluate(() => window.location.search);
}

describe('without JavaScript', () => {
  test('the form filters by submitting the query, and shows what it applied', async () => {
    const { page, problems } = await openPage(false);
    await page.goto(`${world.storefront.url}${MENU}`);
    await expect(shownDishes(page)).resolves.toEqual([SOUP, PORK, DESSERT, LEMONADE]);

    await page.locator('.menu-filters__panel summary').click(); // <details> opens without JS
    await page.getByRole('checkbox', { name: 'Cereals containing gluten' }).check();
    await page.getByRole('spinbutton', { name: 'Maximum (kcal)' }).fill('100');
    await Promise.all([page.waitForURL(/\?/), page.getByRole('button', { name: 'Apply' }).click()]);

    const query = new URLSearchParams(await search(page));
    expect(query.getAll('exclude')).toEqual(['gluten']);
    expect(query.get('kcalMax')).toBe('100');
    expect(query.get('category')).toBe('all');
    await expect(shownDishes(page)).resolves.toEqual([SOUP, LEMONADE]);
    await expect(page.getByRole('status').filter({ hasText: 'Show' }).innerText()).resolves.toBe(
      'Show 2 dishes',
    );
    await page.locator('.menu-filters__panel summary').click();
    await expect(
      page.getByRole('checkbox', { name: 'Cereals containing gluten' }).isChecked(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('spinbutton', { name: 'Maximum (kcal)' }).inputValue(),
    ).resolves.toBe('100');
    expect(problems).toEqual([]);
  });

  test('a category with no dish shows the empty message; the reset link shows them all', async () => {
    const { page } = await openPage(false);
    await page.goto(`${world.storefront.url}${MENU}`);
    await page.getByRole('radio', { name: 'Other' }).check();
    await Promise.all([
      page.waitForURL(/category=other/),
      page.getByRole('button', { name: 'Apply' }).click(),
    ]);
    await expect(shownDishes(page)).resolves.toEqual([]);
    await expect(page.locator('main').innerText()).resolves.toContain(
      'No dish found in this category!',
    );

    await Promise.all([
      page.waitForURL(`${world.storefront.url}${MENU}`),
      page.getByRole('link', { name: 'Reset filters' }).click(),
    ]);
    await expect(shownDishes(page)).resolves.toEqual([SOUP, PORK, DESSERT, LEMONADE]);
  });
});

describe('with JavaScript', () => {
  test('every change filters at once, without a navigation, and updates the URL', async () => {
    const { page, problems } = await openPage(true);
    await page.goto(`${world.storefront.url}${MENU}`);
    await hydrate(page);
    // Survives only if no change reloads the document.
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
    });
    const status = page.locator('.menu-filters__count');

    await page.locator('.menu-filters__panel summary').click();
    await page.getByRole('checkbox', { name: 'Cereals containing gluten' }).check();
    await expect.poll(() => shownDishes(page)).toEqual([SOUP, LEMONADE]);
    await expect.poll(() => search(page)).toBe('?exclude=gluten');
    await expect.poll(() => status.innerText()).toBe('Show 2 dishes');
    await expect(status.getAttribute('aria-live')).resolves.toBe('polite');

    await page.getByRole('spinbutton', { name: 'Maximum (kcal)' }).fill('50');
    await expect.poll(() => shownDishes(page)).toEqual([LEMONADE]);
    await expect.poll(() => search(page)).toBe('?kcalMax=50&exclude=gluten');
    // The button shows a badge with the number; its name says it in words.
    await expect(page.locator('.menu-filters__badge').textContent()).resolves.toBe('2');
    await expect(
      page.locator('.menu-filters__panel summary .visually-hidden').textContent(),
    ).resolves.toBe(' (2 active filters)');

    await page.getByRole('radio', { name: 'Food' }).check();
    await expect.poll(() => shownDishes(page)).toEqual([]);
    await expect(page.locator('main').innerText()).resolves.toContain(
      'No dish found in this category!',
    );
    await expect.poll(() => search(page)).toBe('?category=food&kcalMax=50&exclude=gluten');
    await expect.poll(() => status.innerText()).toBe('No dishes to show');

    // The form's own reset (the empty message offers one too, a plain link).
    await page.locator('.menu-filters').getByRole('link', { name: 'Reset filters' }).click();
    await expect.poll(() => shownDishes(page)).toEqual([SOUP, PORK, DESSERT, LEMONADE]);
    await expect.poll(() => search(page)).toBe('');
    await expect(
      page.getByRole('checkbox', { name: 'Cereals containing gluten' }).isChecked(),
    ).resolves.toBe(false);
    await expect(page.getByRole('radio', { name: 'All' }).isChecked()).resolves.toBe(true);
    await expect(
      page.getByRole('spinbutton', { name: 'Maximum (kcal)' }).inputValue(),
    ).resolves.toBe('');

    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  test('the cards the server rendered are all there is: a change mounts none, sorts and searches them', async () => {
    const { page, problems } = await openPage(true);
    // Marks the parser's cards (a property, not an attribute: hydration never sees it); a card
    // React mounts later has no mark. Sorting moves marked cards, which is fine.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const card of document.querySelectorAll('article')) {
          Object.assign(card, { fromParser: true });
        }
      });
    });
    const addedCards = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('article')].filter(
            (card) => !(card as unknown as { fromParser?: boolean }).fromParser,
          ).length,
      );
    await page.goto(`${world.storefront.url}${MENU}?category=drinks`);
    await hydrate(page);
    await expect.poll(() => shownDishes(page)).toEqual([LEMONADE]);

    await page.getByRole('radio', { name: 'All' }).check();
    await expect.poll(() => shownDishes(page)).toEqual([SOUP, PORK, DESSERT, LEMONADE]);
    // The sort reorders the cards as the server orders them for the same query.
    await page.locator('.menu-filters__panel summary').click();
    await page.locator('select[name="sort"]').selectOption('energy-asc');
    const serverSorted = await (async () => {
      const other = await world.browser.newPage({ javaScriptEnabled: false });
      await other.goto(`${world.storefront.url}${MENU}?sort=energy-asc`);
      const order = await shownDishes(other);
      await other.close();
      return order;
    })();
    expect(serverSorted).not.toEqual([SOUP, PORK, DESSERT, LEMONADE]);
    await expect.poll(() => shownDishes(page)).toEqual(serverSorted);
    // The search reads the cards' text from the page: a name without diacritics, an ingredient.
    const box = page.getByRole('searchbox');
    await box.fill('papanasi');
    await expect.poll(() => shownDishes(page)).toEqual([DESSERT]);
    await box.fill('');
    await expect.poll(() => shownDishes(page)).toEqual(serverSorted);
    expect(await addedCards()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('Apply does not reload the page and folds the panel', async () => {
    const { page, problems } = await openPage(true);
    await page.goto(`${world.storefront.url}${MENU}`);
    await hydrate(page);
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
    });
    await page.locator('.menu-filters__panel summary').click();
    await page.getByRole('spinbutton', { name: 'Minimum (g)' }).first().fill('4');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => search(page)).toBe('?fatMin=4');
    await expect.poll(() => shownDishes(page)).toEqual([PORK, DESSERT]);
    await expect(page.locator('.menu-filters__panel').getAttribute('open')).resolves.toBeNull();
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  test.each([
    ['a filtered URL', `${MENU}?category=drinks&exclude=gluten`, [LEMONADE]],
    [
      'a filtered secondary-locale URL',
      '/hu/restaurant/bistro-somes?kcalMax=100',
      [SOUP, LEMONADE],
    ],
    ['an empty result', `${MENU}?category=other`, []],
    [
      'a bad query',
      `${MENU}?kcalMax=abc&exclude=notanallergen&%ZZ`,
      [SOUP, PORK, DESSERT, LEMONADE],
    ],
  ])('%s hydrates without a warning and keeps its dishes', async (_label, path, dishes) => {
    const { page, problems } = await openPage(true);
    await page.goto(`${world.storefront.url}${path}`);
    await hydrate(page);
    await expect.poll(() => shownDishes(page)).toEqual(dishes);
    expect(problems).toEqual([]);
  });

  test('after hydration the URL carries the canonical query of what the form shows', async () => {
    const { page, problems } = await openPage(true);
    // What a form submitted without JavaScript sends: every field, empty ones too.
    await page.goto(
      `${world.storefront.url}${MENU}?utm_source=qr&category=all&kcalMin=&kcalMax=600&fatMin=&exclude=milk&exclude=milk`,
    );
    await hydrate(page);
    // Parameters that are not the filter's, as a QR code's, are kept.
    await expect.poll(() => search(page)).toBe('?kcalMax=600&exclude=milk&utm_source=qr');
    expect(problems).toEqual([]);
  });
});
