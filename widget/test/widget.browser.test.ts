import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Servers, startServers } from './helpers/startServers';

const DISHES = [
  'ciorba-de-burta',
  'muschiulet-de-porc-cu-orez-legume',
  'papanasi-cu-smantana-si-dulceata-de-afine',
  'limonada-cu-menta',
];
const HOSTILE_CSS = `* { all: unset !important; } html, body { display: block; font-family: "Comic Sans MS", cursive; font-size: 40px; color: rgb(255, 0, 0); }
h2 { display: none; } li, ul, details, summary, section { display: inline; } p { color: rgb(255, 0, 0); }`;

function page(api: string, body: string, options: { lang?: string; head?: string } = {}) {
  return `<!doctype html><html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8"><title>Host</title>${options.head ?? ''}</head>
<body><p id="own">The host page's own text</p>${body.replaceAll('API', api)}</body></html>`;
}

// Generic rules a site's theme may hold: they must neither hide the menu nor restyle it.
const HIDING_CSS = `div { display: none !important; } * { color: rgb(255, 0, 0) !important; font-family: "Comic Sans MS", cursive !important; visibility: hidden; } li, h2, h3 { display: none !important; }`;

const SCRIPT =
  '<script src="API/widget.js" data-restaurant="bistro-somes" data-locale="ro" async></script>';

let servers: Servers;
let browser: Browser;

beforeAll(async () => {
  servers = await startServers((api) => ({
    '/plain': { html: page(api, SCRIPT) },
    '/plain-bare': { html: page(api, '') },
    '/hostile': {
      html: page(
        api,
        '<div id="slot"></div><script src="API/widget.js" data-restaurant="bistro-somes" data-target="slot" async></script>',
        { head: `<style>${HOSTILE_CSS}</style>`, lang: 'hu-HU' },
      ),
    },
    '/hiding': {
      html: page(
        api,
        `${SCRIPT}<nutrimenu-menu restaurant="bistro-somes" locale="en"></nutrimenu-menu>`,
        { head: `<style>${HIDING_CSS}</style>` },
      ),
    },
    '/hostile-bare': { html: page(api, '', { head: `<style>${HOSTILE_CSS}</style>` }) },
    '/two': {
      html: page(
        api,
        `${SCRIPT}<nutrimenu-menu restaurant="bistro-somes" locale="en"></nutrimenu-menu>`,
      ),
    },
    '/missing': {
      html: page(
        api,
        '<nutrimenu-menu restaurant="nobody" api="API"></nutrimenu-menu><script src="API/widget.js" async></script>',
      ),
    },
    '/closed': {
      html: page(
        api,
        '<nutrimenu-menu restaurant="closed-bistro" locale="de" api="API"></nutrimenu-menu><script src="API/widget.js" async></script>',
      ),
    },
    '/element-only': { html: page(api, '<script src="API/widget.js"></script>') },
    '/csp': {
      html: page(api, SCRIPT),
      csp: `default-src 'none'; script-src ${api}; connect-src ${api}; img-src ${api}; style-src 'self'`,
    },
  }));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await servers?.close();
});

interface Opened {
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}

async function open(path: string): Promise<Opened> {
  const context = await browser.newContext();
  // A cookie of the host (ports share cookies): the widget's request must not carry it.
  await context.addCookies([{ name: 'session', value: 'secret', domain: '127.0.0.1', path: '/' }]);
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  tab.on('pageerror', (error) => errors.push(error.message));
  // Runs before the page's scripts: the window's own properties before the widget loads.
  await tab.addInitScript(() => {
    Object.defineProperty(window, '__before', {
      value: Object.getOwnPropertyNames(window),
      enumerable: false,
    });
  });
  await tab.goto(`${servers.host}${path}`);
  return { page: tab, errors, close: () => context.close() };
}

async function visibleDishes(tab: Page, host: string): Promise<string[]> {
  const items = tab.locator(`${host} li[data-dish]`);
  await items.first().waitFor();
  return items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-dish') ?? ''));
}

async function ownStyle(tab: Page) {
  return tab.locator('#own').evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.color, style.fontFamily, style.fontSize, style.display].join(' | ');
  });
}

async function newGlobals(tab: Page): Promise<string[]> {
  return tab.evaluate(() => {
    const before = new Set((window as unknown as { __before: string[] }).__before);
    return Object.getOwnPropertyNames(window).filter(
      (name) => !before.has(name) && name !== '__before',
    );
  });
}

describe('the embedded widget (real Chromium, host pages on another origin)', () => {
  it('renders the menu on a plain page, in the script attribute locale, without cookies or globals', async () => {
    const { page: tab, errors, close } = await open('/plain');
    expect(await visibleDishes(tab, '.nutrimenu-menu')).toEqual(DISHES);
    const shadow = tab.locator('.nutrimenu-menu');
    await expect(shadow.locator('h2').textContent()).resolves.toBe('Bistro Someș');
    await expect(shadow.locator('a').getAttribute('href')).resolves.toBe(
      `${servers.api}/ro/restaurant/bistro-somes`,
    );
    await expect(shadow.locator('img').first().getAttribute('loading')).resolves.toBe('lazy');
    // Energy per portion at the point of choice in kJ and kcal, as the storefront's card states it.
    await expect(shadow.locator('[data-dish="ciorba-de-burta"] h4').innerText()).resolves.toMatch(
      / · 999 kJ \/ 240 kcal$/,
    );
    // Romanian allergen names from core, with the incomplete declaration said so.
    await expect(
      shadow.locator('[data-dish="papanasi-cu-smantana-si-dulceata-de-afine"]').innerText(),
    ).resolves.toContain('Alergenii nu au fost încă declarați');
    expect(await tab.evaluate(() => Boolean(customElements.get('nutrimenu-menu')))).toBe(true);
    expect(await newGlobals(tab)).toEqual([]);
    expect(servers.cookies.length).toBeGreaterThan(0);
    expect(servers.cookies.every((cookie) => cookie === undefined)).toBe(true);
    expect(await ownStyle(tab)).toBe(await bareStyle('/plain-bare'));
    expect(errors).toEqual([]);
    await close();
  });

  it('hides a dish with an excluded allergen, and dishes whose allergens are incomplete', async () => {
    const { page: tab, errors, close } = await open('/plain');
    const shadow = tab.locator('.nutrimenu-menu');
    await visibleDishes(tab, '.nutrimenu-menu');
    // Reached by role and accessible name, as a screen reader user would, and by keyboard.
    await shadow.getByText('Ascundeți preparatele care conțin', { exact: true }).first().focus();
    await tab.keyboard.press('Enter');
    await shadow.getByRole('checkbox', { name: 'Țelină', exact: true }).check();
    expect(await visibleDishes(tab, '.nutrimenu-menu')).toEqual([
      'muschiulet-de-porc-cu-orez-legume',
      'limonada-cu-menta',
    ]);
    await shadow.getByRole('radio', { name: 'Băuturi', exact: true }).check();
    expect(await visibleDishes(tab, '.nutrimenu-menu')).toEqual(['limonada-cu-menta']);
    // A drink is declared per 100 ml, its portion by volume (Reg. 1169/2011 art. 32(2)).
    const drink = shadow.locator('[data-dish="limonada-cu-menta"]');
    await drink.locator('details summary').click();
    await expect(drink.locator('thead').innerText()).resolves.toMatch(
      /per 100 ml\s+per porție \(383 ml\)/,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps its look on a hostile page and leaves the page untouched', async () => {
    const { page: tab, errors, close } = await open('/hostile');
    expect(await visibleDishes(tab, '#slot .nutrimenu-menu')).toEqual(DISHES);
    const heading = tab.locator('#slot h2');
    await expect(heading.isVisible()).resolves.toBe(true);
    const look = await heading.evaluate((node) => {
      const style = getComputedStyle(node);
      return { font: style.fontFamily, size: style.fontSize, color: style.color };
    });
    expect(look.font).not.toContain('Comic Sans');
    expect(look.size).toBe('24px');
    expect(look.color).toBe('rgb(31, 35, 40)');
    // No data-locale: the page's lang="hu-HU" picks Hungarian.
    await expect(tab.locator('#slot a').textContent()).resolves.toBe('Megnyitás a teljes étlapon');
    expect(await ownStyle(tab)).toBe(await bareStyle('/hostile-bare'));
    expect(await newGlobals(tab)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('stays visible in both embed forms on a page whose CSS hides every div and recolours everything', async () => {
    const { page: tab, errors, close } = await open('/hiding');
    for (const host of ['div.nutrimenu-menu', 'nutrimenu-menu']) {
      expect(await visibleDishes(tab, host)).toEqual(DISHES);
      const heading = tab.locator(`${host} h2`);
      await expect(heading.isVisible()).resolves.toBe(true);
      await expect(tab.locator(host).locator('li[data-dish]').first().isVisible()).resolves.toBe(
        true,
      );
      const look = await heading.evaluate((node) => {
        const style = getComputedStyle(node);
        return { font: style.fontFamily, color: style.color, visibility: style.visibility };
      });
      expect(look.font).not.toContain('Comic Sans');
      expect(look.color).toBe('rgb(31, 35, 40)');
      expect(look.visibility).toBe('visible');
      const box = await tab.locator(host).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(200);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('runs two widgets on one page, each with its own state', async () => {
    const { page: tab, errors, close } = await open('/two');
    expect(await visibleDishes(tab, '.nutrimenu-menu')).toEqual(DISHES);
    expect(await visibleDishes(tab, 'nutrimenu-menu')).toEqual(DISHES);
    await expect(tab.locator('nutrimenu-menu a').textContent()).resolves.toBe('Open in full menu');
    await tab.locator('nutrimenu-menu summary').first().click();
    await tab.locator('nutrimenu-menu input[value="milk"]').check();
    expect(await visibleDishes(tab, 'nutrimenu-menu')).toEqual(['limonada-cu-menta']);
    expect(await visibleDishes(tab, '.nutrimenu-menu')).toEqual(DISHES);
    expect(errors).toEqual([]);
    await close();
  });

  it('says the menu is not available, without a retry, when the restaurant is unknown', async () => {
    const { page: tab, errors, close } = await open('/missing');
    const alert = tab.locator('nutrimenu-menu [role="alert"]');
    await alert.waitFor();
    // lang="en" on the page: English; its own text, not the generic error's.
    await expect(alert.textContent()).resolves.toBe('This menu is not available.');
    await expect(alert.locator('button').count()).resolves.toBe(0);
    // Only the 404 of the menu request itself is logged by Chromium.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await close();
  });

  it('says the menu is not available when the restaurant has no public menu', async () => {
    const { page: tab, errors, close } = await open('/closed');
    const alert = tab.locator('nutrimenu-menu [role="alert"]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe('Diese Speisekarte ist nicht verfügbar.');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the offline state, then the menu after Try again once back online', async () => {
    const { page: tab, errors, close } = await open('/element-only');
    await tab.waitForFunction(() => customElements.get('nutrimenu-menu') !== undefined);
    await tab.context().setOffline(true);
    await tab.evaluate(() => {
      const element = document.createElement('nutrimenu-menu');
      element.setAttribute('restaurant', 'bistro-somes');
      document.body.append(element);
    });
    const alert = tab.locator('nutrimenu-menu [role="alert"]');
    await alert.waitFor();
    await expect(alert.locator('p').textContent()).resolves.toBe(
      'You are offline. Check your connection and try again.',
    );
    await tab.context().setOffline(false);
    await tab.getByRole('button', { name: 'Try again' }).click();
    expect(await visibleDishes(tab, 'nutrimenu-menu')).toEqual(DISHES);
    expect(errors).toEqual(['Failed to load resource: net::ERR_INTERNET_DISCONNECTED']);
    await close();
  });

  it('works under a strict Content-Security-Policy allowing only its origin', async () => {
    const { page: tab, errors, close } = await open('/csp');
    expect(await visibleDishes(tab, '.nutrimenu-menu')).toEqual(DISHES);
    // The adopted stylesheet applies although style-src forbids inline <style>.
    const display = await tab
      .locator('.nutrimenu-menu ul')
      .first()
      .evaluate((node) => getComputedStyle(node).listStyleType);
    expect(display).toBe('none');
    expect(errors).toEqual([]);
    await close();
  });
});

async function bareStyle(path: string): Promise<string> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${servers.host}${path}`);
  const style = await ownStyle(tab);
  await context.close();
  return style;
}
