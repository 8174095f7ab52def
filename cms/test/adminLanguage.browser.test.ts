import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@nutrimenu/core/locale';
import { de } from '@nutrimenu/core/messages/de';
import { en, type MessageKey } from '@nutrimenu/core/messages/en';
import { hu } from '@nutrimenu/core/messages/hu';
import { ro } from '@nutrimenu/core/messages/ro';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';

/*
 * The owner's admin in Romanian, Hungarian and German, in Chromium against the real CMS (demo
 * data): the dashboard, the recipe list, a new recipe, a library ingredient and a menu must show
 * none of the English labels this project defines. The labels are the English catalog's texts
 * of the admin-label families below (collections, groups, fields, options, units, navigation),
 * less those a language writes the same ("Restaurant", "Pizza", "g"). Set SCREENSHOT_DIR to keep
 * a full-page screenshot of every page checked.
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
];
const CATALOGS = { ro, hu, de } as const;

/** A pattern per English label that is written differently in `locale`; `{n}` is any number. */
function englishLabels(locale: keyof typeof CATALOGS): { key: MessageKey; pattern: RegExp }[] {
  const keys = (Object.keys(en) as MessageKey[]).filter((key) =>
    ADMIN_LABEL_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
  return keys
    .filter((key) => en[key] !== CATALOGS[locale][key])
    .map((key) => {
      const source = en[key].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '\\d+');
      // Whole words only: "Line" must not match inside another word.
      return { key, pattern: new RegExp(`(^|[^\\p{L}])${source}($|[^\\p{L}])`, 'u') };
    });
}

let cms: RunningCms;
let browser: Browser;

beforeAll(async () => {
  cms = await startCms();
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
});

async function ownerPage(locale: Locale): Promise<Page> {
  const context = await browser.newContext({ locale });
  // Payload's admin language: its cookie first, then Accept-Language.
  await context.addCookies([{ name: 'payload-lng', value: locale, url: cms.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  page.setDefaultNavigationTimeout(STEP_MS);
  await page.goto(`${cms.url}/admin/login`);
  await page.fill('input[name="email"]', 'owner@example.com');
  await page.fill('input[name="password"]', DEMO_PASSWORD);
  await page.click('button[type="submit"]');
  await page.waitForURL(`${cms.url}/admin`);
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

/** The English labels a page shows, after it has settled. */
async function englishOn(
  page: Page,
  url: string,
  labels: { key: MessageKey; pattern: RegExp }[],
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
  const text = await page.locator('body').innerText();
  return labels.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: ${en[key]}`);
}

describe.each(['ro', 'hu', 'de'] as const)('the owner’s admin in %s', (locale) => {
  test('shows none of the project’s English labels', async () => {
    const labels = englishLabels(locale);
    expect(labels.length).toBeGreaterThan(50);
    const page = await ownerPage(locale);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    const ingredient = await firstId(
      page,
      'ingredients?where[restaurant][exists]=false&limit=1&depth=0',
    );
    const menu = await firstId(page, 'menus?limit=1&depth=0');
    const pages = {
      dashboard: `${cms.url}/admin`,
      recipes: `${cms.url}/admin/collections/recipes`,
      newRecipe: `${cms.url}/admin/collections/recipes/create`,
      ingredient: `${cms.url}/admin/collections/ingredients/${ingredient}`,
      menu: `${cms.url}/admin/collections/menus/${menu}`,
    };
    const found: Record<string, string[]> = {};
    for (const [name, url] of Object.entries(pages)) {
      found[name] = await englishOn(page, url, labels, `${locale}-${name}`);
    }
    expect(found).toEqual({ dashboard: [], recipes: [], newRecipe: [], ingredient: [], menu: [] });
    await page.context().close();
  });
});
