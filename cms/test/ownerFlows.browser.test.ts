import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';
import { startSmtpServer, type TestSmtpServer } from './helpers/startSmtpServer';

/*
 * The owner's flows in Chromium against the real CMS (production build, demo data), in
 * Romanian as a Romanian owner types (no diacritics): inviting staff, the menu editor, and the
 * first-day checklist of a restaurant without dishes. Invitations go to a real SMTP server.
 * Set SCREENSHOT_DIR to keep screenshots of each screen.
 */

const STEP_MS = 60_000;
/** Polls that reload pages need more than expect.poll's default second on a busy machine. */
const POLL = { timeout: STEP_MS, interval: 250 };

let cms: RunningCms;
let browser: Browser;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  cms = await startCms({ SMTP_URL: smtp.url, MAIL_FROM: 'Nutrimenu <accounts@test.nutrimenu.ro>' });
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
  await smtp?.close();
});

async function screenshot(page: Page, name: string) {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  await mkdir(directory, { recursive: true });
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: true });
}

async function signedIn(email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ locale: 'ro-RO', acceptDownloads: true });
  await context.addCookies([{ name: 'payload-lng', value: 'ro', url: cms.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  page.setDefaultNavigationTimeout(STEP_MS);
  await page.goto(`${cms.url}/admin/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForURL(`${cms.url}/admin`);
  return page;
}

/** A REST call with the page's session cookie; answers status and JSON body. */
async function rest(page: Page, method: string, url: string, json?: unknown) {
  return page.evaluate(
    async ({ method, url, json }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, url: `${cms.url}/api/${url}`, json },
  );
}

describe('inviting staff', () => {
  test('offers only the owner’s restaurant, preselected; the invitation is listed as pending', async () => {
    const admin = await signedIn('admin@example.com');
    const restaurants = await rest(admin, 'GET', 'restaurants?limit=100&depth=0');
    expect(restaurants.body.docs.length).toBeGreaterThan(1);
    await admin.context().close();

    const page = await signedIn('owner@example.com');
    const own = await rest(page, 'GET', 'restaurants?limit=100&depth=0');
    expect(own.body.docs).toHaveLength(1);
    const ownName: string = own.body.docs[0].name;
    const others: string[] = restaurants.body.docs
      .map((doc: { name: string }) => doc.name)
      .filter((name: string) => name !== ownName);

    await page.goto(`${cms.url}/admin/collections/invitations/create`);
    await page.waitForLoadState('networkidle');
    const restaurant = page.locator('#field-restaurant');
    // Preselected: the owner's (only) restaurant, the one in use.
    await expect
      .poll(
        () =>
          restaurant
            .locator('.rs__single-value .relationship--single-value__text')
            .first()
            .textContent(),
        POLL,
      )
      .toBe(ownName);
    await restaurant.locator('.rs__control').first().click();
    const options = await page.locator('.rs__option').allInnerTexts();
    expect(options).toContain(ownName);
    for (const other of others) expect(options).not.toContain(other);
    await page.keyboard.press('Escape');
    await screenshot(page, 'ro-invite-form');

    // The invitation goes out; the list shows it pending, as it would any address.
    await page.fill('#field-name', 'Ospătar Nou');
    await page.fill('#field-email', 'ospatar.nou@example.com');
    await page.click('#action-save');
    const mail = await smtp.nextMessageTo('ospatar.nou@example.com', 30_000);
    expect(mail.subject).toBeTruthy();
    await page.goto(`${cms.url}/admin/collections/invitations`);
    const row = page.locator('.table tbody tr', { hasText: 'ospatar.nou@example.com' });
    await expect.poll(() => row.innerText(), POLL).toContain('În așteptare');
    await screenshot(page, 'ro-invitations-list');
    await page.context().close();
  }, 300_000);
});

describe('the menu editor', () => {
  test('adds a dish typed without diacritics, reorders by keyboard and drag, shows kcal and allergens', async () => {
    const page = await signedIn('owner@example.com');
    const menus = await rest(page, 'GET', 'menus?limit=10&depth=0&where[isDefault][equals]=true');
    const menu = menus.body.docs[0];
    expect(menu).toBeTruthy();
    const sections: { dishes: number[] }[] = menu.sections;
    const last = sections.length - 1;
    await page.goto(`${cms.url}/admin/collections/menus/${menu.id}`);
    await page.waitForLoadState('networkidle');

    const editor = page.locator('[data-testid="menu-dishes"]').nth(last);
    // Array rows may be collapsed: open the last section.
    if (!(await editor.isVisible())) {
      await page
        .locator('#field-sections .array-field__row .collapsible__toggle')
        .nth(last)
        .click();
    }
    await editor.scrollIntoViewIfNeeded();
    const rows = editor.locator('.menu-dishes__row');
    const count = sections[last]?.dishes.length ?? 0;
    await expect.poll(() => rows.count(), POLL).toBe(count);
    // Every row says its energy per portion and its allergens.
    await expect
      .poll(() => rows.first().locator('.menu-dishes__energy').innerText(), POLL)
      .toMatch(/kcal pe porție|necunoscut/);
    await expect
      .poll(() => rows.first().locator('.menu-dishes__allergens').innerText(), POLL)
      .not.toBe('');

    const search = editor.locator('.menu-dishes__search-input');
    await search.fill('ciorba perisoare');
    const hit = editor.locator('[role="option"]', { hasText: 'Ciorbă de perișoare' });
    await hit.waitFor();
    expect(await hit.innerText()).toMatch(/kcal pe porție/);
    await screenshot(page, 'ro-menu-search');
    await search.press('Enter');
    await expect.poll(() => rows.count(), POLL).toBe(count + 1);
    await expect
      .poll(() => rows.last().locator('.menu-dishes__name').innerText(), POLL)
      .toBe('Ciorbă de perișoare');
    await expect.poll(() => search.inputValue(), POLL).toBe('');

    // Keyboard: the handle and the arrow keys move the dish up one place.
    await rows.last().locator('.menu-dishes__handle').focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(
        () =>
          rows
            .nth(count - 1)
            .locator('.menu-dishes__name')
            .innerText(),
        POLL,
      )
      .toBe('Ciorbă de perișoare');
    // Drag: the first dish onto the second place.
    const firstName = await rows.first().locator('.menu-dishes__name').innerText();
    await rows.first().dragTo(rows.nth(1));
    await expect
      .poll(() => rows.nth(1).locator('.menu-dishes__name').innerText(), POLL)
      .toBe(firstName);
    await screenshot(page, 'ro-menu-editor');

    const order = await rows
      .locator('.menu-dishes__name')
      .evaluateAll((links) =>
        links.map((link) => Number((link as HTMLAnchorElement).href.split('/').pop())),
      );
    await page.click('#action-save-draft');
    await expect
      .poll(async () => {
        const saved = await rest(page, 'GET', `menus/${menu.id}?depth=0&draft=true`);
        return saved.body.sections[last].dishes;
      }, POLL)
      .toEqual(order);
    await page.context().close();
  }, 300_000);
});

describe('the first day', () => {
  test('an owner whose restaurant has no dish sees the four steps, ticked as they are done', async () => {
    const admin = await signedIn('admin@example.com');
    const brands = await rest(admin, 'GET', 'brands?limit=1&depth=0');
    const restaurant = await rest(admin, 'POST', 'restaurants', {
      name: 'Bistroul Nou',
      brand: brands.body.docs[0].id,
      city: 'Iași',
      defaultLocale: 'ro',
      offeredLocales: ['ro', 'en'],
      currency: 'RON',
    });
    expect(restaurant.status).toBe(201);
    const restaurantId = restaurant.body.doc.id;
    const owner = await rest(admin, 'POST', 'users', {
      email: 'proprietar.nou@example.com',
      name: 'Proprietar Nou',
      role: 'owner',
      password: 'first-day-password-1',
      tenants: [{ tenant: restaurantId }],
    });
    expect(owner.status).toBe(201);
    await admin.context().close();

    const page = await signedIn('proprietar.nou@example.com', 'first-day-password-1');
    const checklist = page.locator('[data-testid="first-day"]');
    await checklist.waitFor();
    const steps = checklist.locator('.first-day__step');
    const state = async () =>
      steps.evaluateAll((items) =>
        items.map((item) => `${item.getAttribute('data-step')}:${item.getAttribute('data-done')}`),
      );
    expect(await state()).toEqual([
      'addDish:false',
      'addToMenu:false',
      'openMenu:false',
      'downloadQr:false',
    ]);
    expect(await steps.locator('.first-day__link').allInnerTexts()).toEqual([
      'Adăugați un preparat',
      'Adăugați-l într-un meniu',
      'Deschideți meniul public',
      'Descărcați codul QR',
    ]);
    expect(await steps.first().locator('a').getAttribute('href')).toBe(
      '/admin/collections/recipes/create',
    );
    await screenshot(page, 'ro-first-day-empty');

    // A published dish needs a recipe line: one ingredient of the shared library.
    const library = await rest(page, 'GET', 'ingredients?limit=1&depth=0');
    const dish = await rest(page, 'POST', 'recipes', {
      restaurant: restaurantId,
      name: 'Salată de vinete',
      portions: 1,
      lines: [
        { kind: 'ingredient', ingredient: library.body.docs[0].id, quantity: 200, unit: 'g' },
      ],
      _status: 'published',
    });
    expect(dish.status).toBe(201);
    await page.reload();
    await checklist.waitFor();
    expect(await state()).toEqual([
      'addDish:true',
      'addToMenu:false',
      'openMenu:false',
      'downloadQr:false',
    ]);

    const menu = await rest(page, 'POST', 'menus', {
      restaurant: restaurantId,
      name: 'Meniu',
      isDefault: true,
      sections: [{ title: 'Salate', dishes: [dish.body.doc.id] }],
      _status: 'published',
    });
    expect(menu.status).toBe(201);
    await page.reload();
    await checklist.waitFor();
    expect(await steps.nth(1).locator('a').getAttribute('href')).toBe(
      `/admin/collections/menus/${menu.body.doc.id}`,
    );
    expect(await state()).toEqual([
      'addDish:true',
      'addToMenu:true',
      'openMenu:false',
      'downloadQr:false',
    ]);

    // Opening the public menu (a new tab) is remembered for this user. The storefront does not
    // run in this harness: the link's address is checked, not the page it opens.
    expect(await steps.nth(2).locator('a').getAttribute('href')).toContain('/restaurant/');
    // The server-rendered link works before hydration, but only the hydrated one remembers.
    await page.waitForLoadState('networkidle');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      steps.nth(2).locator('a').click(),
    ]);
    await tab.close();
    await expect
      .poll(async () => {
        await page.reload();
        await checklist.waitFor();
        return state();
      }, POLL)
      .toEqual(['addDish:true', 'addToMenu:true', 'openMenu:true', 'downloadQr:false']);
    await screenshot(page, 'ro-first-day-three');

    await page.waitForLoadState('networkidle');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      steps.nth(3).locator('a').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/qr\.png$/);
    // Every step done: the checklist has served its purpose.
    await expect
      .poll(async () => {
        await page.reload();
        await page.waitForLoadState('networkidle');
        return checklist.count();
      }, POLL)
      .toBe(0);
    await page.context().close();
  }, 300_000);
});

describe('a dish on published menus', () => {
  test('unpublishing and deleting it first name the menus; confirmed, it leaves them', async () => {
    const page = await signedIn('owner@example.com');
    const menus = await rest(
      page,
      'GET',
      'menus?limit=10&depth=0&where[_status][equals]=published',
    );
    const dishIds = menus.body.docs.flatMap((menu: { sections: { dishes: number[] }[] }) =>
      menu.sections.flatMap((section) => section.dishes),
    );
    const dishId: number = dishIds.at(-1);
    const dish = await rest(page, 'GET', `recipes/${dishId}?depth=0&locale=ro`);
    const menuIds: number[] = menus.body.docs
      .filter((menu: { sections: { dishes: number[] }[] }) =>
        menu.sections.some((section) => section.dishes.includes(dishId)),
      )
      .map((menu: { id: number }) => menu.id);
    const listing = await rest(
      page,
      'GET',
      `menus?depth=0&locale=ro&where[id][in]=${menuIds.join(',')}`,
    );
    const names: string[] = listing.body.docs.map((menu: { name: string }) => menu.name);
    expect(names.length).toBeGreaterThan(0);

    await page.goto(`${cms.url}/admin/collections/recipes/${dishId}`);
    await page.waitForLoadState('networkidle');
    const dots = page.locator('.doc-controls__dots');
    const modal = page.locator('[data-testid="dish-on-menus"]');

    // Unpublish: the confirmation names the menus; cancelled, nothing changes.
    await dots.click();
    await page.locator('#action-unpublish').click();
    await modal.waitFor();
    const unpublishText = await modal.innerText();
    expect(unpublishText).toContain(`„${dish.body.name}”`);
    for (const name of names) expect(unpublishText).toContain(name);
    expect(unpublishText).toContain('Îl depublicați?');
    await screenshot(page, 'ro-dish-unpublish-menus');
    await page.locator('#confirm-cancel').last().click();
    await modal.waitFor({ state: 'detached' });
    expect((await rest(page, 'GET', `recipes/${dishId}?depth=0`)).body._status).toBe('published');

    // Payload's own Delete is refused, the reason naming the menus and the way to go on.
    await dots.click();
    await page.locator('#action-delete').click();
    await page.locator('#confirm-action').last().click();
    await expect
      .poll(() => page.locator('.payload-toast-container').innerText(), POLL)
      .toContain('Ștergeți, și din meniuri');
    await screenshot(page, 'ro-dish-delete-refused');
    expect((await rest(page, 'GET', `recipes/${dishId}?depth=0`)).status).toBe(200);

    // "Delete, also from menus": named again, confirmed, the dish is gone from every menu.
    await page.goto(`${cms.url}/admin/collections/recipes/${dishId}`);
    await page.waitForLoadState('networkidle');
    await dots.click();
    await page.locator('#action-delete-from-menus').click();
    await modal.waitFor();
    const deleteText = await modal.innerText();
    for (const name of names) expect(deleteText).toContain(name);
    expect(deleteText).toContain('Îl ștergeți și îl scoateți din');
    await screenshot(page, 'ro-dish-delete-menus');
    await page.locator('#confirm-action').last().click();
    await page.waitForURL(`${cms.url}/admin/collections/recipes`);
    expect((await rest(page, 'GET', `recipes/${dishId}?depth=0`)).status).toBe(404);
    const after = await rest(
      page,
      'GET',
      'menus?limit=10&depth=0&where[_status][equals]=published',
    );
    const listed = after.body.docs.flatMap((menu: { sections: { dishes: number[] }[] }) =>
      menu.sections.flatMap((section) => section.dishes),
    );
    expect(listed).not.toContain(dishId);
    await page.context().close();
  }, 300_000);
});
