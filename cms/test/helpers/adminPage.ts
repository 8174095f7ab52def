import type { Locale } from '@nutrimenu/core/locale';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './startCms';

export interface AdminPageOptions {
  /** The browser's own language and window, e.g. `{ locale: 'ro-RO', viewport: { … } }`. */
  context?: BrowserContextOptions;
  /**
   * The admin's language after signing in. Signing in opens the account's preferred language;
   * this is the switch a user makes afterwards (Payload's `payload-lng` cookie). Unset: the
   * preferred one stays.
   */
  adminLanguage?: Locale;
  email?: string;
  password?: string;
  /** How long each step may wait. */
  stepMs?: number;
  /** Browser permissions for the CMS's origin, e.g. the clipboard. */
  permissions?: string[];
  /** Runs on the new context before the first request, e.g. to route requests. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * A Chromium page signed in to the admin at `cmsUrl` through its login form (the demo owner
 * unless told otherwise), on the dashboard once signed in.
 */
export async function signedInAdminPage(
  browser: Browser,
  cmsUrl: string,
  {
    context: contextOptions = {},
    adminLanguage,
    email = 'owner@example.com',
    password = DEMO_PASSWORD,
    stepMs = 60_000,
    permissions = [],
    prepare,
  }: AdminPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext(contextOptions);
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: cmsUrl });
  await prepare?.(context);
  const page = await context.newPage();
  page.setDefaultTimeout(stepMs);
  page.setDefaultNavigationTimeout(stepMs);
  await page.goto(`${cmsUrl}/admin/login`);
  await page.waitForLoadState('networkidle');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForURL(`${cmsUrl}/admin`);
  if (adminLanguage) {
    await context.addCookies([{ name: 'payload-lng', value: adminLanguage, url: cmsUrl }]);
  }
  return page;
}
