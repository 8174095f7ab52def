import { allergenName } from '@nutrimenu/core/allergens';
import type { PublicDish } from '@nutrimenu/core/contract';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createBrandRestaurant, type TestRestaurant } from './helpers/brandRestaurant';
import { dishesOf, fetchPublicMenu } from './helpers/cmsApi';
import { hydrate, openPage, visibleDishSlugs } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
const PHONE = { width: 390, height: 844 };
// The demo brand's host; *.localhost reaches this machine in Chromium.
const BRAND_HOST = 'menu.nutrischeme.localhost';
const OTHER_BRAND_HOST = 'menu.valorinutritionale.localhost';
const origin = (host: string) => `http://${host}:${stack.storefrontPort}`;
const MAIN_MENU = '/ro/restaurant/demo-bistro';
const DAILY_MENU = '/ro/restaurant/demo-bistro/meniul-zilei';
// Where the e2e run leaves its screenshots, for a person to look at.
const SHOTS = process.env.E2E_SCREENSHOTS;
let browser: Browser;
let main: PublicDish[];
let daily: PublicDish[];
// A second restaurant of the demo brand, made for this file through the CMS's REST API.
let second: TestRestaurant;
let secondDishes: PublicDish[];

beforeAll(async () => {
  browser = await launchChromium();
  main = dishesOf(await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'ro' }));
  daily = dishesOf(
    await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'ro', menu: 'meniul-zilei' }),
  );
  second = await createBrandRestaurant(stack, 'nutrischeme', [
    { name: 'Piure cu lapte', ingredient: 'Lapte', allergens: ['milk'] },
    { name: 'Omletă simplă', ingredient: 'Ouă', allergens: ['eggs'] },
    { name: 'Cartofi copți', ingredient: 'Cartofi', allergens: [] },
    { name: 'Chec cu nucă', ingredient: 'Făină și nucă', allergens: ['gluten', 'nuts'] },
  ]);
  secondDishes = dishesOf(await fetchPublicMenu(stack.cmsUrl, second.slug, { locale: 'ro' }));
}, 120_000);

afterAll(async () => {
  await second?.remove();
  await browser?.close();
});

/** The dishes a diner avoiding milk and eggs (traces too) may see, by the spec's rule. */
function withoutMilkAndEggs(dishes: PublicDish[]): string[] {
  return [
    ...new Set(
      dishes
        .filter(
          (dish) =>
            dish.allergens.complete &&
            !['milk', 'eggs'].some(
              (code) =>
                dish.allergens.contains.includes(code as 'milk') ||
                dish.traces.includes(code as 'milk'),
            ),
        )
        .map((dish) => dish.slug),
    ),
  ];
}

function allSlugs(dishes: PublicDish[]): string[] {
  return [...new Set(dishes.map((dish) => dish.slug))];
}

/** Clicks a button that posts a form and waits for the page it leads to. */
async function reloadingClick(page: Page, name: string): Promise<void> {
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name }).click();
  await loaded;
}

/** Ticks milk and eggs in the menu's filter form and asks the device to remember them. */
async function rememberMilkAndEggs(page: Page, remember: string): Promise<void> {
  await page.locator('.menu-filters__panel > summary').click();
  await page.getByRole('checkbox', { name: allergenName('milk', 'ro') }).check();
  await page.getByRole('checkbox', { name: allergenName('eggs', 'ro'), exact: true }).check();
  await reloadingClick(page, remember);
}

const milkAndEggsNames = () =>
  new Intl.ListFormat('ro-RO', { type: 'conjunction' }).format([
    allergenName('eggs', 'ro'),
    allergenName('milk', 'ro'),
  ]);

describe.each([true, false])('JavaScript %s', (javaScriptEnabled) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  });

  afterAll(async () => {
    await context?.close();
  });

  test("remembered only when asked, applied on the brand's menus, changed and forgotten from the bar", async () => {
    const t = await translatorFor('ro');
    const open = (url: string) => openPage(context, url, { hydrate: javaScriptEnabled });
    const { page, problems } = await open(`${origin(BRAND_HOST)}${MAIN_MENU}`);
    try {
      expect(await page.locator('.my-allergens-bar').count()).toBe(0);
      await page.locator('.menu-filters__panel > summary').click();
      await page.getByRole('checkbox', { name: allergenName('milk', 'ro') }).check();
      await page.getByRole('checkbox', { name: allergenName('eggs', 'ro'), exact: true }).check();
      // Ticking filters; it remembers nothing.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('myAllergens');
      await reloadingClick(page, t('myAllergens.remember'));

      const bar = page.locator('.my-allergens-bar p');
      const names = new Intl.ListFormat('ro-RO', { type: 'conjunction' }).format([
        allergenName('eggs', 'ro'),
        allergenName('milk', 'ro'),
      ]);
      expect(await bar.textContent()).toBe(
        t('myAllergens.bar', { allergens: names, traces: 'no' }),
      );
      expect(await visibleDishSlugs(page)).toEqual(withoutMilkAndEggs(main));
      if (javaScriptEnabled) expect(await runAxe(page)).toEqual([]);

      // Another menu on the brand's host, opened afresh: filtered the same way.
      await page.goto(`${origin(BRAND_HOST)}${DAILY_MENU}`);
      expect(await bar.textContent()).toBe(
        t('myAllergens.bar', { allergens: names, traces: 'no' }),
      );
      expect(await visibleDishSlugs(page)).toEqual(withoutMilkAndEggs(daily));

      // Another brand's host never shows the restaurant, filtered or not: it moves the diner to
      // the restaurant's own brand host, where the remembered allergens are.
      await page.goto(`${origin(OTHER_BRAND_HOST)}${MAIN_MENU}`);
      expect(page.url()).toBe(`${origin(BRAND_HOST)}${MAIN_MENU}`);

      // Change: untick eggs and remember again.
      await page.goto(`${origin(BRAND_HOST)}${MAIN_MENU}`);
      if (javaScriptEnabled) await hydrate(page);
      await page.getByRole('link', { name: t('myAllergens.change') }).click();
      const eggs = page.getByRole('checkbox', { name: allergenName('eggs', 'ro'), exact: true });
      expect(await eggs.isVisible()).toBe(true);
      await eggs.uncheck();
      if (!javaScriptEnabled) {
        // Without JavaScript the ticked boxes travel with the button's form: no Apply needed.
      }
      await reloadingClick(page, t('myAllergens.remember'));
      expect(await bar.textContent()).toBe(
        t('myAllergens.bar', { allergens: allergenName('milk', 'ro'), traces: 'no' }),
      );

      // Forget: the whole menu again, and no cookie left.
      await reloadingClick(page, t('myAllergens.forget'));
      expect(await page.locator('.my-allergens-bar').count()).toBe(0);
      expect(await visibleDishSlugs(page)).toEqual(allSlugs(main));
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('myAllergens');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe.each([true, false])(
  'JavaScript %s: every restaurant of the brand',
  (javaScriptEnabled) => {
    const open = (context: BrowserContext, url: string) =>
      openPage(context, url, { hydrate: javaScriptEnabled });
    const newPhone = () => browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const secondMenu = () => `/ro/restaurant/${second.slug}`;

    test("remembered on one restaurant, applied on another of the brand, never on another brand's host, forgotten everywhere", async () => {
      const t = await translatorFor('ro');
      const expectedBar = t('myAllergens.bar', { allergens: milkAndEggsNames(), traces: 'no' });
      // The second restaurant's menu is what the test is about: some dishes go, some stay.
      expect(withoutMilkAndEggs(secondDishes)).toEqual(['cartofi-copti', 'chec-cu-nuca']);
      const context = await newPhone();
      try {
        const { page, problems } = await open(context, `${origin(BRAND_HOST)}${MAIN_MENU}`);
        await rememberMilkAndEggs(page, t('myAllergens.remember'));
        const bar = page.locator('.my-allergens-bar p');
        expect(await bar.textContent()).toBe(expectedBar);

        // The brand's other restaurant, on the same host, opened afresh: filtered, with the bar.
        await page.goto(`${origin(BRAND_HOST)}${secondMenu()}`);
        if (javaScriptEnabled) await hydrate(page);
        expect(await bar.textContent()).toBe(expectedBar);
        expect(await visibleDishSlugs(page)).toEqual(withoutMilkAndEggs(secondDishes));
        if (javaScriptEnabled) expect(await runAxe(page)).toEqual([]);
        if (SHOTS) {
          await page.screenshot({
            path: `${SHOTS}/my-allergens-second-restaurant-js-${javaScriptEnabled}.png`,
          });
        }

        // The same restaurant on another brand's host: moved to its own brand's host.
        await page.goto(`${origin(OTHER_BRAND_HOST)}${secondMenu()}`);
        expect(page.url()).toBe(`${origin(BRAND_HOST)}${secondMenu()}`);

        // Forgotten from the second restaurant's bar: gone there and on the first one.
        await page.goto(`${origin(BRAND_HOST)}${secondMenu()}`);
        if (javaScriptEnabled) await hydrate(page);
        await reloadingClick(page, t('myAllergens.forget'));
        expect(await page.locator('.my-allergens-bar').count()).toBe(0);
        expect(await visibleDishSlugs(page)).toEqual(allSlugs(secondDishes));
        await page.goto(`${origin(BRAND_HOST)}${MAIN_MENU}`);
        expect(await page.locator('.my-allergens-bar').count()).toBe(0);
        expect(await visibleDishSlugs(page)).toEqual(allSlugs(main));
        expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('myAllergens');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('never on by surprise: a new device sees every dish of both restaurants', async () => {
      const context = await newPhone();
      try {
        for (const [path, dishes] of [
          [MAIN_MENU, main],
          [secondMenu(), secondDishes],
        ] as const) {
          const { page } = await open(context, `${origin(BRAND_HOST)}${path}`);
          expect(await page.locator('.my-allergens-bar').count()).toBe(0);
          expect(await visibleDishSlugs(page)).toEqual(allSlugs(dishes));
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  },
);
