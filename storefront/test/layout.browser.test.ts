import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './helpers/axeViolations';
import { hydrate } from './helpers/hydrate';
import { type BrowserWorld, startBrowserWorld } from './helpers/startBrowserWorld';

// A small phone: the narrowest screen the menu is designed for.
const PHONE = { width: 360, height: 740 };

const PAGES = {
  home: '/en',
  listing: '/en/restaurant/city/cluj-napoca',
  menu: '/en/restaurant/bistro-somes',
  'untranslated menu': '/hu/restaurant/bistro-somes',
  dish: '/en/restaurant/bistro-somes/recipes/ciorba-de-burta',
  'dish with unknown values':
    '/ro/restaurant/bistro-somes/recipes/papanasi-cu-smantana-si-dulceata-de-afine',
  '404': '/en/nowhere',
} as const;

let world: BrowserWorld;

beforeAll(async () => {
  world = await startBrowserWorld();
});

afterAll(async () => {
  await world?.close();
});

async function open(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await world.browser.newPage({ viewport: PHONE, colorScheme });
  await page.goto(`${world.storefront.url}${path}`);
  await hydrate(page);
  return page;
}

describe('on a 360 px wide phone', () => {
  test.each(Object.entries(PAGES))('the %s page does not scroll sideways', async (_label, path) => {
    const page = await open(path);
    try {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(PHONE.width);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    } finally {
      await page.close();
    }
  });

  test('the nutrition table fits inside the page, all its columns visible', async () => {
    const page = await open(PAGES['dish with unknown values']);
    try {
      const table = await page.evaluate(() => {
        const element = document.querySelector('table.nutrition');
        const box = element?.getBoundingClientRect();
        return {
          right: box?.right ?? Number.POSITIVE_INFINITY,
          scroll: element?.scrollWidth ?? 0,
          width: element?.clientWidth ?? -1,
        };
      });
      expect(table.right).toBeLessThanOrEqual(PHONE.width);
      expect(table.scroll).toBeLessThanOrEqual(table.width);
    } finally {
      await page.close();
    }
  });

  test('links and buttons of the menu page are at least 24 px tall and wide', async () => {
    const page = await open(PAGES.menu);
    try {
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('a, button, summary, input:not([type="hidden"])')]
          // Links inside a sentence are exempt (WCAG 2.5.8); the skip link is off screen until focused.
          .filter((element) => !element.closest('p') && !element.classList.contains('skip-link'))
          // A card's name link covers the whole card (a stretched ::after): the card is the target.
          .map((element) => ({
            element,
            box: (
              element.closest('.dish-card, .restaurant-card') ?? element
            ).getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
          .map(
            ({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}×${box.height}`,
          ),
      );
      expect(small).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('axe-core finds no WCAG 2.2 AA violation', () => {
  test.each(Object.entries(PAGES))('on the %s page', async (_label, path) => {
    const page = await open(path);
    try {
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test.each(['home', 'menu', 'dish'] as const)('on the %s page in dark mode', async (label) => {
    const page = await open(PAGES[label], 'dark');
    try {
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
