import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { demoOwnerAdminForThisFile } from './helpers/demoOwnerAdmin';

/*
 * The recipe's live panel in the real admin (production build, demo data with its prices) in
 * Debian's Chromium, as the demo owner: a demo dish shows its cost, food cost and margin; a price
 * typed in the ingredient prices form, in Romanian, changes the dish's stored cost and the panel's.
 * (An incomplete cost naming what lacks a price is checked in costing.int and ingredientPrices.int.)
 * Screenshots in Romanian and Hungarian go to SHOTS_DIR for a person to look at.
 */

const STEP_MS = 60_000;
const POLL = { timeout: STEP_MS };
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/wt-costing-shots';

const admin = demoOwnerAdminForThisFile({ shotsDir: SHOTS_DIR, stepMs: STEP_MS });
const { ownerPage } = admin;
const api = admin.api;

interface DemoRecipe {
  id: number;
  restaurant: number;
  price: number | null;
  lines: { kind: string; ingredient: number | null }[];
  costing?: { status?: string | null; portionCostMinor?: number | null } | null;
}

const fact = (page: Page, key: string) =>
  page.locator(`[data-testid="live-costing"] [data-fact="${key}"] dd`);

async function openRecipe(page: Page, id: number) {
  await page.goto(`${admin.url}/admin/collections/recipes/${id}`);
  await page.locator('[data-testid="live-costing"]').waitFor();
}

const amount = (text: string | null) => Number(text?.replace(/[^\d,]/g, '').replace(',', '.'));

test('the owner enters a price in Romanian and the dish costs what it now costs', async () => {
  const page = await ownerPage('ro');
  const { body } = await api<{ docs: DemoRecipe[] }>(
    page,
    '/recipes?depth=0&limit=100&where[price][exists]=true',
  );
  // A dish of one ingredient: its cost follows that ingredient's price alone.
  const dish = body.docs.find(
    (recipe) => recipe.price && recipe.lines.length === 1 && recipe.lines[0]?.kind === 'ingredient',
  );
  const ingredientId = dish?.lines[0]?.ingredient;
  if (!dish || !ingredientId) throw new Error('No demo dish of one ingredient with a price');
  const ingredient = await api<{ name: string }>(
    page,
    `/ingredients/${ingredientId}?locale=ro&depth=0`,
  );

  // The demo prices cost every demo dish.
  await openRecipe(page, dish.id);
  await expect.poll(() => fact(page, 'portionCost').textContent(), POLL).toMatch(/\d,\d\d\sRON$/);
  const before = amount(await fact(page, 'portionCost').textContent());
  await expect(fact(page, 'foodCost').textContent()).resolves.toMatch(/% din prețul fără TVA/);
  await expect(fact(page, 'margin').textContent()).resolves.toMatch(/RON$/);
  // When the result was computed, in the admin's language (Payload's picker showed it in English).
  const computedAt = page.locator('[data-testid="read-only-date-computed.computedAt"] time');
  const stamp = new Date((await computedAt.getAttribute('datetime')) ?? '');
  const month = new Intl.DateTimeFormat('ro', { month: 'long' }).format(stamp);
  await expect(computedAt.textContent()).resolves.toContain(month);
  await page.locator('[data-testid="live-costing"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/live-costing-ro.png`, fullPage: true });

  // A new price, typed in the admin's form: 500 lei a kilogram, far above any demo price.
  await page.goto(`${admin.url}/admin/collections/ingredient-prices/create`);
  // The date in digits from the first paint, never an English month name.
  await expect(page.locator('#field-validFrom input').first().inputValue()).resolves.toMatch(
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  );
  await page.locator('#field-ingredient .rs__control').click();
  await page.keyboard.type(ingredient.body.name);
  await page.locator('.rs__option', { hasText: ingredient.body.name }).first().click();
  await page.fill('#field-price', '500');
  await page.fill('#field-supplier', 'Furnizor de test');
  await page.screenshot({ path: `${SHOTS_DIR}/price-form-ro.png`, fullPage: true });
  await page.locator('#action-save').click();
  // The stored price, not the toast: the page moves to the saved document.
  await page.waitForURL(/\/ingredient-prices\/\d+$/, POLL);
  const stored = await api<{ docs: { price: number; supplier: string }[] }>(
    page,
    `/ingredient-prices?depth=0&sort=-createdAt&limit=1&where[ingredient][equals]=${ingredientId}`,
  );
  expect(stored.body.docs[0]).toMatchObject({ price: 500, supplier: 'Furnizor de test' });

  // The dish's stored cost followed the price, and its live panel says the same.
  const recosted = await api<DemoRecipe>(page, `/recipes/${dish.id}?depth=0`);
  expect(recosted.body.costing?.status).toBe('complete');
  const storedCost = (recosted.body.costing?.portionCostMinor ?? 0) / 100;
  expect(storedCost).toBeGreaterThan(before);
  await openRecipe(page, dish.id);
  await expect
    .poll(async () => amount(await fact(page, 'portionCost').textContent()), POLL)
    .toBeCloseTo(storedCost, 2);

  const hungarian = await ownerPage('hu');
  await openRecipe(hungarian, dish.id);
  await fact(hungarian, 'margin').waitFor();
  await hungarian.locator('[data-testid="live-costing"]').scrollIntoViewIfNeeded();
  await hungarian.screenshot({ path: `${SHOTS_DIR}/live-costing-hu.png`, fullPage: true });
}, 600_000);
