import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { demoOwnerAdminForThisFile } from './helpers/demoOwnerAdmin';

/*
 * The food cost card on the owner's dashboard and the food cost % column of the recipe list, in
 * the real admin (production build, demo data) in Debian's Chromium: a demo dish priced so
 * cheaply that it is within a 1 % food target, then a supplier's new price pushes it over; the
 * card lists it among the dishes a price change pushed over, with its figures in lei. Screenshots
 * in Romanian and Hungarian go to SHOTS_DIR for a person to look at.
 */

const STEP_MS = 60_000;
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/wt-cost-shots';

const admin = demoOwnerAdminForThisFile({ shotsDir: SHOTS_DIR, stepMs: STEP_MS });
const { ownerPage } = admin;
const api = admin.api;

interface DemoRecipe {
  id: number;
  name: string;
  restaurant: number;
  price: number | null;
  lines: { kind: string; ingredient: number | null }[];
}

async function priceAll(page: Page, dish: DemoRecipe, price: number) {
  for (const ingredient of new Set(dish.lines.map((line) => line.ingredient))) {
    const created = await api(page, '/ingredient-prices', {
      method: 'POST',
      body: { restaurant: dish.restaurant, ingredient, price, packQuantity: 1, packUnit: 'kg' },
    });
    expect(created.status).toBe(201);
  }
}

async function shoot(page: Page, name: string) {
  await page.goto(`${admin.url}/admin`);
  const card = page.getByTestId('cost-dashboard');
  await card.waitFor();
  await page.screenshot({
    path: path.join(SHOTS_DIR, `cost-dashboard-${name}.png`),
    fullPage: true,
  });
  await page.goto(`${admin.url}/admin/collections/recipes?sort=costing.foodCostPercent`);
  await page.locator('table').waitFor();
  await page.screenshot({ path: path.join(SHOTS_DIR, `recipe-list-${name}.png`), fullPage: true });
}

test('a price that pushes a dish over its target shows on the owner’s dashboard', async () => {
  const page = await ownerPage('ro');
  const { body } = await api<{ docs: DemoRecipe[] }>(
    page,
    '/recipes?depth=0&limit=100&where[price][exists]=true',
  );
  const dish = body.docs.find(
    (recipe) => (recipe.price ?? 0) > 0 && recipe.lines.every((line) => line.kind === 'ingredient'),
  );
  if (!dish) throw new Error('No demo dish with a price and only ingredient lines');

  const settings = await api(page, `/restaurants/${dish.restaurant}`, {
    method: 'PATCH',
    body: { costing: { categoryTargets: { food: 1, drinks: 1, other: 1 } } },
  });
  expect(settings.status).toBe(200);
  await priceAll(page, dish, 0.01);
  const within = await api<{ costing: { status: string; overTargetSince: string | null } }>(
    page,
    `/recipes/${dish.id}?depth=0`,
  );
  expect(within.body.costing).toMatchObject({ status: 'complete', overTargetSince: null });

  await priceAll(page, dish, 80);
  const over = await api<{ costing: { overTargetCause: string | null } }>(
    page,
    `/recipes/${dish.id}?depth=0`,
  );
  expect(over.body.costing.overTargetCause).toBe('price');

  await page.goto(`${admin.url}/admin`);
  const recent = page.locator(
    `[data-testid="cost-dashboard"] [data-section="recent"] [data-dish="${dish.id}"]`,
  );
  await recent.waitFor();
  await expect(recent.textContent()).resolves.toMatch(/RON/);
  await expect(
    page.locator('[data-testid="cost-dashboard"] [data-section="recent"] h3').textContent(),
  ).resolves.toMatch(/schimbare de preț/);
  await shoot(page, 'ro');
  await expect(page.locator('table').textContent()).resolves.toMatch(/Cost materii prime %/);

  const hungarian = await ownerPage('hu');
  await hungarian.goto(`${admin.url}/admin`);
  await expect(
    hungarian.locator('[data-testid="cost-dashboard"] [data-section="recent"] h3').textContent(),
  ).resolves.toMatch(/árváltozás/);
  await shoot(hungarian, 'hu');
}, 900_000);
