import { type AllergenCode, allergenName } from '@nutrimenu/core/allergens';
import type { DishCategory, PublicDish } from '@nutrimenu/core/contract';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { dishesOf, fetchPublicMenu } from './helpers/cmsApi';
import { hydrate, openPage, pageText, visibleDishSlugs } from './helpers/openPage';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let browser: Browser;
let withJs: BrowserContext;
let withoutJs: BrowserContext;
let dishes: PublicDish[];

const MENU = '/en/restaurant/demo-bistro';
// Filtering after hydration re-renders at once; the poll only waits for the browser to paint.
const POLL = { timeout: 5000, interval: 100 };

beforeAll(async () => {
  browser = await launchChromium();
  withJs = await browser.newContext();
  withoutJs = await browser.newContext({ javaScriptEnabled: false });
  dishes = dishesOf(await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'en' }));
});

afterAll(async () => {
  await browser?.close();
});

interface Wanted {
  category?: DishCategory;
  exclude?: AllergenCode[];
  allowTraces?: boolean;
  kcalMax?: number;
  proteinMin?: number;
}

/**
 * The spec's filter, written out independently of the storefront's code: a range needs a known
 * per-100 g figure; an excluded allergen hides the dishes containing it, those with it as a trace
 * unless traces are allowed, and every dish whose allergens are not completely declared.
 */
function expectedSlugs(wanted: Wanted): string[] {
  const exclude = wanted.exclude ?? [];
  const shown = dishes.filter((dish) => {
    if (wanted.category && dish.category !== wanted.category) return false;
    const kcal = dish.nutrition?.per100.energyKcal;
    if (wanted.kcalMax !== undefined) {
      if (kcal?.status !== 'known' || kcal.value > wanted.kcalMax) return false;
    }
    const protein = dish.nutrition?.per100.protein;
    if (wanted.proteinMin !== undefined) {
      if (!protein || protein.status === 'unknown' || protein.value < wanted.proteinMin) {
        return false;
      }
    }
    if (exclude.length > 0) {
      if (!dish.allergens.complete) return false;
      if (exclude.some((code) => dish.allergens.contains.includes(code))) return false;
      if (!wanted.allowTraces && exclude.some((code) => dish.traces.includes(code))) return false;
    }
    return true;
  });
  return [...new Set(shown.map((dish) => dish.slug))];
}

const CASES: { label: string; query: string; wanted: Wanted }[] = [
  {
    label: 'without gluten (traces hidden too)',
    query: 'exclude=gluten',
    wanted: { exclude: ['gluten'] },
  },
  {
    label: 'without gluten, traces allowed',
    query: 'exclude=gluten&traces=allow',
    wanted: { exclude: ['gluten'], allowTraces: true },
  },
  { label: 'drinks only', query: 'category=drinks', wanted: { category: 'drinks' } },
  { label: 'at most 100 kcal per 100 g', query: 'kcalMax=100', wanted: { kcalMax: 100 } },
  {
    label: 'food without milk and eggs, at least 10 g protein',
    query: 'category=food&exclude=milk&exclude=eggs&proteinMin=10',
    wanted: { category: 'food', exclude: ['milk', 'eggs'], proteinMin: 10 },
  },
];

test('the cases filter something and keep something (the demo data still fits them)', () => {
  for (const { label, wanted } of CASES) {
    const slugs = expectedSlugs(wanted);
    expect(slugs.length, label).toBeGreaterThan(0);
    expect(slugs.length, label).toBeLessThan(dishes.length);
  }
  // A trace of gluten hides the ice cream unless traces are allowed.
  expect(expectedSlugs({ exclude: ['gluten'] })).not.toContain('cupa-de-inghetata');
  expect(expectedSlugs({ exclude: ['gluten'], allowTraces: true })).toContain('cupa-de-inghetata');
});

describe('a filtered URL is rendered by the server (no JavaScript)', () => {
  test.each(CASES)('$label: ?$query', async ({ query, wanted }) => {
    const { page, response } = await openPage(withoutJs, `${stack.storefrontUrl}${MENU}?${query}`, {
      hydrate: false,
    });
    try {
      expect(response?.status()).toBe(200);
      expect(await visibleDishSlugs(page)).toEqual(expectedSlugs(wanted));
    } finally {
      await page.close();
    }
  });

  test('bad query values are ignored, never a server error', async () => {
    const { page, response } = await openPage(
      withoutJs,
      `${stack.storefrontUrl}${MENU}?category=pizza&kcalMax=abc&exclude=unicorn&saltMin=-3&proteinMax=1e999`,
      { hydrate: false },
    );
    try {
      expect(response?.status()).toBe(200);
      expect(await visibleDishSlugs(page)).toEqual(expectedSlugs({}));
    } finally {
      await page.close();
    }
  });

  test('a filter matching nothing says "No dish found in this category!"', async () => {
    const t = await translatorFor('en');
    const { page, response } = await openPage(
      withoutJs,
      `${stack.storefrontUrl}${MENU}?category=drinks&proteinMin=50`,
      { hydrate: false },
    );
    try {
      expect(response?.status()).toBe(200);
      expect(await pageText(page)).toContain(t('menu.empty'));
      expect(await visibleDishSlugs(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the filter form works without JavaScript: Apply loads the filtered URL', async () => {
    const t = await translatorFor('en');
    const { page } = await openPage(withoutJs, `${stack.storefrontUrl}${MENU}`, { hydrate: false });
    try {
      await page.getByText(t('filter.open'), { exact: true }).click();
      await page.getByRole('checkbox', { name: allergenName('gluten', 'en'), exact: true }).check();
      await Promise.all([
        page.waitForURL(/[?&]exclude=gluten(&|$)/),
        page.getByRole('button', { name: t('filter.apply'), exact: true }).click(),
      ]);
      expect(await visibleDishSlugs(page)).toEqual(expectedSlugs({ exclude: ['gluten'] }));
    } finally {
      await page.close();
    }
  });
});

describe('once hydrated, filtering is instant and stays in the URL', () => {
  async function openMenu(query = ''): Promise<{ page: Page; problems: string[] }> {
    const opened = await openPage(withJs, `${stack.storefrontUrl}${MENU}${query}`);
    // A navigation would replace the window and lose this mark.
    await opened.page.evaluate(() => {
      (window as unknown as { filterMark: number }).filterMark = 1;
    });
    return opened;
  }

  const noNavigation = (page: Page) =>
    page.evaluate(() => (window as unknown as { filterMark?: number }).filterMark === 1);

  test('an allergen and a category apply without a page load and update the address', async () => {
    const t = await translatorFor('en');
    const { page, problems } = await openMenu();
    try {
      expect(await visibleDishSlugs(page)).toEqual(expectedSlugs({}));
      await page.getByText(t('filter.open'), { exact: true }).click();
      await page.getByRole('checkbox', { name: allergenName('gluten', 'en'), exact: true }).check();
      await expect
        .poll(() => visibleDishSlugs(page), POLL)
        .toEqual(expectedSlugs({ exclude: ['gluten'] }));
      // The address bar follows a moment after the change.
      await expect
        .poll(() => new URL(page.url()).searchParams.getAll('exclude'))
        .toEqual(['gluten']);

      await page
        .getByRole('group', { name: t('menu.category.label') })
        .getByRole('radio', { name: t('menu.category.drinks'), exact: true })
        .check();
      const drinksWithoutGluten = expectedSlugs({ category: 'drinks', exclude: ['gluten'] });
      await expect.poll(() => visibleDishSlugs(page), POLL).toEqual(drinksWithoutGluten);
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('drinks');
      expect(await noNavigation(page)).toBe(true);

      // The address is shareable: loading it renders the same dishes.
      await page.reload();
      await hydrate(page);
      expect(await visibleDishSlugs(page)).toEqual(drinksWithoutGluten);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('a filtered URL hydrates without a mismatch', async () => {
    const { page, problems } = await openMenu('?exclude=gluten&kcalMax=100');
    try {
      expect(await visibleDishSlugs(page)).toEqual(
        expectedSlugs({ exclude: ['gluten'], kcalMax: 100 }),
      );
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('a filter matching nothing says "No dish found in this category!" at once', async () => {
    const t = await translatorFor('en');
    const { page, problems } = await openMenu('?category=drinks');
    try {
      await page.getByText(t('filter.open'), { exact: true }).click();
      await page
        .getByRole('group', { name: t('filter.range.protein') })
        .getByRole('spinbutton', { name: t('filter.range.min', { unit: 'g' }) })
        .fill('50');
      await expect.poll(() => pageText(page), POLL).toContain(t('menu.empty'));
      expect(await visibleDishSlugs(page)).toEqual([]);
      expect(await noNavigation(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
