import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { dishBySlug, dishesOf, fetchListing, fetchPublicMenu } from './helpers/cmsApi';
import { openPage, pageText } from './helpers/openPage';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Every route in Romanian (the default locale), in English and in German. An unprefixed path
 * redirects to the visitor's locale (locale.e2e.test.ts).
 */
const LOCALES_UNDER_TEST: { label: string; prefix: string; locale: Locale }[] = [
  { label: 'ro', prefix: '/ro', locale: 'ro' },
  { label: 'en', prefix: '/en', locale: 'en' },
  { label: 'de', prefix: '/de', locale: 'de' },
];

/**
 * Opens a page, checks that it answered `status` in the locale's language, hydrated without a
 * console problem, and returns its text.
 */
async function visit(path: string, locale: Locale, status = 200) {
  const { page, response, problems } = await openPage(context, `${stack.storefrontUrl}${path}`);
  try {
    expect(response?.status()).toBe(status);
    expect(await page.getAttribute('html', 'lang')).toBe(LOCALE_TAGS[locale]);
    const text = await pageText(page);
    const title = await page.title();
    const robots = await page.getAttribute('meta[name="robots"]', 'content').catch(() => null);
    expect(problems).toEqual([]);
    return { text, title, robots };
  } finally {
    await page.close();
  }
}

describe.each(LOCALES_UNDER_TEST)('in $label', ({ prefix, locale }) => {
  test('the home page shows the brand of the host (unknown host: Valori Nutriționale)', async () => {
    const { text } = await visit(prefix, locale);
    expect(text).toContain('Valori Nutriționale');
  });

  test('/restaurant lists every restaurant of the CMS listing', async () => {
    const listing = await fetchListing(stack.cmsUrl, { locale });
    const t = await translatorFor(locale);
    const { text, title } = await visit(`${prefix}/restaurant`, locale);
    expect(title).toContain(t('restaurants.title'));
    expect(listing.restaurants.map((restaurant) => restaurant.name).sort()).toEqual([
      'Casa Bănățeană',
      'Demo Bistro',
      'Hanul Moldovenesc',
    ]);
    for (const restaurant of listing.restaurants) expect(text).toContain(restaurant.name);
  });

  test('/restaurant/city/{cityFilters} lists the restaurants of that city only', async () => {
    const { text } = await visit(`${prefix}/restaurant/city/cluj-napoca`, locale);
    expect(text).toContain('Demo Bistro');
    expect(text).not.toContain('Casa Bănățeană');
    expect(text).not.toContain('Hanul Moldovenesc');
  });

  test('/restaurant/specific/{specificFilters} lists the restaurants with that feature', async () => {
    const { text } = await visit(`${prefix}/restaurant/specific/pub`, locale);
    expect(text).toContain('Casa Bănățeană');
    expect(text).not.toContain('Demo Bistro');
    expect(text).not.toContain('Hanul Moldovenesc');
  });

  test('/restaurant/city/{cityFilters}/specific/{specificFilters} combines both filters', async () => {
    // Cluj-Napoca or Timișoara, and traditional: two of the three; with pizza: one.
    const both = await visit(
      `${prefix}/restaurant/city/cluj-napoca,timisoara/specific/traditional`,
      locale,
    );
    expect(both.text).toContain('Demo Bistro');
    expect(both.text).toContain('Casa Bănățeană');
    expect(both.text).not.toContain('Hanul Moldovenesc');
    const one = await visit(
      `${prefix}/restaurant/city/cluj-napoca,timisoara/specific/pizza`,
      locale,
    );
    expect(one.text).toContain('Demo Bistro');
    expect(one.text).not.toContain('Casa Bănățeană');
  });

  test('/restaurant/{slug} shows the default menu: every section and dish of the CMS', async () => {
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale });
    expect(document.menu?.slug).toBe('meniu-principal');
    const { text, title } = await visit(`${prefix}/restaurant/demo-bistro`, locale);
    expect(title).toContain('Demo Bistro');
    for (const section of document.menu?.sections ?? []) expect(text).toContain(section.title);
    const dishes = dishesOf(document);
    expect(dishes.length).toBeGreaterThan(40);
    for (const dish of dishes) expect(text).toContain(dish.name);
  });

  test('/restaurant/{slug}/{secondaryMenu} shows the secondary menu', async () => {
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', {
      locale,
      menu: 'meniul-zilei',
    });
    const { text } = await visit(`${prefix}/restaurant/demo-bistro/meniul-zilei`, locale);
    for (const section of document.menu?.sections ?? []) expect(text).toContain(section.title);
    const names = dishesOf(document).map((dish) => dish.name);
    expect(names).toHaveLength(8);
    for (const name of names) expect(text).toContain(name);
    // Only the daily menu's dishes: a main-menu-only dish is not on this page.
    const mainOnly = dishBySlug(
      await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale }),
      'pizza-margherita',
    );
    expect(text).not.toContain(mainOnly.name);
  });

  test('/restaurant/{slug}/recipes/{recipeSlug} shows the dish', async () => {
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale });
    const dish = dishBySlug(document, 'ciorba-de-burta');
    const t = await translatorFor(locale);
    const { text, title } = await visit(
      `${prefix}/restaurant/demo-bistro/recipes/ciorba-de-burta`,
      locale,
    );
    expect(title).toContain(dish.name);
    expect(text).toContain(dish.name);
    expect(text).toContain(t('nutrition.heading'));
  });

  test('a restaurant without an active subscription shows the spec text and owner hint', async () => {
    const t = await translatorFor(locale);
    const { text } = await visit(`${prefix}/restaurant/demo-expired`, locale);
    expect(text).toContain('Casa Bănățeană');
    expect(text).toContain(t('location.noSubscription'));
    expect(text).toContain(t('location.ownerHint'));
    expect(text).not.toContain(t('location.noPublicMenu'));
    expect(text).not.toContain(t('location.noPublicMenu.ownerHint'));
    // The brand's contact, to reach the provider the hint speaks of.
    expect(text).toContain(t('home.contact.heading'));
  });

  test('a restaurant without a public menu shows the spec text and owner hint', async () => {
    const t = await translatorFor(locale);
    const { text } = await visit(`${prefix}/restaurant/demo-private`, locale);
    expect(text).toContain('Hanul Moldovenesc');
    expect(text).toContain(t('location.noPublicMenu'));
    // Its own way out, not the subscription renewal that is the other state's.
    expect(text).toContain(t('location.noPublicMenu.ownerHint'));
    expect(text).not.toContain(t('location.ownerHint'));
    expect(text).not.toContain(t('location.noSubscription'));
    expect(text).toContain(t('home.contact.heading'));
  });

  test.each([
    ['an unknown route', '/nowhere/at/all'],
    ['an unknown restaurant', '/restaurant/no-such-place'],
    ['an unknown dish', '/restaurant/demo-bistro/recipes/no-such-dish'],
    ['an unknown secondary menu', '/restaurant/demo-bistro/no-such-menu'],
    ['an unknown city filter', '/restaurant/city/no-such-city'],
    ['an unknown specific filter', '/restaurant/city/cluj-napoca/specific/no-such-specific'],
  ])('%s is the 404 screen with the spec text, never indexed', async (_label, path) => {
    const t = await translatorFor(locale);
    const { text, title, robots } = await visit(`${prefix}${path}`, locale, 404);
    expect(text).toContain(t('error.notFound.title'));
    expect(text).toContain(t('error.goHome'));
    expect(robots).toBe('noindex');
    expect(title).not.toContain('no-such');
  });
});
