import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { allergenName } from '@nutrimenu/core/allergens';
import type { Locale } from '@nutrimenu/core/locale';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogLabel } from '../src/i18n/catalogLabel';
import { adminLeftovers, type Finding, pageText } from './helpers/adminLeftovers';
import { pageApi } from './helpers/pageApi';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';
import { setPasswordLinkOf, startSmtpServer, type TestSmtpServer } from './helpers/startSmtpServer';

/*
 * A new owner's first day, in Romanian, Hungarian and German, in Chromium against the real CMS
 * (production build, demo data with the CIQUAL library), in a browser that asks for English:
 * the provider invites them in their language; they follow the e-mailed link, choose a password,
 * search the library typing without diacritics, make a sub-recipe, a dish that uses it, publish
 * both and download the dish's label. Every page on the way must speak their language only (no
 * English label, no Payload leftover, no unfilled template) and every step must lead somewhere.
 * Set SHOTS_DIR to keep a screenshot of every page.
 */

const STEP_MS = 60_000;
const POLL = { timeout: STEP_MS };
const run = promisify(execFile);

interface Walk {
  subRecipe: string;
  /** What the owner types, the grams, and the library food the first hit must be. */
  subLines: [string, string, RegExp][];
  dish: string;
  dishLines: [string, string, RegExp][];
}

// What a cook in each language types, without diacritics, for a potato salad with mayonnaise.
const WALKS: Record<'ro' | 'hu' | 'de', Walk> = {
  ro: {
    subRecipe: 'Maioneză cu lămâie',
    subLines: [
      ['galbenus', '40', /gălbenuș/i],
      ['ulei de floarea', '150', /floarea/i],
      ['lamaie', '15', /lămâie/i],
      ['sare', '2', /^sare/i],
    ],
    dish: 'Salată de cartofi cu maioneză de lămâie',
    dishLines: [
      ['cartofi', '250', /cartof/i],
      ['ceapa', '30', /ceapă/i],
    ],
  },
  hu: {
    subRecipe: 'Citromos majonéz',
    subLines: [
      ['tojassargaja', '40', /tojássárgája/i],
      ['napraforgoolaj', '150', /napraforgó/i],
      ['citrom', '15', /citrom/i],
      ['so', '2', /(^|\s)só/i],
    ],
    dish: 'Krumplisaláta citromos majonézzel',
    dishLines: [
      ['burgonya', '250', /burgonya/i],
      ['voroshagyma', '30', /vöröshagyma/i],
    ],
  },
  de: {
    subRecipe: 'Zitronenmayonnaise',
    subLines: [
      ['Eigelb', '40', /eigelb/i],
      ['Sonnenblumenol', '150', /sonnenblumen/i],
      ['Zitrone', '15', /zitrone/i],
      ['Salz', '2', /^(speise|jod)?salz\b/i],
    ],
    dish: 'Kartoffelsalat mit Zitronenmayonnaise',
    dishLines: [
      ['Kartoffel', '250', /kartoffel/i],
      ['Zwiebel', '30', /zwiebel/i],
    ],
  },
};

let smtp: TestSmtpServer;
let cms: RunningCms;
let browser: Browser;
let adminToken: string;
let restaurantId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  cms = await startCms({ SMTP_URL: smtp.url });
  browser = await launchChromium();
  const login = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  const restaurants = await fetch(
    `${cms.url}/api/restaurants?where[slug][equals]=demo-bistro&depth=0`,
    { headers: { Authorization: `JWT ${adminToken}` } },
  );
  const id = ((await restaurants.json()) as { docs: { id: number }[] }).docs[0]?.id;
  if (id === undefined) throw new Error('The demo has no demo-bistro');
  restaurantId = id;
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
  await smtp?.close();
});

/** The provider invites a new owner of the demo bistro who prefers `locale`. */
async function invite(email: string, locale: Locale): Promise<void> {
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: { Authorization: `JWT ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      name: `New owner ${locale}`,
      role: 'owner',
      preferredLocale: locale,
      invite: true,
      tenants: [{ tenant: restaurantId }],
    }),
  });
  if (created.status !== 201) throw new Error(`${created.status} ${await created.text()}`);
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const rows = (page: Page) => page.locator('.recipe-lines__table tbody tr');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The leftovers `page` shows now, once settled; keeps a screenshot in SHOTS_DIR. */
async function leftoversOn(page: Page, findings: Finding[], shot: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Client components (the lines table, the live panel) load their catalogs after hydration.
  await page.waitForTimeout(500);
  const directory = process.env.SHOTS_DIR;
  if (directory) {
    await mkdir(directory, { recursive: true });
    await page.screenshot({ path: path.join(directory, `first-day-${shot}.png`), fullPage: true });
  }
  const text = await pageText(page);
  return findings
    .filter(({ pattern }) => pattern.test(text))
    .map(({ key, text }) => `${key}: ${text}`);
}

async function newRecipe(page: Page, name: string): Promise<void> {
  await page.goto(`${cms.url}/admin/collections/recipes/create`);
  await page.waitForLoadState('networkidle');
  // Typed before the form is hydrated, the name is lost: the lines table shows when it is.
  await page.locator('.recipe-lines__add').waitFor();
  await page.locator('#field-name').focus();
  await page.keyboard.type(name);
  await expect.poll(() => page.locator('#field-name').inputValue(), POLL).toBe(name);
}

/**
 * Types each line's search and grams with the keyboard, starting with a new line (picked with
 * Enter on the first hit), and answers the names the picker showed for the picked foods.
 */
async function typeLines(page: Page, lines: [string, string, RegExp][], first: number) {
  const picked: string[] = [];
  for (const [index, [query, grams]] of lines.entries()) {
    await page.locator('.recipe-lines__add').click();
    await expect.poll(() => rows(page).count(), POLL).toBe(first + index + 1);
    const row = rows(page).nth(first + index);
    await row.locator('[role="combobox"]').focus();
    await page.keyboard.type(query);
    await row.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page), POLL).toMatch(/-quantity$/);
    // The picked food's name shows once its facts are loaded (`#id` until then).
    const name = () => row.locator('[role="combobox"]').inputValue();
    await expect.poll(name, POLL).not.toMatch(/^#/);
    picked.push(await name());
    await page.keyboard.type(grams);
  }
  return picked;
}

/** Publishes (the form's main button) and answers the recipe's id once it is stored published. */
async function publish(page: Page): Promise<number> {
  // Payload validates a field a moment after its last change; a click within it is refused.
  await page.waitForTimeout(1000);
  await page.locator('#action-save').click();
  await page.waitForURL(/\/admin\/collections\/recipes\/\d+/);
  const id = Number(/recipes\/(\d+)/.exec(page.url())?.[1]);
  await expect
    .poll(
      async () =>
        (await pageApi<{ _status?: string }>(page, cms.url, `/recipes/${id}?depth=0`)).body._status,
      POLL,
    )
    .toBe('published');
  return id;
}

describe.each(['ro', 'hu', 'de'] as const)('a new owner’s first day in %s', (locale) => {
  test(
    'invited, signed in, a sub-recipe and a dish published and labelled, all in their language',
    async () => {
      const walk = WALKS[locale];
      const findings = adminLeftovers(locale);
      const email = `first.day.${locale}@example.com`;
      await invite(email, locale);
      const link = setPasswordLinkOf(await smtp.nextMessageTo(email));

      // A browser set to English, no cookie: the set-password screen speaks the invitee's language.
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_MS);
      page.setDefaultNavigationTimeout(STEP_MS);
      await page.goto(link.href);
      await page.waitForLoadState('networkidle');
      expect(await lang(page)).toBe(locale);
      expect(await page.locator('h1').textContent()).toBe(
        catalogLabel('admin.account.choosePassword')[locale],
      );
      expect(await leftoversOn(page, findings, `${locale}-1-password`)).toEqual([]);
      await page.fill('input[name="password"]', `first-day-${locale}-password`);
      await page.fill('input[name="confirm-password"]', `first-day-${locale}-password`);
      await page.click('button[type="submit"]');
      await page.waitForURL(`${cms.url}/admin`);
      expect(await lang(page)).toBe(locale);
      const diagnostic = await page.evaluate(async () => ({
        localizer: document.querySelector('.localizer-button')?.outerHTML,
        preference: await (await fetch('/api/payload-preferences/locale')).text(),
      }));
      expect(
        await leftoversOn(page, findings, `${locale}-2-dashboard`),
        JSON.stringify(diagnostic),
      ).toEqual([]);

      // The sub-recipe: library foods found by what a cook types, named in the owner's language.
      await newRecipe(page, walk.subRecipe);
      await page.locator('#field-onMenu').uncheck();
      const subPicked = await typeLines(page, walk.subLines, 0);
      expect(subPicked).toHaveLength(walk.subLines.length);
      walk.subLines.forEach(([, , expected], index) => {
        expect(subPicked[index]).toMatch(expected);
      });
      expect(await leftoversOn(page, findings, `${locale}-3-sub-recipe`)).toEqual([]);
      const subId = await publish(page);

      // The dish: the sub-recipe found by its name, then library foods.
      await newRecipe(page, walk.dish);
      await page.locator('.recipe-lines__add').click();
      await rows(page).first().locator('.recipe-lines__kind').selectOption('recipe');
      const subRow = rows(page).first();
      await subRow.locator('[role="combobox"]').focus();
      await page.keyboard.type(walk.subRecipe);
      await subRow.locator('[role="option"]').first().waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedId(page), POLL).toMatch(/-quantity$/);
      await expect
        .poll(() => subRow.locator('[role="combobox"]').inputValue(), POLL)
        .toBe(walk.subRecipe);
      await page.keyboard.type('80');
      const dishPicked = await typeLines(page, walk.dishLines, 1);
      walk.dishLines.forEach(([, , expected], index) => {
        expect(dishPicked[index]).toMatch(expected);
      });
      const dishId = await publish(page);
      await page.reload();
      expect(await leftoversOn(page, findings, `${locale}-4-dish`)).toEqual([]);

      // Published with a result, not an error: eggs reach the dish through the sub-recipe.
      const stored = await pageApi<{
        lines: { kind: string; recipe: number | null }[];
        computed: {
          error?: unknown;
          result?: { allergens: { contains: string[]; complete: boolean } };
        };
      }>(page, cms.url, `/recipes/${dishId}?depth=0`);
      expect(stored.body.lines[0]).toMatchObject({ kind: 'recipe', recipe: subId });
      expect(stored.body.computed.error ?? null).toBeNull();
      expect(stored.body.computed.result?.allergens).toMatchObject({
        contains: ['eggs'],
        complete: true,
      });

      // The label, from the link in the dish's sidebar, in the owner's language.
      const labelLink = page.locator(`a[href$="/recipes/${dishId}/label.pdf?locale=${locale}"]`);
      await labelLink.waitFor();
      expect(await labelLink.textContent()).toContain(
        catalogLabel('admin.nutritionLabel.download')[locale],
      );
      const href = await labelLink.getAttribute('href');
      const pdf = await page.evaluate(
        async (url) => {
          const response = await fetch(url);
          const bytes = new Uint8Array(await response.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return {
            status: response.status,
            type: response.headers.get('content-type'),
            base64: btoa(binary),
          };
        },
        new URL(href ?? '', cms.url).href,
      );
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const directory = process.env.SHOTS_DIR ?? '/tmp';
      const file = path.join(directory, `first-day-${locale}-label.pdf`);
      await mkdir(directory, { recursive: true });
      await writeFile(file, Buffer.from(pdf.base64, 'base64'));
      const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
      expect(text).toContain(walk.dish);
      expect(text).toContain(allergenName('eggs', locale));
      expect(text).not.toMatch(/\{\{|\{\w+\}/);
      await context.close();
    },
    15 * STEP_MS,
  );
});
