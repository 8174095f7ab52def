import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@nutrimenu/core/locale';
import { ro } from '@nutrimenu/core/messages/ro';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminLeftovers, englishLabels, type Finding, pageText } from './helpers/adminLeftovers';
import { signedInAdminPage } from './helpers/adminPage';
import { type RunningCms, startCms } from './helpers/startCms';

/*
 * The owner's admin in the six languages besides English, in Chromium against the real CMS (demo
 * data): the dashboard, the recipe list, a new recipe, a library ingredient, a menu and the
 * owner's account must show none of the leftovers of `helpers/adminLeftovers.ts` (English
 * labels, Payload's overridden texts, raw keys, unfilled templates). A page's text includes what a screen reader reads (visually hidden text, aria-label,
 * title). Set SCREENSHOT_DIR to keep a full-page screenshot of every page checked.
 */

const STEP_MS = 60_000;
let cms: RunningCms;
let browser: Browser;

beforeAll(async () => {
  cms = await startCms();
  browser = await launchChromium();
}, 900_000);

beforeEach(() => {
  foreignRequests = [];
});

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
});

/** Requests the admin made to any origin but the CMS's own, blocked, per test. */
let foreignRequests: string[] = [];

function signIn(locale: Locale): Promise<Page> {
  // Nothing the admin needs may come from elsewhere: a self-hosted server may have no internet.
  const origin = new URL(cms.url).origin;
  return signedInAdminPage(browser, cms.url, {
    context: { locale },
    stepMs: STEP_MS,
    prepare: (context) =>
      context.route(
        (url) => url.origin !== origin,
        (route) => {
          foreignRequests.push(route.request().url());
          return route.abort();
        },
      ),
  });
}

/** The owner signed in, then the admin switched to `locale` (Payload's cookie). */
async function ownerPage(locale: Locale): Promise<Page> {
  const page = await signIn(locale);
  await page.context().addCookies([{ name: 'payload-lng', value: locale, url: cms.url }]);
  await page.goto(`${cms.url}/admin`);
  return page;
}

/** The id of the first document of a REST query, as the signed-in owner (the page's cookie). */
async function firstId(page: Page, query: string): Promise<string> {
  const id = await page.evaluate(async (url) => {
    const body = (await (await fetch(url)).json()) as { docs?: { id: number }[] };
    return body.docs?.[0]?.id;
  }, `${cms.url}/api/${query}`);
  if (id === undefined) throw new Error(`no document for ${query}`);
  return String(id);
}

/** The findings a page shows, after it has settled. */
async function foundOn(
  page: Page,
  url: string,
  findings: Finding[],
  screenshot: string,
): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Client components (the live panel, row labels) load their catalogs after hydration.
  await page.waitForTimeout(500);
  const directory = process.env.SCREENSHOT_DIR;
  if (directory) {
    await mkdir(directory, { recursive: true });
    await page.screenshot({ path: path.join(directory, `${screenshot}.png`), fullPage: true });
  }
  const text = await pageText(page);
  return findings
    .filter(({ pattern }) => pattern.test(text))
    .map(({ key, text }) => `${key}: ${text}`);
}

describe.each(['ro', 'hu', 'de', 'fr', 'it', 'es'] as const)(
  'the owner’s admin in %s',
  (locale) => {
    test(
      'shows none of the project’s English labels nor Payload’s overridden texts',
      async () => {
        expect(englishLabels(locale).length).toBeGreaterThan(50);
        const findings = adminLeftovers(locale);
        const page = await ownerPage(locale);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        const ingredient = await firstId(
          page,
          'ingredients?where[restaurant][exists]=false&limit=1&depth=0',
        );
        const menu = await firstId(page, 'menus?limit=1&depth=0');
        const recipe = await firstId(page, 'recipes?limit=1&depth=0&where[category][equals]=food');
        const pages = {
          dashboard: `${cms.url}/admin`,
          recipes: `${cms.url}/admin/collections/recipes`,
          newRecipe: `${cms.url}/admin/collections/recipes/create`,
          recipe: `${cms.url}/admin/collections/recipes/${recipe}`,
          ingredient: `${cms.url}/admin/collections/ingredients/${ingredient}`,
          menu: `${cms.url}/admin/collections/menus/${menu}`,
          account: `${cms.url}/admin/account`,
        };
        const found: Record<string, string[]> = {};
        for (const [name, url] of Object.entries(pages)) {
          found[name] = await foundOn(page, url, findings, `${locale}-${name}`);
        }
        expect(found).toEqual({
          dashboard: [],
          recipes: [],
          newRecipe: [],
          recipe: [],
          ingredient: [],
          menu: [],
          account: [],
        });
        // The account page, checked last, lists the owner's restaurant by its name.
        const restaurant = await page.evaluate(async (url) => {
          const body = (await (await fetch(url)).json()) as { docs?: { name: string }[] };
          return body.docs?.[0]?.name;
        }, `${cms.url}/api/restaurants?limit=1&depth=0`);
        expect(restaurant).toBeTruthy();
        await page
          .locator('[id="tenants-row-0"] .array-field__row-header')
          .getByText(restaurant ?? '', { exact: true })
          .waitFor();
        await page.context().close();
        expect(foreignRequests).toEqual([]);
      },
      8 * STEP_MS,
    );
  },
);

describe('the admin’s language is the user’s', () => {
  test(
    'signing in opens the admin in the preferred language, not the browser’s; switching it changes the preference',
    async () => {
      // The demo owner prefers Romanian; the browser asks for English and has no language cookie.
      const page = await signIn('en');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');

      // The saved result reads as a table, in the admin's language, with no editor from a CDN.
      const recipe = await firstId(page, 'recipes?limit=1&depth=0&where[category][equals]=food');
      await page.goto(`${cms.url}/admin/collections/recipes/${recipe}`);
      const stored = page.locator('[data-testid="stored-result"][data-status="computed"]');
      await stored.locator('tr[data-line="energy"]').waitFor();
      expect(await stored.innerText()).toContain(ro['nutrition.per100g']);

      await page.goto(`${cms.url}/admin/account`);
      await page.locator('#language-select').fill('Deutsch');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: STEP_MS })
        .toBe('de');
      const preferred = () =>
        page.evaluate(async (url) => {
          const body = (await (await fetch(url)).json()) as { user?: { preferredLocale?: string } };
          return body.user?.preferredLocale;
        }, `${cms.url}/api/users/me`);
      await expect.poll(preferred, { timeout: STEP_MS }).toBe('de');

      // The next sign-in, in a fresh browser, opens in German.
      const next = await signIn('en');
      expect(await next.evaluate(() => document.documentElement.lang)).toBe('de');
      // Back to Romanian for whoever signs in next.
      await next.evaluate(async (url) => {
        const me = (await (await fetch(`${url}/api/users/me`)).json()) as { user: { id: number } };
        await fetch(`${url}/api/users/${me.user.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ preferredLocale: 'ro' }),
        });
      }, cms.url);
      await page.context().close();
      await next.context().close();
      expect(foreignRequests).toEqual([]);
    },
    5 * STEP_MS,
  );
  test('a dish named only in Hungarian shows that name, marked, in the Romanian list', async () => {
    const page = await ownerPage('ro');
    const restaurant = await firstId(page, 'restaurants?limit=1&depth=0');
    const name = 'Gulyásleves próba';
    const id = await page.evaluate(
      async ({ url, restaurant, name }) => {
        const response = await fetch(`${url}/api/recipes?locale=hu&draft=true`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ restaurant: Number(restaurant), name, category: 'food' }),
        });
        return ((await response.json()) as { doc: { id: number } }).doc.id;
      },
      { url: cms.url, restaurant, name },
    );
    await page.goto(
      `${cms.url}/admin/collections/recipes?locale=ro&where[id][equals]=${id}&limit=10`,
    );
    await expect
      .poll(() => page.locator('.table tbody').innerText(), { timeout: STEP_MS })
      .toContain(`${name} (în maghiară)`);
    const directory = process.env.SCREENSHOT_DIR;
    if (directory) {
      await mkdir(directory, { recursive: true });
      await page.screenshot({ path: path.join(directory, 'list-name-in-hungarian-ro.png') });
    }
    // Payload's empty title, "<Nici un Nume>", is gone.
    expect(await page.locator('.table tbody').innerText()).not.toContain('<');
    await page.context().close();
  });
});
