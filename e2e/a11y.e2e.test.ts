import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openPage } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';

const stack = inject('stack');
let browser: Browser;
let phone: BrowserContext;
let desktop: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  // Diners are on phones: the small screen is checked first; a wide one catches layout-only issues.
  phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  ['home', '/ro', 200],
  ['listing', '/en/restaurant', 200],
  ['listing by city and feature', '/de/restaurant/city/cluj-napoca/specific/pizza', 200],
  ['menu', '/ro/restaurant/demo-bistro', 200],
  ['secondary menu', '/en/restaurant/demo-bistro/meniul-zilei', 200],
  ['dish', '/en/restaurant/demo-bistro/recipes/salata-caesar', 200],
  ['dish in a fallback locale', '/hu/restaurant/demo-bistro/recipes/ciorba-de-burta', 200],
  ['filtered menu with no match', '/en/restaurant/demo-bistro?category=drinks&proteinMin=50', 200],
  ['no subscription', '/en/restaurant/demo-expired', 200],
  ['404', '/en/no-such-page', 404],
] as const;

test.each(PAGES)(
  'axe finds no WCAG 2.2 AA violation on the %s page (phone)',
  async (_label, path, status) => {
    const { page, response } = await openPage(phone, `${stack.storefrontUrl}${path}`);
    try {
      expect(response?.status()).toBe(status);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  },
);

test.each(PAGES)(
  'axe finds no WCAG 2.2 AA violation on the %s page (desktop)',
  async (_label, path) => {
    const { page } = await openPage(desktop, `${stack.storefrontUrl}${path}`);
    try {
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  },
);
