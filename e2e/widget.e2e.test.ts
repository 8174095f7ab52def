import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AllergenCode, allergenName } from '@nutrimenu/core/allergens';
import {
  type DishCategory,
  type PublicDish,
  type PublicMenu,
  publicMenuSchema,
} from '@nutrimenu/core/contract';
import type { Translate } from '@nutrimenu/core/messages';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { dishesOf, fetchPublicMenu } from './helpers/cmsApi';
import { openPage } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
import { translatorFor } from './helpers/translatorFor';

/*
 * The widget's whole promise, end to end: a newcomer copies the snippet the storefront shows into a
 * plain HTML file served on another port and sees the demo menu. The snippet is read from the real
 * menu page, the host page is served by its own server (a second origin), and the widget reads the
 * real stack.
 */

const stack = inject('stack');
const MENU_PAGE = '/en/restaurant/demo-bistro';
const WIDGET = '.nutrimenu-menu';

let browser: Browser;
let context: BrowserContext;
let publicMenu: PublicMenu;
let t: Translate;
/** The code the menu page shows in its embed panel, as a visitor copies it. */
let snippet: string;
let hostServer: Server;
let hostOrigin: string;

/** A restaurant's own page: its heading and text, then the pasted snippet (absent on /bare). */
function hostPage(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo Bistro, Cluj-Napoca</title>
<style>body { font-family: Georgia, serif; color: rgb(60, 30, 10); } #own { font-size: 30px; }</style></head>
<body><main><h1 id="own">Welcome to Demo Bistro</h1><p id="intro">Our menu, always up to date:</p>
${body}
</main></body></html>`;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  publicMenu = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'en' });
  t = await translatorFor('en');
  const { page } = await openPage(context, `${stack.storefrontUrl}${MENU_PAGE}`);
  snippet = (await page.locator('.embed-snippet pre code').textContent()) ?? '';
  await page.close();
  const pages: Record<string, string> = {
    '/menu.html': hostPage(snippet),
    '/bare.html': hostPage(''),
  };
  hostServer = createServer((req, res) => {
    const html = pages[new URL(req.url ?? '/', 'http://host').pathname];
    // Chromium asks every origin for a favicon: a 404 would be a console error of the host page.
    if (html === undefined) res.writeHead(req.url === '/favicon.ico' ? 204 : 404).end();
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  hostOrigin = await listen(hostServer);
});

afterAll(async () => {
  await browser?.close();
  if (hostServer?.listening) {
    hostServer.closeAllConnections();
    await new Promise((resolve) => hostServer.close(resolve));
  }
});

interface HostPage {
  page: Page;
  /** Console errors and uncaught exceptions of the host page, the widget's included. */
  errors: string[];
}

/** Opens the host page on the second origin and waits for the widget's dishes. */
async function openHostPage(): Promise<HostPage> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${hostOrigin}/menu.html`);
  await page.locator(`${WIDGET} li[data-dish]`).first().waitFor();
  return { page, errors };
}

/** The dishes the widget shows, by slug, in order. */
function shownSlugs(page: Page): Promise<string[]> {
  return page
    .locator(`${WIDGET} li[data-dish]`)
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-dish') ?? ''));
}

/**
 * The spec's filter, written out independently of the widget's code: an excluded allergen hides
 * the dishes containing it or a trace of it (traces not allowed) and every dish whose allergens
 * are not completely declared.
 */
function expectedSlugs(category: DishCategory | 'all', exclude: AllergenCode[]): string[] {
  return dishesOf(publicMenu)
    .filter((dish) => category === 'all' || dish.category === category)
    .filter(
      (dish) =>
        exclude.length === 0 ||
        (dish.allergens.complete &&
          !exclude.some((code) => dish.allergens.contains.includes(code)) &&
          !exclude.some((code) => dish.traces.includes(code))),
    )
    .map((dish) => dish.slug);
}

/** What the host page's own content looks like: its elements, texts and the heading's style. */
function ownContent(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const heading = document.getElementById('own');
    if (!main || !heading) return null;
    const style = getComputedStyle(heading);
    return {
      elements: [...main.children]
        .filter((child) => !child.matches('script, .nutrimenu-menu'))
        .map((child) => `${child.tagName} ${child.textContent}`),
      heading: [style.fontFamily, style.fontSize, style.color, style.display].join(' | '),
    };
  });
}

/**
 * Opens the embed panel at the foot of the menu page. Scrolling there lays out the cards passed on
 * the way (content-visibility: their estimated height gives way to their real one), which can move
 * the panel between Playwright's stability check and its click: the click lands on the page and the
 * panel stays shut. So it clicks until the panel is open, and never twice once it is.
 */
async function openEmbedPanel(page: Page): Promise<void> {
  const panel = page.locator('details.embed-snippet');
  const isOpen = () => panel.evaluate((details: HTMLDetailsElement) => details.open);
  await vi.waitFor(
    async () => {
      if (!(await isOpen())) await panel.getByText(t('embed.title'), { exact: true }).click();
      expect(await isOpen()).toBe(true);
    },
    { timeout: 10_000, interval: 200 },
  );
}

describe('the embed snippet of the menu page', () => {
  test('names the widget on the storefront, the demo restaurant and the page locale', () => {
    expect(snippet).toBe(
      `<script src="${stack.storefrontUrl}/widget.js" data-restaurant="demo-bistro" data-locale="en" async></script>`,
    );
  });

  test('is copied to the clipboard by its button, which says so', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.storefrontUrl,
    });
    const { page, problems } = await openPage(context, `${stack.storefrontUrl}${MENU_PAGE}`);
    try {
      await openEmbedPanel(page);
      await page.getByRole('button', { name: t('embed.copy'), exact: true }).click();
      await expect
        .poll(() => page.locator('.embed-snippet [role="status"]').textContent())
        .toBe(t('embed.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      await context.clearPermissions();
    }
  });

  test.each(['light', 'dark'] as const)(
    'opened on a small phone (%s), fits the screen, has a 24 px button and no WCAG 2.2 AA violation',
    async (colorScheme) => {
      const phone = await browser.newContext({
        viewport: { width: 360, height: 740 },
        colorScheme,
      });
      try {
        const { page, problems } = await openPage(phone, `${stack.storefrontUrl}${MENU_PAGE}`);
        await openEmbedPanel(page);
        const button = page.getByRole('button', { name: t('embed.copy'), exact: true });
        const box = await button.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        expect(await runAxe(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await phone.close();
      }
    },
  );
});

describe('the snippet pasted into a page on another origin', () => {
  test('shows the demo menu: the sections and dishes of the public menu, and its allergens', async () => {
    const { page, errors } = await openHostPage();
    try {
      const sections = publicMenu.menu?.sections.filter((section) => section.dishes.length > 0);
      await expect(page.locator(`${WIDGET} h2`).textContent()).resolves.toBe(
        publicMenu.restaurant.name,
      );
      expect(await page.locator(`${WIDGET} h3`).allTextContents()).toEqual(
        sections?.map((section) => section.title),
      );
      expect(await shownSlugs(page)).toEqual(dishesOf(publicMenu).map((dish) => dish.slug));
      // A dish's heading is its name, then its price.
      const names = await page
        .locator(`${WIDGET} li[data-dish] > h4`)
        .evaluateAll((headings) => headings.map((heading) => heading.firstChild?.textContent));
      expect(names).toEqual(dishesOf(publicMenu).map((dish) => dish.name));

      const dish = dishesOf(publicMenu).find(
        (candidate: PublicDish) =>
          candidate.allergens.complete &&
          candidate.allergens.contains.length > 0 &&
          candidate.traces.length > 0,
      );
      if (!dish) throw new Error('The demo menu has no dish with allergens and traces');
      const allergenNames = (codes: AllergenCode[]) =>
        codes.map((code) => allergenName(code, 'en')).join(', ');
      const card = page.locator(`${WIDGET} li[data-dish="${dish.slug}"]`);
      await expect(
        card.locator('p', { hasText: `${t('allergens.heading')}:` }).textContent(),
      ).resolves.toBe(`${t('allergens.heading')}: ${allergenNames(dish.allergens.contains)}`);
      await expect(
        card.locator('p', { hasText: `${t('allergens.mayContain.heading')}:` }).textContent(),
      ).resolves.toBe(`${t('allergens.mayContain.heading')}: ${allergenNames(dish.traces)}`);

      await expect(page.locator(`${WIDGET} a`).last().getAttribute('href')).resolves.toBe(
        `${stack.storefrontUrl}${MENU_PAGE}`,
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("states each dish's energy per portion on its row in kJ and kcal, never a figure it does not know", async () => {
    const { page, errors } = await openHostPage();
    try {
      for (const dish of dishesOf(publicMenu)) {
        const heading = await page
          .locator(`${WIDGET} li[data-dish="${dish.slug}"] > h4`)
          .textContent();
        const { energyKj: kj, energyKcal: kcal } = dish.nutrition?.perPortion ?? {};
        // Each figure as the widget's nutrition table writes it: "at least" on a partial one.
        const cell = (row: typeof kcal, unit: string) =>
          row?.status === 'lowerBound'
            ? t('nutrition.atLeast', { value: `${row.display} ${unit}` })
            : `${row?.display} ${unit}`;
        if (kcal?.status === 'unknown' || kj?.status === 'unknown' || !kcal || !kj) {
          expect(heading, dish.slug).not.toContain('kcal');
        } else {
          expect(heading?.endsWith(` · ${cell(kj, 'kJ')} / ${cell(kcal, 'kcal')}`), dish.slug).toBe(
            true,
          );
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("shows each dish's picture in its square size, from the storefront's immutable addresses", async () => {
    const { page, errors } = await openHostPage();
    const loaded: { url: string; status: number; headers: Record<string, string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') {
        loaded.push({
          url: response.url(),
          status: response.status(),
          headers: response.headers(),
        });
      }
    });
    try {
      const pictured = dishesOf(publicMenu).filter((dish) => dish.image);
      // The demo draws its dishes: the check below would pass on a menu without pictures.
      expect(pictured.length).toBeGreaterThan(5);
      const images = page.locator(`${WIDGET} li[data-dish] > img`);
      const sources = await images.evaluateAll((list) =>
        list.map((image) => (image as HTMLImageElement).src),
      );
      expect(sources).toHaveLength(pictured.length);
      for (const src of sources) {
        expect(src).toMatch(
          new RegExp(
            `^${stack.storefrontUrl}/img/[A-Za-z0-9_-]{16}/api/media/file/.+-320x320\\.webp$`,
          ),
        );
      }
      // Lazy: the first picture loads once it is scrolled into view, at its square size.
      const first = images.first();
      await first.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        await first.elementHandle(),
      );
      const size = await first.evaluate((image) => [
        (image as HTMLImageElement).naturalWidth,
        (image as HTMLImageElement).naturalHeight,
      ]);
      expect(size).toEqual([320, 320]);
      const response = await fetch(sources[0] ?? '', { headers: { Origin: hostOrigin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("leaves the host page's own content and look unchanged", async () => {
    const bare = await context.newPage();
    await bare.goto(`${hostOrigin}/bare.html`);
    const before = await ownContent(bare);
    await bare.close();
    const { page, errors } = await openHostPage();
    try {
      expect(before).not.toBeNull();
      expect(await ownContent(page)).toEqual(before);
      // The widget's one element, right after the pasted script.
      expect(
        await page.evaluate(() =>
          [...(document.querySelector('main')?.children ?? [])].map(
            (child) =>
              `${child.tagName.toLowerCase()}${child.className ? `.${child.className}` : ''}`,
          ),
        ),
      ).toEqual(['h1', 'p', 'script', 'div.nutrimenu-menu']);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('filters by category and hides the dishes with an excluded allergen', async () => {
    const { page, errors } = await openHostPage();
    try {
      const widget = page.locator(WIDGET);
      await widget.getByRole('radio', { name: t('menu.category.drinks'), exact: true }).check();
      expect(await shownSlugs(page)).toEqual(expectedSlugs('drinks', []));
      await widget.getByText(t('filter.allergens.heading'), { exact: true }).first().click();
      await widget.getByRole('checkbox', { name: allergenName('milk', 'en'), exact: true }).check();
      const drinksWithoutMilk = expectedSlugs('drinks', ['milk']);
      expect(await shownSlugs(page)).toEqual(drinksWithoutMilk);
      // The demo menu has drinks with milk: the exclusion really removed some.
      expect(drinksWithoutMilk.length).toBeLessThan(expectedSlugs('drinks', []).length);
      await widget.getByRole('radio', { name: t('menu.category.all'), exact: true }).check();
      expect(await shownSlugs(page)).toEqual(expectedSlugs('all', ['milk']));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('has no WCAG 2.2 AA violation, inside the shadow root included', async () => {
    const { page, errors } = await openHostPage();
    try {
      const widget = page.locator(WIDGET);
      // Opened, so the allergen checkboxes and a nutrition table are checked too.
      await widget.getByText(t('filter.allergens.heading'), { exact: true }).first().click();
      await widget.getByText(t('nutrition.heading'), { exact: true }).first().click();
      await expect(widget.locator('table').first().isVisible()).resolves.toBe(true);
      expect(await runAxe(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the storefront's public menu endpoint the widget reads", () => {
  const url = () => `${stack.storefrontUrl}/api/public/menus/demo-bistro?locale=en`;

  test('is open to every origin for GET, and sets no cookie', async () => {
    const response = await fetch(url(), { headers: { Origin: hostOrigin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    // Core's contract holds for what the widget reads, its absolute image addresses included.
    expect(publicMenuSchema.parse(await response.json()).restaurant.slug).toBe('demo-bistro');
  });

  test('allows no POST from another origin', async () => {
    const post = await fetch(url(), {
      method: 'POST',
      headers: { Origin: hostOrigin, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.ok).toBe(false);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(url(), {
      method: 'OPTIONS',
      headers: {
        Origin: hostOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    // And a browser on the host page is refused (its console reports the CORS error).
    const page = await context.newPage();
    try {
      await page.goto(`${hostOrigin}/bare.html`);
      const outcome = await page.evaluate(async (target) => {
        try {
          const answer = await fetch(target, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          });
          return `answered ${answer.status}`;
        } catch (error) {
          return (error as Error).name;
        }
      }, url());
      expect(outcome).toBe('TypeError');
    } finally {
      await page.close();
    }
  });
});
