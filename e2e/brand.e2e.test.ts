import type { PublicBrand } from '@nutrimenu/core/contract';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fetchBrands } from './helpers/cmsApi';
import { getWithHost } from './helpers/getWithHost';
import { openPage, pageText } from './helpers/openPage';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let browser: Browser;
let context: BrowserContext;
let brands: PublicBrand[];

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  brands = await fetchBrands(stack.cmsUrl);
});

afterAll(async () => {
  await browser?.close();
});

function brand(key: string): PublicBrand {
  const found = brands.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`The demo has no brand ${key}`);
  return found;
}

async function head(page: Page, selector: string, attribute: string): Promise<string | null> {
  const element = page.locator(selector).first();
  return (await element.count()) === 0 ? null : element.getAttribute(attribute);
}

// *.localhost resolves to this machine in Chromium, so each brand's development host reaches the
// storefront, which picks the brand by the Host header. A restaurant's page answers on its own
// brand's hosts only (demo-bistro is NutriScheme's); the Valori Nutriționale host is checked on
// its listing page. A loopback address serves every restaurant, for development.
const HOSTS = [
  {
    label: 'the NutriScheme host',
    host: 'menu.nutrischeme.localhost',
    brandKey: 'nutrischeme',
    path: '/en/restaurant/demo-bistro',
  },
  {
    label: 'the Valori Nutriționale host',
    host: 'menu.valorinutritionale.localhost',
    brandKey: 'valorinutritionale',
    path: '/en/restaurant',
  },
  {
    label: 'an unknown host (127.0.0.1)',
    host: '127.0.0.1',
    brandKey: 'valorinutritionale',
    path: '/en/restaurant/demo-bistro',
  },
];

/** `address` is the storefront's immutable copy of the CMS file at `source`, byte for byte. */
async function expectStorefrontCopy(address: string | null, source: string | null) {
  if (source === null) {
    expect(address).toBeNull();
    return;
  }
  const cmsPath = new URL(source, stack.cmsUrl).pathname;
  expect(address).toMatch(/^\/img\/[A-Za-z0-9_-]{16}\//);
  expect(address?.endsWith(cmsPath)).toBe(true);
  const [copy, original] = await Promise.all([
    fetch(`${stack.storefrontUrl}${address}`).then((response) => response.arrayBuffer()),
    fetch(new URL(source, stack.cmsUrl)).then((response) => response.arrayBuffer()),
  ]);
  expect(Buffer.from(copy).equals(Buffer.from(original))).toBe(true);
}

describe.each(HOSTS)('$label', ({ host, brandKey, path }) => {
  const origin = () => `http://${host}:${stack.storefrontPort}`;

  test(`${path} carries the ${brandKey} brand's theme colour, icons, share image and name`, async () => {
    const expected = brand(brandKey);
    const { page, problems } = await openPage(context, `${origin()}${path}`);
    try {
      expect(await head(page, 'meta[name="theme-color"]', 'content')).toBe(expected.themeColor);
      expect(await head(page, 'meta[property="og:site_name"]', 'content')).toBe(expected.name);
      expect(await head(page, 'meta[property="og:type"]', 'content')).toBe('website');
      // Icons are served by the storefront at the hash of their bytes: the CMS's very files.
      await expectStorefrontCopy(
        await head(page, 'link[rel="icon"][sizes="32x32"]', 'href'),
        expected.icons.small32,
      );
      await expectStorefrontCopy(
        await head(page, 'link[rel="icon"][sizes="192x192"]', 'href'),
        expected.icons.big192,
      );
      await expectStorefrontCopy(
        await head(page, 'link[rel="apple-touch-icon"]', 'href'),
        expected.icons.apple,
      );
      await expectStorefrontCopy(
        await head(page, 'meta[name="msapplication-TileImage"]', 'content'),
        expected.icons.ms,
      );
      const shared = await head(page, 'meta[property="og:image"]', 'content');
      if (path.startsWith('/en/restaurant/')) {
        // A menu shares its restaurant's own card, from the host the diner used.
        expect(shared?.startsWith(`${origin()}/share-cards/demo-bistro.en._.`)).toBe(true);
        expect(shared?.endsWith('.png')).toBe(true);
      } else {
        expect(shared).toBe(expected.shareImage);
      }
      // Canonical URLs stay on the host the diner used.
      expect(await head(page, 'link[rel="canonical"]', 'href')).toBe(`${origin()}${path}`);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("the home page names the brand, links the brand's main site and shares the brand's image", async () => {
    const expected = brand(brandKey);
    const { page, problems } = await openPage(context, `${origin()}/en`);
    try {
      expect(await head(page, 'meta[property="og:image"]', 'content')).toBe(expected.shareImage);
      const text = await pageText(page);
      expect(text).toContain(expected.name);
      expect(text).toContain(expected.companyName);
      expect(await page.locator(`a[href="${expected.homeUrl}"]`).count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('"Go to Home" on the 404 screen leads to the brand\'s main site', async () => {
    const expected = brand(brandKey);
    const t = await translatorFor('en');
    const { page, response } = await openPage(context, `${origin()}/en/no-such-page`);
    try {
      expect(response?.status()).toBe(404);
      const link = page.getByRole('link', { name: t('error.goHome'), exact: true });
      expect(await link.getAttribute('href')).toBe(expected.homeUrl);
    } finally {
      await page.close();
    }
  });
});

test("a restaurant's pages on another brand's host move (301) to its own brand's host, keeping path and query", async () => {
  const foreign = `http://menu.valorinutritionale.localhost:${stack.storefrontPort}`;
  const own = `http://menu.nutrischeme.localhost:${stack.storefrontPort}`;
  for (const path of [
    '/en/restaurant/demo-bistro?category=drinks',
    '/ro/restaurant/demo-bistro/recipes/ciorba-de-burta',
  ]) {
    // Node's fetch does not resolve *.localhost: the Host header is sent to the storefront itself.
    const answer = await getWithHost(`${stack.storefrontUrl}${path}`, new URL(foreign).host);
    expect([answer.status, answer.headers.location], path).toEqual([301, `${own}${path}`]);
  }
  // In Chromium the diner lands on the restaurant's own host with its brand's look.
  const { page, problems } = await openPage(context, `${foreign}/en/restaurant/demo-bistro`);
  try {
    expect(page.url()).toBe(`${own}/en/restaurant/demo-bistro`);
    expect(await head(page, 'meta[property="og:site_name"]', 'content')).toBe(
      brand('nutrischeme').name,
    );
    expect(await head(page, 'link[rel="canonical"]', 'href')).toBe(
      `${own}/en/restaurant/demo-bistro`,
    );
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});

test('the two brands differ, and the fallback brand is the Romanian one', () => {
  expect(brand('nutrischeme').icons.small32).not.toBe(brand('valorinutritionale').icons.small32);
  expect(brand('nutrischeme').name).not.toBe(brand('valorinutritionale').name);
  expect(brands.filter((candidate) => candidate.isFallback).map((b) => b.key)).toEqual([
    'valorinutritionale',
  ]);
});
