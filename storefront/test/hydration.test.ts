import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

// Debian's Chromium; playwright-core ships no browser of its own.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;
let browser: Browser;

beforeAll(async () => {
  cms = await startFakeCms();
  storefront = await startStorefront(cms.url);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  await storefront?.close();
  await cms?.close();
});

test.each([
  ['the menu', '/restaurant/bistro-somes', 'Ciorbă de burtă'],
  ['the English menu', '/en/restaurant/bistro-somes', 'Frozen product'],
  ['the dish page', '/hu/restaurant/bistro-somes/recipes/ciorba-de-burta', 'Ciorbă de burtă'],
  ['an untranslated menu', '/hu/restaurant/bistro-somes', 'Română nyelven'],
  ['the 404 screen', '/de/nowhere', 'Wir konnten'],
  ['the listing', '/it/restaurant', 'Bistro Someș'],
])('%s hydrates without a warning', async (_label, path, text) => {
  const page = await browser.newPage();
  // React reports hydration mismatches and recoverable errors on the console.
  const problems: string[] = [];
  page.on('console', (message) => {
    // The fake brands' icons do not exist; a missing script would fail the hydration wait instead.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`${storefront.url}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
    await expect(page.locator('#root').innerText()).resolves.toContain(text);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
