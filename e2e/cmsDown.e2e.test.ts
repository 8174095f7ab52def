import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import { type RunningStorefront, startStorefront } from '@nutrimenu/devstack/stack/startStorefront';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openPage, pageText } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
import { startTcpProxy, type TcpProxy } from './helpers/startTcpProxy';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let proxy: TcpProxy;
let storefront: RunningStorefront;
let storefrontUrl: string;
let browser: Browser;

// A storefront of its own (the production build, in a process of its own) reading the real CMS
// through a relay the test can cut: the shared stack's CMS stays up for the other files.
beforeAll(async () => {
  proxy = await startTcpProxy(stack.cmsUrl);
  // Nothing is fresh: every page must ask the CMS, so a cached page shown below was served
  // because the CMS failed, not because it was still fresh.
  storefront = await startStorefront({
    cmsUrl: proxy.url,
    env: { CMS_CACHE_TTL: '0', CMS_CACHE_STALE: '0' },
  });
  storefrontUrl = storefront.url;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
  await proxy?.down();
});

describe('when the CMS is down', () => {
  const MENU = '/ro/restaurant/demo-bistro';

  beforeAll(async () => {
    const before = await fetch(`${storefrontUrl}${MENU}`);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('Ciorbă de burtă');
    await proxy.down();
  });

  test('a menu read before keeps being served from the cache', async () => {
    const cached = await fetch(`${storefrontUrl}${MENU}`);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toContain('Ciorbă de burtă');
  });

  test('a menu never read is a friendly 503 page', async () => {
    const t = await translatorFor('en');
    const context = await browser.newContext();
    try {
      const { page, response } = await openPage(
        context,
        `${storefrontUrl}/en/restaurant/demo-expired`,
      );
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toMatch(/^\d+$/);
      expect(await pageText(page)).toContain(t('error.unavailable.title'));
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a crawler is not shown the error page', async () => {
    const t = await translatorFor('en');
    const response = await fetch(`${storefrontUrl}/en/restaurant/demo-private`, {
      headers: {
        'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).not.toContain(t('error.unavailable.title'));
    expect(body).not.toContain(t('error.generic.title'));
  });
});
