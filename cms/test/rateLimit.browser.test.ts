import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { catalogLabel } from '../src/i18n/catalogLabel';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';

/*
 * The sign-in rate limit as a person meets it: the production build under server.ts (where
 * Next's server, not the test, supplies the client's address), the admin's sign-in page in
 * Chromium, in Romanian. A CMS of its own: the limit would hold back the other files' accounts.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

test('after five wrong passwords, the right one is refused with the Romanian “too many attempts” message', async () => {
  const page = await (await browser.newContext({ locale: 'ro-RO' })).newPage();
  const invalid = catalogLabel('auth.login.invalidCredentials').ro as string;
  const attempt = async (password: string) => {
    await page.goto(`${cms.url}/admin/login`);
    await page.waitForLoadState('networkidle');
    await page.fill('input[name="email"]', 'staff@example.com');
    await page.fill('input[name="password"]', password);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/login'));
    await page.click('button[type="submit"]');
    return answer;
  };
  for (let mistake = 1; mistake <= 5; mistake += 1) {
    expect((await attempt(`parola-gresita-${mistake}`)).status()).toBe(401);
    await expect
      .poll(() => page.locator('[data-sonner-toast]').allTextContents())
      .toContain(invalid);
  }
  const refused = await attempt(DEMO_PASSWORD);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(14 * 60);
  const message = 'Prea multe încercări. Încercați din nou peste 15 minute.';
  await expect.poll(() => page.locator('[data-sonner-toast]').allTextContents()).toContain(message);
  const directory =
    process.env.SCREENSHOT_DIR ?? (await mkdtemp(path.join(tmpdir(), 'rate-limit-')));
  await page.screenshot({ path: path.join(directory, 'sign-in-rate-limited-ro.png') });
  expect(page.url()).toMatch(/\/admin\/login/);
}, 300_000);
