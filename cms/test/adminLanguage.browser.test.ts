import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@nutrimenu/core/locale';
import { de } from '@nutrimenu/core/messages/de';
import { en, type MessageKey } from '@nutrimenu/core/messages/en';
import { es } from '@nutrimenu/core/messages/es';
import { fr } from '@nutrimenu/core/messages/fr';
import { hu } from '@nutrimenu/core/messages/hu';
import { it } from '@nutrimenu/core/messages/it';
import { ro } from '@nutrimenu/core/messages/ro';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import { deTranslations } from '@payloadcms/translations/languages/de';
import { esTranslations } from '@payloadcms/translations/languages/es';
import { frTranslations } from '@payloadcms/translations/languages/fr';
import { huTranslations } from '@payloadcms/translations/languages/hu';
import { itTranslations } from '@payloadcms/translations/languages/it';
import { roTranslations } from '@payloadcms/translations/languages/ro';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminTranslations } from '../src/i18n/adminTranslations';
import { signedInAdminPage } from './helpers/adminPage';
import { type RunningCms, startCms } from './helpers/startCms';

/*
 * The owner's admin in the six languages besides English, in Chromium against the real CMS (demo
 * data): the dashboard, the recipe list, a new recipe, a library ingredient, a menu and the
 * owner's account must show none of the English labels this project defines, and none of
 * Payload's own texts that the project overrides (`i18n.translations`: "Toggle bloc", "Light",
 * "Tema Admin") nor Payload's "Restaurant 01" row labels. The labels are the English catalog's
 * texts of the admin-label families below (collections, groups, fields, options, units,
 * navigation, Payload overrides), less those a language writes the same ("Restaurant", "Pizza",
 * "g"). A page's text includes what a screen reader reads (visually hidden text, aria-label,
 * title). Set SCREENSHOT_DIR to keep a full-page screenshot of every page checked.
 */

const STEP_MS = 60_000;
const ADMIN_LABEL_PREFIXES = [
  'admin.group.',
  'admin.collection.',
  'admin.field.',
  'admin.recipe.',
  'admin.menu.',
  'admin.ingredient.',
  'admin.nutrient.',
  'admin.nutriScore.',
  'admin.restaurant.',
  'admin.unit.',
  'admin.nav.',
  'admin.contentLocale',
  'admin.payload.',
  'admin.users.restaurantNumber',
];
const CATALOGS = { ro, hu, de, fr, it, es } as const;
const PAYLOAD_CATALOGS = {
  ro: roTranslations,
  hu: huTranslations,
  de: deTranslations,
  fr: frTranslations,
  it: itTranslations,
  es: esTranslations,
} as const;

type Finding = { key: string; text: string; pattern: RegExp };

/** Matches `text` as whole words ("Line" not inside another word); `{n}` is any number. */
function wholeWords(text: string): RegExp {
  const source = text
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{\w+\}/g, '\\d+')
    .replace(/[{}]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${source}($|[^\\p{L}])`, 'u');
}

/**
 * Whether `locale`'s own catalog says `pattern` somewhere: such a text on a page proves nothing
 * ("Export" in German's "Import und Export (CSV)", Hungarian's "Nyelv").
 */
function saidInCatalog(locale: keyof typeof CATALOGS, pattern: RegExp): boolean {
  return Object.values(CATALOGS[locale]).some((own: string) => pattern.test(own));
}

/** A pattern per English label that `locale` writes differently and never says itself. */
function englishLabels(locale: keyof typeof CATALOGS): Finding[] {
  const keys = (Object.keys(en) as MessageKey[]).filter((key) =>
    ADMIN_LABEL_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
  return (
    keys
      .filter((key) => en[key] !== CATALOGS[locale][key])
      // A plural or select message is never shown as written: its branches are not one text.
      .filter((key) => !/\{\w+, ?(plural|select|selectordinal),/.test(en[key]))
      .map((key) => ({ key, text: en[key], pattern: wholeWords(en[key]) }))
      .filter(({ pattern }) => !saidInCatalog(locale, pattern))
  );
}

/**
 * Payload's own wording, in `locale`, of each text the project overrides where the override
 * words it otherwise ("Toggle bloc" for "Extinde sau restrânge blocul"), and the multi-tenant
 * plugin's numbered row labels ("Restaurant 01").
 */
function payloadLeftovers(locale: keyof typeof CATALOGS): Finding[] {
  const ours = adminTranslations[locale] as Record<string, Record<string, string>>;
  const payloads = PAYLOAD_CATALOGS[locale] as unknown as Record<string, Record<string, string>>;
  const overridden = Object.entries(ours).flatMap(([group, texts]) =>
    Object.entries(texts).flatMap(([key, text]) => {
      const original = payloads[group]?.[key];
      if (!original || original === text) return [];
      const pattern = wholeWords(original);
      if (saidInCatalog(locale, pattern)) return [];
      return [{ key: `payload ${group}:${key}`, text: original, pattern }];
    }),
  );
  const rowLabel = { key: 'payload row label', text: 'Restaurant 01', pattern: /Restaurant 0\d/ };
  // Payload titles each checkbox with its field's path: a key of the code as a tooltip.
  const fieldKeys = [
    'onMenu',
    'redMeat',
    'frozen',
    'computed.stale',
    'allergensDeclared',
    'isDefault',
  ];
  const rawKeys = fieldKeys.map((key) => ({
    key: 'raw field key',
    text: key,
    pattern: new RegExp(`(^|\\n)${key.replace('.', '\\.')}(\\n|$)`),
  }));
  const objectLabel = {
    key: 'label object',
    text: '[object Object]',
    pattern: /\[object Object\]/,
  };
  const notifications = {
    key: 'notification area',
    text: 'Notifications alt+T',
    pattern: /Notifications alt\+T/,
  };
  return [...overridden, rowLabel, ...rawKeys, objectLabel, notifications];
}

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

/** What a page says, to the eye and to a screen reader (visually hidden text, labels, titles). */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, template, noscript')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        parts.push(element.getAttribute(name) ?? '');
      }
    }
    return parts.join('\n');
  });
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
        const labels = englishLabels(locale);
        expect(labels.length).toBeGreaterThan(50);
        const findings = [...labels, ...payloadLeftovers(locale)];
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
