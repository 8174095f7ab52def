import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './helpers/axeViolations';
import { hydrate } from './helpers/hydrate';
import { type BrowserWorld, startBrowserWorld } from './helpers/startBrowserWorld';

const PHONE = { width: 360, height: 740 };

let world: BrowserWorld;

beforeAll(async () => {
  world = await startBrowserWorld();
});

afterAll(async () => {
  await world?.close();
});

/** Opens a page on a phone, collecting what React and the browser report on the console. */
async function open(
  path: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; problems: string[] }> {
  const page = await world.browser.newPage({ viewport: PHONE, colorScheme });
  const problems: string[] = [];
  page.on('console', (message) => {
    // The fake brands' icons do not exist.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${world.storefront.url}${path}`);
  await hydrate(page);
  return { page, problems };
}

describe('content pages in Chromium', () => {
  test.each([
    ['/en/faq', 'Frequently asked questions'],
    ['/ro/help', 'Help'],
    ['/de/terms', 'Terms and conditions'],
  ])('%s hydrates without a warning and fits a phone', async (path, title) => {
    const { page, problems } = await open(path);
    try {
      await expect(page.locator('h1').innerText()).resolves.toBe(title);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('a question opens to show its answer, from the keyboard too', async () => {
    const { page } = await open('/en/faq');
    try {
      const first = page.locator('details.content-page-question').first();
      const answer = first.locator('.content-page-prose');
      await expect(answer.isVisible()).resolves.toBe(false);
      await first.locator('summary').click();
      await expect(answer.isVisible()).resolves.toBe(true);
      await expect(answer.innerText()).resolves.toContain('They are calculated from the recipe');

      const second = page.locator('details.content-page-question').nth(1);
      await second.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(
        second.evaluate((element) => (element as HTMLDetailsElement).open),
      ).resolves.toBe(true);
    } finally {
      await page.close();
    }
  });

  test('the footer links are at least 24 px tall and lead to the pages', async () => {
    const { page } = await open('/en/restaurant/bistro-somes');
    try {
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('.site-footer a')].map((link) => {
          const box = link.getBoundingClientRect();
          return { href: link.getAttribute('href'), tall: box.height >= 24, wide: box.width >= 24 };
        }),
      );
      expect(links).toEqual([
        { href: '/en/help', tall: true, wide: true },
        { href: '/en/faq', tall: true, wide: true },
        { href: '/en/terms', tall: true, wide: true },
        { href: 'https://valorinutritionale.ro', tall: true, wide: true },
      ]);
      await page.locator('.site-footer a', { hasText: 'FAQ' }).click();
      await page.waitForURL('**/en/faq');
      await expect(page.locator('h1').innerText()).resolves.toBe('Frequently asked questions');
    } finally {
      await page.close();
    }
  });

  test.each([
    ['/en/faq', 'light'],
    ['/ro/help', 'light'],
    ['/en/faq', 'dark'],
  ] as const)('axe-core finds no WCAG 2.2 AA violation on %s (%s)', async (path, scheme) => {
    const { page } = await open(path, scheme);
    try {
      // With every answer open, so their text and links are checked too.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
