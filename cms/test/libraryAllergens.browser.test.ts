import { mkdir } from 'node:fs/promises';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signedInAdminPage } from './helpers/adminPage';
import { type RunningCms, startCms } from './helpers/startCms';

/*
 * The admin of a Romanian owner (owner@example.com, demo data) in Debian's Chromium: where each
 * allergen of "papricaș de pui cu găluște" (library foods only) comes from, and "Use my own
 * version" on a library food. Screenshots go to SCREENSHOT_DIR (default /tmp/nutrimenu-shots).
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/nutrimenu-shots';
const STEP_MS = 60_000;

let cms: RunningCms;
let browser: Browser;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  cms = await startCms();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
});

function ownerPage(): Promise<Page> {
  return signedInAdminPage(browser, cms.url, {
    context: { locale: 'ro-RO', viewport: { width: 1440, height: 1000 } },
    stepMs: STEP_MS,
  });
}

/** GETs `/api/…` from the admin page itself, as the admin does (same origin, its cookie). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return response.json();
  }, `/api/${path}`);
}

async function findId(page: Page, path: string): Promise<number> {
  const body = await apiGet<{ docs?: { id: number }[] }>(page, path);
  const id = body.docs?.[0]?.id;
  if (!id) throw new Error(`nothing found at ${path}: ${JSON.stringify(body)}`);
  return id;
}

test('the papricaș page says which library food brings in each allergen', async () => {
  const page = await ownerPage();
  const id = await findId(
    page,
    'recipes?where[slug][equals]=papricas-de-pui-cu-galuste&depth=0&limit=1',
  );
  await page.goto(`${cms.url}/admin/collections/recipes/${id}`);
  const sources = page.getByTestId('live-nutrition-allergen-sources');
  await sources.waitFor();
  const rows = await sources.locator('li').allTextContents();
  expect(rows).toEqual([
    'Cereale care conțin gluten — Făină albă de grâu tip 550, pentru pâine (T55), ' +
      'Făină albă de grâu tip 000, pentru patiserie (T45) (prin Găluște)',
    'Ouă — Ou crud (prin Găluște)',
    'Lapte (inclusiv lactoză) — Smântână light 12–25% grăsime, groasă',
  ]);
  await expect
    .poll(() => page.getByTestId('live-nutrition-allergens').textContent())
    .toBe('Cereale care conțin gluten, Ouă, Lapte (inclusiv lactoză)');
  expect(await page.getByTestId('live-nutrition-publish-warning').count()).toBe(0);
  await page.getByTestId('live-nutrition').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/papricas-admin-allergen-sources.png`, fullPage: true });
}, 300_000);

test('"Use my own version" copies the library sour cream and switches papricaș to it', async () => {
  const page = await ownerPage();
  const libraryId = await findId(
    page,
    'ingredients?where[source.code][equals]=19431&where[restaurant][exists]=false&depth=0&limit=1',
  );
  await page.goto(`${cms.url}/admin/collections/ingredients/${libraryId}`);
  const box = page.getByTestId('own-version');
  await box.waitFor();
  const offer = page.getByTestId('own-version-switch');
  await offer.waitFor();
  expect(await offer.isChecked()).toBe(false);
  const label = await box.locator('label').textContent();
  expect(label).toContain('Papricaș de pui cu găluște');
  await page.screenshot({ path: `${SHOTS}/own-version-offer.png`, fullPage: true });

  await offer.check();
  await box.getByRole('button', { name: 'Folosește versiunea mea' }).click();
  await page.waitForURL(
    (url) =>
      /\/admin\/collections\/ingredients\/\d+$/.test(url.pathname) &&
      !url.pathname.endsWith(`/${libraryId}`),
  );
  await page.getByTestId('own-version-copied').waitFor();
  expect(await page.getByTestId('own-version-copied').textContent()).toContain('CIQUAL 19431');
  await page.screenshot({ path: `${SHOTS}/own-version-copy.png`, fullPage: true });

  const copyId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const recipe = await apiGet<{ docs: { lines: { ingredient: number | null }[] }[] }>(
    page,
    'recipes?where[slug][equals]=papricas-de-pui-cu-galuste&depth=0&limit=1',
  );
  const lines = recipe.docs[0]?.lines;
  expect(lines?.map((line) => line.ingredient)).toContain(copyId);
  expect(lines?.map((line) => line.ingredient)).not.toContain(libraryId);
}, 300_000);
