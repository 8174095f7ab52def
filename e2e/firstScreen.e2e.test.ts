import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { allergenName } from '@nutrimenu/core/allergens';
import type { PublicDish, PublicMenu } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fetchPublicMenu } from './helpers/cmsApi';
import { openPage } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
const PHONE = { width: 390, height: 844 };
const menuUrl = (locale: Locale, query = '') =>
  `${stack.storefrontUrl}/${locale}/restaurant/demo-bistro${query}`;

let browser: Browser;
let withJs: BrowserContext;
let withoutJs: BrowserContext;
let document: PublicMenu;

beforeAll(async () => {
  browser = await launchChromium();
  withJs = await browser.newContext({ viewport: PHONE });
  withoutJs = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'en' });
});

afterAll(async () => {
  await browser?.close();
});

// Contexts exist once beforeAll ran: a case names its context and the test picks it then.
const JS_CASES = [
  { js: 'with JavaScript', hydrate: true },
  { js: 'without JavaScript', hydrate: false },
];
const contextFor = (hydrate: boolean) => (hydrate ? withJs : withoutJs);

/** The per-portion kcal a dish is ordered by: only a known figure (the spec of the sort). */
function knownKcal(dish: PublicDish): number | null {
  const kcal = dish.nutrition?.perPortion.energyKcal;
  return kcal?.status === 'known' ? kcal.value : null;
}

/** The first section's dish slugs as the page shows them, in page order. */
async function firstSectionSlugs(page: Page): Promise<string[]> {
  return page
    .locator('main section')
    .first()
    .locator('.dish-card h3 a')
    .evaluateAll((links) =>
      links.map(
        (link) => /\/recipes\/([^/?#]+)/.exec((link as HTMLAnchorElement).pathname)?.[1] ?? '',
      ),
    );
}

/** The first section's dishes ordered as the spec says: known kcal by value, then the rest. */
function expectedOrder(direction: 1 | -1): string[] {
  const dishes = document.menu?.sections[0]?.dishes ?? [];
  const known = dishes.filter((dish) => knownKcal(dish) !== null);
  known.sort((a, b) => ((knownKcal(a) ?? 0) - (knownKcal(b) ?? 0)) * direction);
  const partial = dishes.filter(
    (dish) =>
      knownKcal(dish) === null && dish.nutrition?.perPortion.energyKcal.status === 'lowerBound',
  );
  const unknown = dishes.filter((dish) => !known.includes(dish) && !partial.includes(dish));
  return [...known, ...partial, ...unknown].map((dish) => dish.slug);
}

describe('the first screen of the demo menu at 390×844', () => {
  for (const locale of ['en', 'ro', 'hu'] as const) {
    test.each(JS_CASES)(
      `${locale}: a dish card starts above the fold, $js`,
      async ({ hydrate }) => {
        const { page, problems } = await openPage(contextFor(hydrate), menuUrl(locale), {
          hydrate,
        });
        const top = await page
          .locator('.dish-card')
          .first()
          .evaluate((card) => card.getBoundingClientRect().top);
        expect(top).toBeGreaterThan(0);
        expect(top).toBeLessThan(PHONE.height);
        expect(problems).toEqual([]);
        await page.close();
      },
    );
  }

  test('the menus, categories and filter button stay at the top while scrolling', async () => {
    const { page } = await openPage(withJs, menuUrl('en'));
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const bar = await page.locator('.menu-bar').boundingBox();
    expect(bar?.y).toBe(0);
    const t = await translatorFor('en');
    await expect(page.getByRole('radio', { name: t('menu.category.drinks') })).toBeTruthy();
    expect(await page.locator('.menu-filters__panel > summary').isVisible()).toBe(true);
    await page.close();
  });

  test('the links past the first row are folded under "More"', async () => {
    const t = await translatorFor('en');
    const { page } = await openPage(withoutJs, menuUrl('en'), { hydrate: false });
    const review = page.getByRole('link', { name: t('restaurant.review') });
    expect(await review.isVisible()).toBe(false);
    await page.getByText(t('restaurant.more'), { exact: true }).click();
    expect(await review.isVisible()).toBe(true);
    await page.close();
  });
});

describe('energy at the point of choice', () => {
  // kJ and kcal in every locale, English too: an EU restaurant's page is under Reg. 1169/2011.
  test.each<{ locale: Locale }>([{ locale: 'en' }, { locale: 'ro' }, { locale: 'hu' }])(
    '$locale: every card states its energy per portion in kJ and kcal, once the reference statement',
    async ({ locale }) => {
      const t = await translatorFor(locale);
      const localised = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale });
      const dishes = localised.menu?.sections.flatMap((section) => section.dishes) ?? [];
      const { page } = await openPage(withoutJs, menuUrl(locale), { hydrate: false });
      const cards = page.locator('.dish-card');
      expect(await cards.count()).toBe(dishes.length);
      for (const [index, dish] of dishes.entries()) {
        // The text, not innerText: a card off screen is not rendered (content-visibility).
        const energy = (
          (await cards.nth(index).locator('.dish-card-energy').textContent()) ?? ''
        ).replace(/\s+/g, ' ');
        const kcal = dish.nutrition?.perPortion.energyKcal;
        if (!kcal || kcal.status === 'unknown') {
          expect(energy, dish.slug).toBe(t('dish.energyUnknown'));
          continue;
        }
        const kj = dish.nutrition?.perPortion.energyKj;
        expect(energy, dish.slug).toMatch(
          new RegExp(`(^|\\D)${kj?.display} kJ / ${kcal.display} kcal`),
        );
      }
      const statement = page.getByText(t('menu.energyReference'), { exact: true });
      expect(await statement.count()).toBe(1);
      await page.close();
    },
  );
});

describe('sort by energy', () => {
  test.each([
    { sort: 'energy-asc', direction: 1 as const },
    { sort: 'energy-desc', direction: -1 as const },
  ])('$sort from the filter panel, with JavaScript at once', async ({ sort, direction }) => {
    const { page, problems } = await openPage(withJs, menuUrl('en'));
    await page.locator('.menu-filters__panel > summary').click();
    await page.locator('select[name="sort"]').selectOption(sort);
    await expect.poll(() => firstSectionSlugs(page)).toEqual(expectedOrder(direction));
    // The address bar follows a moment after the change.
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe(sort);
    expect(await page.locator('.menu-filters__panel > summary').innerText()).toContain('1');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('without JavaScript: Apply reloads the page sorted, and the shared URL sorts too', async () => {
    const { page } = await openPage(withoutJs, menuUrl('en'), { hydrate: false });
    const menuOrder = await firstSectionSlugs(page);
    expect(menuOrder).toEqual(document.menu?.sections[0]?.dishes.map((dish) => dish.slug));
    await page.locator('.menu-filters__panel > summary').click();
    await page.locator('select[name="sort"]').selectOption('energy-desc');
    await Promise.all([
      page.waitForURL(/sort=energy-desc/),
      // Apply: the filter's own submit button (the panel also offers "Remember these allergens").
      page.locator('.menu-filters__actions > button[type="submit"]').click(),
    ]);
    expect(await firstSectionSlugs(page)).toEqual(expectedOrder(-1));
    await page.close();
    const shared = await openPage(withoutJs, menuUrl('en', '?sort=energy-asc'), { hydrate: false });
    expect(await firstSectionSlugs(shared.page)).toEqual(expectedOrder(1));
    await shared.page.close();
  });
});

describe('accessibility', () => {
  test.each(['en', 'hu'] as const)(
    '%s: axe finds no violation, with the panel and More open',
    async (locale) => {
      const { page } = await openPage(withJs, menuUrl(locale));
      expect(await runAxe(page)).toEqual([]);
      await page.locator('.menu-filters__panel > summary').click();
      await page.locator('.restaurant-links__more > summary').click();
      expect(await runAxe(page)).toEqual([]);
      await page.close();
    },
  );
});

describe('print', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-print-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** The printed text of `url` (A4), of its first page only with `firstPage`. */
  async function printedText(url: string, firstPage = false): Promise<string> {
    const { page } = await openPage(withJs, url);
    const file = path.join(dir, 'page.pdf');
    await writeFile(file, await page.pdf({ format: 'A4' }));
    await page.close();
    const pages = firstPage ? ['-f', '1', '-l', '1'] : [];
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', ...pages, file, '-']);
    return stdout.replace(/\s+/g, ' ');
  }

  test('the first printed page starts the dishes (no blank page after the header)', async () => {
    const first = document.menu?.sections[0]?.dishes[0] as PublicDish;
    expect(await printedText(menuUrl('en'), true)).toContain(first.name);
  });

  test('the printed menu keeps the dishes, their allergens and energy, and drops the controls', async () => {
    const t = await translatorFor('en');
    const text = await printedText(menuUrl('en'));
    const dishes = document.menu?.sections.flatMap((section) => section.dishes) ?? [];
    for (const dish of dishes) {
      expect(text, dish.slug).toContain(dish.name.slice(0, 20));
      for (const code of dish.allergens.contains) {
        expect(text, `${dish.slug}: ${code}`).toContain(allergenName(code, 'en'));
      }
    }
    expect(text).toMatch(/ kJ \/ \d+ kcal per portion/);
    for (const control of [
      t('filter.open'),
      t('filter.apply'),
      t('filter.reset'),
      t('restaurant.more'),
      t('embed.title'),
      ...document.menus
        .filter((menu) => menu.slug !== document.menu?.slug)
        .map((menu) => menu.name),
      'Română',
      'Magyar',
    ]) {
      expect(text, control).not.toContain(control);
    }
  });

  test('the printed dish page keeps the nutrition table and drops the back link', async () => {
    const t = await translatorFor('en');
    const dish = document.menu?.sections[0]?.dishes[0] as PublicDish;
    const text = await printedText(
      `${stack.storefrontUrl}/en/restaurant/demo-bistro/recipes/${dish.slug}`,
    );
    expect(text).toContain(t('nutrition.heading'));
    expect(text).toContain(t('nutrition.line.salt'));
    expect(text).not.toContain(t('dish.backToMenu'));
  });
});
