import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signedInAdminPage } from './helpers/adminPage';
import { type RunningCms, startCms } from './helpers/startCms';

/*
 * The recipe line's ingredient picker (the lines table's search box) in the real admin
 * (production build, demo data with the CIQUAL library and its kitchen names) in Debian's Chromium.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STEP_MS = 60_000;

let cms: RunningCms;
let browser: Browser;

beforeAll(async () => {
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
  return signedInAdminPage(browser, cms.url, { context: { locale: 'ro-RO' }, stepMs: STEP_MS });
}

test('typing "faina" without diacritics offers the library flour and picks it', async () => {
  const page = await ownerPage();
  await page.goto(`${cms.url}/admin/collections/recipes/create`);
  await page.waitForLoadState('networkidle');
  await page.locator('.recipe-lines__add').click();
  const picker = page.locator('.recipe-lines__table [role="combobox"]').first();
  await picker.fill('faina alba');
  const option = page.locator('[role="option"]', { hasText: 'Făină albă' }).first();
  await option.waitFor();
  const name = (await option.textContent()) ?? '';
  await option.click();
  // The line shows the chosen ingredient's name once its facts are read.
  await expect.poll(() => picker.inputValue()).toBe(name);
}, 300_000);
