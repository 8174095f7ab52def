import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@nutrimenu/devstack/browser/launchChromium';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openPage } from './helpers/openPage';

/*
 * Each brand's demo menu is a web app Chromium offers to install, with the 192 and 512 px icons its
 * manifest lists. Chromium refuses to install from an incognito profile ("in-incognito"), which is
 * what Playwright's browser contexts are: this file uses a persistent profile of its own.
 * `*.localhost` is a secure context for Chromium, as https is.
 */

const stack = inject('stack');
const MENU = '/ro/restaurant/demo-bistro';
const BRAND_HOSTS = ['menu.valorinutritionale.localhost', 'menu.nutrischeme.localhost'];

let profile: string;
let context: BrowserContext;

beforeAll(async () => {
  profile = await mkdtemp(path.join(tmpdir(), 'nutrimenu-installable-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
});

afterAll(async () => {
  await context?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

// The demo menu is NutriScheme's and answers on its host only: the other host is checked on its
// restaurant listing.
const PAGE_ON: Record<string, string> = {
  'menu.nutrischeme.localhost': MENU,
  'menu.valorinutritionale.localhost': '/ro/restaurant',
};

describe.each(BRAND_HOSTS)('a page on %s', (host) => {
  const origin = `http://${host}:${stack.storefrontPort}`;
  const path = PAGE_ON[host] ?? MENU;

  test('is installable: Chromium reports no installability error', async () => {
    const { page, problems } = await openPage(context, `${origin}${path}`);
    try {
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('lists a 192 and a 512 px PNG icon, each that size, from the storefront', async () => {
    const { page } = await openPage(context, `${origin}${path}`);
    try {
      // As Chromium read it (Node cannot resolve *.localhost).
      const cdp = await context.newCDPSession(page);
      const { data } = await cdp.send('Page.getAppManifest');
      const { icons } = JSON.parse(data ?? '{}') as { icons: ManifestIcon[] };
      const sizes = icons.map((icon) => icon.sizes);
      expect(sizes).toContain('192x192');
      expect(sizes).toContain('512x512');
      for (const icon of icons) {
        expect(icon.type).toBe('image/png');
        expect(icon.src).toMatch(/^\/img\/[A-Za-z0-9_-]{16}\//);
        // Decoded by the browser: the file is the size the manifest says it is.
        const decoded = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(decoded, icon.src).toBe(icon.sizes);
      }
    } finally {
      await page.close();
    }
  });
});
