import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogLabel } from '../src/i18n/catalogLabel';
import { adminTranslator } from '../src/utilities/adminTranslator';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';
import { setPasswordLinkOf, startSmtpServer, type TestSmtpServer } from './helpers/startSmtpServer';

/*
 * The account flows as a person goes through them: the real CMS (production build under
 * server.ts, demo data), its admin in Debian's Chromium, and its e-mails over SMTP to a real
 * server on loopback, whose links the browser follows.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STEP_MS = 60_000;

let smtp: TestSmtpServer;
let cms: RunningCms;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // next build (when its stamp is stale), migrations, the demo seed and server.ts.
  cms = await startCms({ SMTP_URL: smtp.url });
  await preferEnglish(['owner@example.com', 'staff@example.com']);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 900_000);

/**
 * Signing in opens the admin in the user's preferred language, Romanian for the demo's owner and
 * staff: these flows check the English admin, so those two prefer English here (the admin, as
 * a provider would set it).
 */
async function preferEnglish(emails: string[]): Promise<void> {
  const login = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' };
  for (const email of emails) {
    const found = await fetch(
      `${cms.url}/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers },
    );
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id;
    const patched = await fetch(`${cms.url}/api/users/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ preferredLocale: 'en' }),
    });
    if (!patched.ok) throw new Error(`${email}: ${patched.status} ${await patched.text()}`);
  }
}

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
  await smtp?.close();
});

/** A fresh browser profile (no cookies) in the given language. */
async function newPage(locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  page.setDefaultNavigationTimeout(STEP_MS);
  return page;
}

/** Opens an admin page and waits until it has settled (hydrated, its first requests done). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await open(page, `${cms.url}/admin/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
}

async function signInAndWait(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.waitForURL(`${cms.url}/admin`);
}

async function signOut(page: Page): Promise<void> {
  await page.goto(`${cms.url}/admin/logout`);
  await page.waitForURL(/\/admin\/login/);
  // The logout view posts and redirects more than once; the next step must not race it.
  await page.waitForLoadState('networkidle');
}

/** The texts of the toasts the admin shows now (Payload's success and error messages). */
function toasts(page: Page): Promise<string[]> {
  return page
    .locator('[data-sonner-toast]')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()));
}

/**
 * Waits until the admin shows a toast that reads exactly `message`; if it never does, leaves a
 * screenshot of the page in the temporary directory for whoever reads the failure.
 */
async function expectToast(page: Page, message: string): Promise<void> {
  try {
    await expect.poll(() => toasts(page), { timeout: STEP_MS }).toContain(message);
  } catch (error) {
    const file = path.join(tmpdir(), `nutrimenu-accounts-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw new Error(`No toast "${message}" on ${page.url()} (screenshot: ${file})`, {
      cause: error,
    });
  }
}

/**
 * Saves the document form as a person does: Payload validates a field a moment after its last
 * change, and a Save clicked within that moment of typing is refused as "invalid fields".
 */
async function save(page: Page): Promise<void> {
  await page.waitForTimeout(1000);
  await page.click('#action-save');
}

/** Fills Payload's set-password screen (`/admin/reset/:token`) and submits it. */
async function setPassword(page: Page, link: URL, password: string): Promise<void> {
  await open(page, link.href);
  await page.fill('input[name="password"]', password);
  await page.fill('input[name="confirm-password"]', password);
  await page.click('button[type="submit"]');
}

// Each flow is a dozen page loads of the admin, slow on a loaded 2-core machine.
describe('accounts in the admin', { timeout: 300_000 }, () => {
  test('a wrong password shows exactly the spec message, in the browser’s language', async () => {
    for (const [locale, message] of [
      ['en-US', 'Email/Password combination is invalid'],
      ['ro-RO', catalogLabel('auth.login.invalidCredentials').ro],
    ] as const) {
      const page = await newPage(locale);
      await signIn(page, 'owner@example.com', 'not-the-password');
      await expectToast(page, message);
      expect(page.url()).toBe(`${cms.url}/admin/login`);
      await page.context().close();
    }
  });

  test('an unknown e-mail shows the same message', async () => {
    const page = await newPage();
    await signIn(page, 'nobody@example.com', 'not-the-password');
    await expectToast(page, 'Email/Password combination is invalid');
    await page.context().close();
  });

  test('an admin invites a user; the invitee follows the e-mail link, chooses a password and signs in', async () => {
    const admin = await newPage();
    await signInAndWait(admin, 'admin@example.com', DEMO_PASSWORD);
    await open(admin, `${cms.url}/admin/collections/users/create`);
    // "Send an invitation by e-mail" is on by default and Payload's password fields are hidden.
    expect(await admin.locator('#field-invite').isChecked()).toBe(true);
    expect(await admin.locator('#field-password').isVisible()).toBe(false);
    await admin.fill('#field-email', 'new.owner@example.com');
    await admin.fill('#field-name', 'New Owner');
    await save(admin);
    await expectToast(admin, 'User successfully created.');
    await admin.context().close();

    const mail = await smtp.nextMessageTo('new.owner@example.com');
    // The invitee's preferred language is the default, Romanian.
    expect(mail.subject).toBe(catalogLabel('email.invitation.subject').ro);
    const link = setPasswordLinkOf(mail);
    expect(link.origin).toBe(cms.url);

    // An English browser: the screen still speaks the invitee's Romanian, which the link names,
    // and says what it is for (an invitee is not resetting anything).
    const invitee = await newPage('en-US');
    await open(invitee, link.href);
    expect(await invitee.locator('h1').textContent()).toBe(
      catalogLabel('admin.account.choosePassword').ro,
    );
    expect(await invitee.locator('button[type="submit"]').textContent()).toBe(
      catalogLabel('admin.account.choosePassword').ro,
    );
    await setPassword(invitee, link, 'invitee-chose-this-1');
    await invitee.waitForURL(`${cms.url}/admin`);
    expect(await invitee.locator('html').getAttribute('lang')).toBe('ro');
    await signOut(invitee);
    await signInAndWait(invitee, 'new.owner@example.com', 'invitee-chose-this-1');
    await invitee.context().close();
  });

  test('forgot password: confirmation, a way back, the e-mailed link resets once', async () => {
    const page = await newPage();
    await open(page, `${cms.url}/admin/login`);
    await page.click('a[href="/admin/forgot"]');
    await page.waitForURL(`${cms.url}/admin/forgot`);
    await page.waitForLoadState('networkidle');
    await page.fill('input[name="email"]', 'staff@example.com');
    await page.click('button[type="submit"]');
    await expect
      .poll(() => page.textContent('body'))
      .toContain('If the email address is associated with an account');
    expect(await page.locator('a[href="/admin/login"]').count()).toBeGreaterThan(0);

    const link = setPasswordLinkOf(await smtp.nextMessageTo('staff@example.com'));
    // The reset e-mail reaches the user a moment before its token is committed; a person is slower.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await setPassword(page, link, 'staff-new-password-1');
    await page.waitForURL(`${cms.url}/admin`);
    await signOut(page);
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await expectToast(page, 'Email/Password combination is invalid');
    await page.context().close();

    const again = await newPage();
    await signInAndWait(again, 'staff@example.com', 'staff-new-password-1');
    await signOut(again);
    await setPassword(again, link, 'someone-else-2');
    await expectToast(again, catalogLabel('admin.account.error.tokenInvalid').en);
    await again.context().close();
  });

  test('change password on one’s account: the current one is asked and checked', async () => {
    const page = await newPage();
    await signInAndWait(page, 'owner@example.com', DEMO_PASSWORD);
    await open(page, `${cms.url}/admin/account`);
    await page.click('#change-password');
    await page.fill('#field-password', 'owner-new-password-1');
    await page.fill('#field-confirm-password', 'owner-new-password-1');
    // "Current password" appears once a new password is typed.
    await page.locator('#field-currentPassword').waitFor();
    await page.fill('#field-currentPassword', 'not-my-password');
    await save(page);
    await expectToast(page, catalogLabel('admin.account.error.currentPasswordWrong').en);

    await page.fill('#field-currentPassword', DEMO_PASSWORD);
    await save(page);
    await expectToast(page, 'Updated successfully.');
    await signOut(page);
    await signInAndWait(page, 'owner@example.com', 'owner-new-password-1');
    await page.context().close();
  });

  test('an admin acts as an owner: a banner names the owner on every page; Exit gives the admin back', async () => {
    const page = await newPage();
    await signInAndWait(page, 'admin@example.com', DEMO_PASSWORD);
    // Requests from the page carry its session cookie, as the admin's own would.
    const whoAmI = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/users/me');
        return ((await response.json()) as { user?: { email?: string } }).user?.email;
      });
    const ownerId = await page.evaluate(async () => {
      const response = await fetch('/api/users?where[email][equals]=owner@example.com&depth=0');
      return ((await response.json()) as { docs: { id: number }[] }).docs[0]?.id;
    });
    expect(ownerId).toBeDefined();

    await open(page, `${cms.url}/admin/collections/users/${ownerId}`);
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    await page.click('#impersonate-user');
    await page.waitForURL(`${cms.url}/admin`);
    await page.waitForLoadState('networkidle');
    expect(await whoAmI()).toBe('owner@example.com');

    // The banner speaks the admin's language, whatever it is for this browser.
    const language = await page.evaluate(() => document.documentElement.lang);
    const t = await adminTranslator(language);
    const banner = page.getByTestId('impersonation-banner');
    expect(await banner.textContent()).toContain(
      t('admin.impersonation.banner', { name: 'Ioana Pop' }),
    );
    await open(page, `${cms.url}/admin/collections/recipes`);
    expect(await banner.textContent()).toContain('Ioana Pop');
    expect(await banner.getByRole('button').textContent()).toBe(t('admin.impersonation.exit'));

    await page.click('#exit-impersonation');
    await page.waitForURL(`${cms.url}/admin/collections/users/${ownerId}`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
    expect(await whoAmI()).toBe('admin@example.com');
    await page.context().close();
  });
});
