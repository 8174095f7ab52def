import { type PublicBrand, type PublicPage, publicPageSchema } from '@nutrimenu/core/contract';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fetchBrands } from './helpers/cmsApi';
import { hydrate, openPage, pageText, visibleText } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
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

const origin = (host: string) => `http://${host}:${stack.storefrontPort}`;

function brand(key: string): PublicBrand {
  const found = brands.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`The demo has no brand ${key}`);
  return found;
}

describe("the home page is the brand's landing page", () => {
  // The promotional video has its own test (promoVideo.e2e.test.ts): the demo ships none.
  test('with the company name, public contacts and main-site link', async () => {
    const expected = brand('nutrischeme');
    const { page, problems } = await openPage(
      context,
      `${origin('menu.nutrischeme.localhost')}/en`,
    );
    try {
      const text = await pageText(page);
      expect(text).toContain(expected.companyName);
      for (const contact of [expected.contact.email, expected.contact.phone]) {
        if (contact) expect(text).toContain(contact);
      }
      expect(await page.locator(`a[href="${expected.homeUrl}"]`).count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test.each([
    ['by name', 'bistro', 'Demo Bistro', 'Casa Bănățeană'],
    ['by city, without diacritics', 'timisoara', 'Casa Bănățeană', 'Demo Bistro'],
  ])('finds a restaurant %s', async (_label, query, found, notFound) => {
    const { page, problems } = await openPage(context, `${stack.storefrontUrl}/en`);
    try {
      const search = page.getByRole('search').getByRole('searchbox');
      await search.fill(query);
      await Promise.all([page.waitForURL(/\/en\/restaurant/), search.press('Enter')]);
      await hydrate(page);
      const text = await visibleText(page);
      expect(text).toContain(found);
      expect(text).not.toContain(notFound);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('help, FAQ and terms pages come from the CMS per brand and locale', () => {
  async function cmsPage(kind: string, brandKey: string, locale: string): Promise<PublicPage> {
    const response = await fetch(
      `${stack.cmsUrl}/api/public/pages/${kind}?brand=${brandKey}&locale=${locale}`,
    );
    expect(response.status, `the CMS has no ${kind} page for ${brandKey}`).toBe(200);
    return publicPageSchema.parse(await response.json());
  }

  test.each([
    ['help', 'nutrischeme', 'menu.nutrischeme.localhost', 'en'],
    ['faq', 'nutrischeme', 'menu.nutrischeme.localhost', 'de'],
    ['terms', 'valorinutritionale', 'menu.valorinutritionale.localhost', 'ro'],
    ['terms', 'valorinutritionale', '127.0.0.1', 'en'],
  ])('/%s of %s in %s', async (kind, brandKey, host, locale) => {
    const content = await cmsPage(kind, brandKey, locale);
    const { page, response, problems } = await openPage(
      context,
      `${origin(host)}/${locale}/${kind}`,
    );
    try {
      expect(response?.status()).toBe(200);
      const text = await pageText(page);
      expect(text).toContain(content.title);
      for (const item of content.items) expect(text).toContain(item.question);
      expect(await runAxe(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("the unprefixed /terms goes to the browser's language: Romanian for a Romanian browser", async () => {
    const content = await cmsPage('terms', 'valorinutritionale', 'ro');
    const romanian = await browser.newContext({ locale: 'ro-RO' });
    try {
      const { page, response } = await openPage(romanian, `${stack.storefrontUrl}/terms`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/ro/terms');
      expect(await pageText(page)).toContain(content.title);
    } finally {
      await romanian.close();
    }
  });

  test('the two brands have their own pages', async () => {
    const a = await cmsPage('help', 'nutrischeme', 'en');
    const b = await cmsPage('help', 'valorinutritionale', 'en');
    expect(a.html).not.toBe(b.html);
  });

  test('an unknown content page is the 404 screen', async () => {
    const t = await translatorFor('en');
    const { page, response } = await openPage(context, `${stack.storefrontUrl}/en/help/more`);
    try {
      expect(response?.status()).toBe(404);
      expect(await pageText(page)).toContain(t('error.notFound.title'));
    } finally {
      await page.close();
    }
  });
});
