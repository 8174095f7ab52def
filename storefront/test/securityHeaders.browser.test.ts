import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { hydrate } from './helpers/hydrate';
import { type BrowserWorld, startBrowserWorld } from './helpers/startBrowserWorld';
import { startStorefront } from './helpers/startStorefront';

/*
 * The storefront's security headers, read from the answers, and its Content-Security-Policy
 * enforced by Chromium on every kind of page with no violation reported.
 */

const PAGES = {
  home: '/en',
  listing: '/en/restaurant/city/cluj-napoca',
  menu: '/en/restaurant/bistro-somes',
  'secondary menu': '/ro/restaurant/bistro-somes/meniul-zilei',
  dish: '/en/restaurant/bistro-somes/recipes/ciorba-de-burta',
  '404': '/en/nowhere',
} as const;

let world: BrowserWorld;

beforeAll(async () => {
  world = await startBrowserWorld();
});

afterAll(async () => {
  await world?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${world.storefront.url}${path}`, { headers, redirect: 'manual' });

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('headers', () => {
  test.each([
    ['a menu page', PAGES.menu],
    ['the 404 screen', PAGES['404']],
    ['a static file', '/build.json'],
    ['the widget data', '/api/public/menus/bistro-somes'],
  ])('%s carries the basics and the page policy', async (_label, path) => {
    const response = await get(path);
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('style-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    // Over plain http, without a trusted proxy: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('HSTS is sent when a trusted proxy says the request came over https, and only then', async () => {
    const proxied = await startStorefront(world.cms.url, { trustProxy: 'loopback' });
    try {
      const https = await fetch(`${proxied.url}/en`, { headers: { 'X-Forwarded-Proto': 'https' } });
      await https.text();
      expect(https.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      );
      const http = await fetch(`${proxied.url}/en`, { headers: { 'X-Forwarded-Proto': 'http' } });
      await http.text();
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the forwarded protocol is anyone's claim.
    const untrusted = await get('/en', { 'X-Forwarded-Proto': 'https' });
    await untrusted.text();
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });
});

/** Opens `path` with every CSP violation and console error recorded from the first byte. */
async function openRecording(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await world.browser.newPage();
  const problems: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${world.storefront.url}${path}`);
  await hydrate(page);
  return { page, problems };
}

describe('in Chromium, with the policy enforced', () => {
  test.each(Object.entries(PAGES))(
    'the %s page loads, hydrates and reports no violation',
    async (_label, path) => {
      const { page, problems } = await openRecording(path);
      try {
        // Filters and tabs are scripts at work: use one, so its code runs under the policy too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(200);
        expect(problems).toEqual([]);
        // The policy is really there: an injected inline script is refused and reported.
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.append(script);
        });
        await page.waitForTimeout(100);
        expect(await page.evaluate(() => 'injected' in window)).toBe(false);
        expect(
          problems.some((problem) => problem.startsWith('script-src-elem blocked inline')),
        ).toBe(true);
      } finally {
        await page.close();
      }
    },
  );

  test('another site cannot frame a page (clickjacking)', async () => {
    const attacker: Server = createServer((_req, res) => {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>x</title><iframe src="${world.storefront.url}${PAGES.menu}"></iframe>`,
        );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    const page = await world.browser.newPage();
    const errors = vi.fn();
    page.on('console', (message) => errors(message.text()));
    try {
      const { port } = attacker.address() as AddressInfo;
      // localhost, not 127.0.0.1: another origin than the storefront's.
      await page.goto(`http://localhost:${port}/`);
      await page.waitForTimeout(500);
      const framed = page.frames().find((frame) => frame.url().includes('/restaurant/'));
      const framedText = framed ? await framed.evaluate(() => document.body?.innerText ?? '') : '';
      expect(framedText).not.toContain('Ciorbă');
    } finally {
      await page.close();
      attacker.closeAllConnections();
      await new Promise((resolve) => attacker.close(resolve));
    }
  });
});
