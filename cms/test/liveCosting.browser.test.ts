import { mkdir } from 'node:fs/promises';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signedInAdminPage } from './helpers/adminPage';
import { type RunningCms, startCms } from './helpers/startCms';

/*
 * The recipe's live panel in the real admin (production build, demo data) in Debian's Chromium,
 * as the demo owner: a demo dish without prices shows its cost as incomplete, naming what lacks
 * a price; with prices entered it shows cost, food cost and margin, and a new price changes the
 * cost. Screenshots in Romanian and Hungarian go to SHOTS_DIR for a person to look at.
 */

const STEP_MS = 60_000;
const POLL = { timeout: STEP_MS };
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/wt-costing-shots';

let cms: RunningCms;
let browser: Browser;

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true });
  cms = await startCms();
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
});

function ownerPage(locale: string): Promise<Page> {
  return signedInAdminPage(browser, cms.url, {
    context: { locale, viewport: { width: 1280, height: 900 } },
    stepMs: STEP_MS,
  });
}

async function api<T>(page: Page, path: string, init?: { method: string; body: unknown }) {
  return page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, {
        method: init?.method ?? 'GET',
        credentials: 'include',
        headers: init ? { 'content-type': 'application/json' } : undefined,
        body: init ? JSON.stringify(init.body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    { url: `${cms.url}/api${path}`, init },
  ) as Promise<{ status: number; body: T }>;
}

interface DemoRecipe {
  id: number;
  restaurant: number;
  price: number | null;
  lines: { kind: string; ingredient: number | null }[];
}

const fact = (page: Page, key: string) =>
  page.locator(`[data-testid="live-costing"] [data-fact="${key}"] dd`);

async function openRecipe(page: Page, id: number) {
  await page.goto(`${cms.url}/admin/collections/recipes/${id}`);
  await page.locator('[data-testid="live-costing"]').waitFor();
}

test('a dish costs nothing known until its ingredients have prices, then shows its margin', async () => {
  const page = await ownerPage('ro-RO');
  const { body } = await api<{ docs: DemoRecipe[] }>(
    page,
    '/recipes?depth=0&limit=100&where[price][exists]=true',
  );
  const dish = body.docs.find(
    (recipe) => recipe.price && recipe.lines.every((line) => line.kind === 'ingredient'),
  );
  if (!dish) throw new Error('No demo dish with a price and only ingredient lines');

  await openRecipe(page, dish.id);
  await expect.poll(() => fact(page, 'portionCost').textContent(), POLL).toMatch(/^incomplet/);
  // When the result was computed, in the admin's language (Payload's picker showed it in English).
  const computedAt = page.locator('[data-testid="read-only-date-computed.computedAt"] time');
  const stamp = new Date((await computedAt.getAttribute('datetime')) ?? '');
  const month = new Intl.DateTimeFormat('ro', { month: 'long' }).format(stamp);
  await expect(computedAt.textContent()).resolves.toContain(month);
  await page.screenshot({ path: `${SHOTS_DIR}/live-costing-incomplete-ro.png`, fullPage: true });

  const ingredients = [...new Set(dish.lines.map((line) => line.ingredient))];
  for (const ingredient of ingredients) {
    const created = await api(page, '/ingredient-prices', {
      method: 'POST',
      body: { restaurant: dish.restaurant, ingredient, price: 20, packQuantity: 1, packUnit: 'kg' },
    });
    expect(created.status).toBe(201);
  }
  await openRecipe(page, dish.id);
  await expect.poll(() => fact(page, 'portionCost').textContent(), POLL).toMatch(/\d,\d\d\sRON$/);
  const before = await fact(page, 'portionCost').textContent();
  await expect(fact(page, 'foodCost').textContent()).resolves.toMatch(/% din prețul fără TVA/);
  await expect(fact(page, 'margin').textContent()).resolves.toMatch(/RON$/);
  await page.locator('[data-testid="live-costing"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/live-costing-ro.png`, fullPage: true });

  // Every ingredient twice as dear: the portion costs twice as much (to a bani of rounding).
  for (const ingredient of ingredients) {
    await api(page, '/ingredient-prices', {
      method: 'POST',
      body: { restaurant: dish.restaurant, ingredient, price: 40, packQuantity: 1, packUnit: 'kg' },
    });
  }
  await openRecipe(page, dish.id);
  const amount = (text: string | null) => Number(text?.replace(/[^\d,]/g, '').replace(',', '.'));
  await expect
    .poll(async () => amount(await fact(page, 'portionCost').textContent()), POLL)
    .toBeCloseTo(amount(before) * 2, 1);

  const hungarian = await ownerPage('hu-HU');
  await openRecipe(hungarian, dish.id);
  await fact(hungarian, 'margin').waitFor();
  await hungarian.locator('[data-testid="live-costing"]').scrollIntoViewIfNeeded();
  await hungarian.screenshot({ path: `${SHOTS_DIR}/live-costing-hu.png`, fullPage: true });
}, 600_000);
