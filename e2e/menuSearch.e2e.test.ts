import type { PublicDish } from '@nutrimenu/core/contract';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { dishesOf, fetchPublicMenu } from './helpers/cmsApi';
import { openPage, visibleDishSlugs, visibleText } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
const MENU = '/ro/restaurant/demo-bistro';
const PHONE = { width: 390, height: 844 };
// Searching after hydration re-renders at once; the poll only waits for the browser to paint.
const POLL = { timeout: 5000, interval: 100 };
let browser: Browser;
let withJs: BrowserContext;
let withoutJs: BrowserContext;
let dishes: PublicDish[];

beforeAll(async () => {
  browser = await launchChromium();
  withJs = await browser.newContext({ viewport: PHONE });
  withoutJs = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  dishes = dishesOf(await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'ro' }));
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The spec's search, written out independently of the storefront's code: every word of the
 * query starts a word of the dish's name, description or ingredient list, accents and case aside.
 */
function expectedSlugs(query: string): string[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u);
  const words = fold(query).filter((word) => word !== '');
  return [
    ...new Set(
      dishes
        .filter((dish) => {
          const text = fold(`${dish.name} ${dish.description ?? ''} ${dish.ingredients.text}`);
          return words.every((word) => text.some((candidate) => candidate.startsWith(word)));
        })
        .map((dish) => dish.slug),
    ),
  ];
}

test('the demo still has the soup, and "ciorba" finds some dishes but not all', () => {
  expect(expectedSlugs('ciorba')).toContain('ciorba-de-burta');
  expect(expectedSlugs('ciorba').length).toBeLessThan(dishes.length);
});

describe('with JavaScript', () => {
  test.each(['ciorba', 'ciorbă', 'CIORBĂ burtă'])(
    'typing "%s" shows the matching dishes at once, without a request, and announces the count',
    async (query) => {
      const t = await translatorFor('ro');
      const { page, problems } = await openPage(withJs, `${stack.storefrontUrl}${MENU}`);
      try {
        const requests: string[] = [];
        // No page and no data is asked for (images coming into view, and the icon Chromium
        // fetches again when the address bar changes, are not the search's).
        page.on('request', (request) => {
          if (['document', 'fetch', 'xhr'].includes(request.resourceType())) {
            requests.push(request.url());
          }
        });
        await page.getByRole('searchbox', { name: t('menuSearch.label') }).pressSequentially(query);
        const expected = expectedSlugs(query);
        await expect.poll(() => visibleDishSlugs(page), POLL).toEqual(expected);
        expect(expected).toContain('ciorba-de-burta');
        await expect
          .poll(() => page.locator('.menu-search [role="status"]').textContent(), POLL)
          .toBe(t('menuSearch.count', { count: expected.length, query }));
        await expect.poll(async () => new URL(page.url()).searchParams.get('q'), POLL).toBe(query);
        expect(requests).toEqual([]);
        expect(await runAxe(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  test('a search finding nothing says so', async () => {
    const t = await translatorFor('ro');
    const { page, problems } = await openPage(withJs, `${stack.storefrontUrl}${MENU}`);
    try {
      await page.getByRole('searchbox').fill('zzzz');
      await expect.poll(() => visibleDishSlugs(page), POLL).toEqual([]);
      expect(await page.locator('.menu-empty').textContent()).toContain(
        t('menuSearch.count', { count: 0, query: 'zzzz' }),
      );
      expect(await runAxe(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('without JavaScript', () => {
  test('the search box sends ?q=ciorbă and the server renders the soup', async () => {
    const { page } = await openPage(withoutJs, `${stack.storefrontUrl}${MENU}`, {
      hydrate: false,
    });
    try {
      await page.getByRole('searchbox').fill('ciorbă');
      const loaded = page.waitForEvent('load');
      await page.getByRole('searchbox').press('Enter');
      await loaded;
      expect(new URL(page.url()).searchParams.get('q')).toBe('ciorbă');
      expect(await visibleDishSlugs(page)).toEqual(expectedSlugs('ciorbă'));
    } finally {
      await page.close();
    }
  });

  test('?q=ciorba with a filter: both apply', async () => {
    const { page, response } = await openPage(
      withoutJs,
      `${stack.storefrontUrl}${MENU}?q=ciorba&exclude=milk`,
      { hydrate: false },
    );
    try {
      expect(response?.status()).toBe(200);
      const expected = expectedSlugs('ciorba').filter((slug) => {
        const dish = dishes.find((candidate) => candidate.slug === slug);
        return (
          dish?.allergens.complete &&
          !dish.allergens.contains.includes('milk') &&
          !dish.traces.includes('milk')
        );
      });
      expect(expected).toContain('ciorba-de-perisoare');
      expect(await visibleDishSlugs(page)).toEqual(expected);
      // Every card is in the page; the ones the search and the filter leave out are hidden.
      expect(await visibleText(page)).not.toContain('Ciorbă de burtă');
    } finally {
      await page.close();
    }
  });
});
