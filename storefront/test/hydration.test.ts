import { afterAll, beforeAll, expect, test } from 'vitest';
import { hydrate } from './helpers/hydrate';
import { type BrowserWorld, startBrowserWorld } from './helpers/startBrowserWorld';

let world: BrowserWorld;

beforeAll(async () => {
  world = await startBrowserWorld();
});

afterAll(async () => {
  await world?.close();
});

test.each([
  ['the menu', '/ro/restaurant/bistro-somes', 'Ciorbă de burtă'],
  ['the English menu', '/en/restaurant/bistro-somes', 'Frozen product'],
  ['the dish page', '/hu/restaurant/bistro-somes/recipes/ciorba-de-burta', 'Ciorbă de burtă'],
  ['an untranslated menu', '/hu/restaurant/bistro-somes', 'román nyelven'],
  ['the 404 screen', '/de/nowhere', 'Wir konnten'],
  ['the listing', '/it/restaurant', 'Bistro Someș'],
])('%s hydrates without a warning', async (_label, path, text) => {
  const page = await world.browser.newPage();
  // React reports hydration mismatches and recoverable errors on the console.
  const problems: string[] = [];
  page.on('console', (message) => {
    // The fake brands' icons do not exist; a missing script would fail the hydration wait instead.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`${world.storefront.url}${path}`);
    await hydrate(page);
    await expect(page.locator('#root').innerText()).resolves.toContain(text);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
