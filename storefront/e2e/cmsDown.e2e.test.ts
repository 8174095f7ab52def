import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createApp } from '../src/server/app';
import { launchChromium } from './harness/launchChromium';
import { openPage, pageText } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';
import { startTcpProxy, type TcpProxy } from './helpers/startTcpProxy';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let proxy: TcpProxy;
let storefrontUrl: string;
let closeStorefront: () => Promise<void>;
let browser: Browser;

// A storefront of its own (the production build, in this process) reading the real CMS through a
// relay the test can cut: the shared stack's CMS stays up for the other files.
beforeAll(async () => {
  proxy = await startTcpProxy(stack.cmsUrl);
  // Nothing is fresh: every page must ask the CMS, so a cached page shown below was served
  // because the CMS failed, not because it was still fresh.
  const { app, close } = await createApp({
    mode: 'production',
    cmsUrl: proxy.url,
    cache: { freshMs: 0, staleMs: 0, retryMs: 0 },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  storefrontUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeStorefront = async () => {
    await new Promise((resolve) => server.close(resolve));
    await close();
  };
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await closeStorefront?.();
  await proxy?.down();
});

describe('when the CMS is down', () => {
  const MENU = '/restaurant/demo-bistro';

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
