import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogLabel } from '../src/i18n/catalogLabel';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';

/*
 * The CMS's security headers read from the real production server, the admin loaded by Chromium
 * with them enforced and no violation reported, framing by another origin refused, and bad
 * percent-encoding answered 4xx by Next's router rather than its 500.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let cms: RunningCms;
let browser: Browser;
let framer: Server;
let framerUrl: string;

beforeAll(async () => {
  cms = await startCms();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Another origin (127.0.0.1, not localhost) whose page frames the admin's sign-in.
  framer = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><iframe id="admin" src="${cms.url}/admin/login"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => framer?.close(resolve));
  await cms?.stop();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${cms.url}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response;
};

describe('headers', () => {
  test.each([
    ['the admin sign-in', '/admin/login'],
    ['the REST API', '/api/users/me'],
    ['a public endpoint', '/api/public/menus/bistro-somes'],
    ['a missing page', '/admin/no-such-page'],
  ])('%s may be framed only by the CMS and carries the basics', async (_label, path) => {
    const response = await get(path);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test("a stored image keeps the file policy (no scripts), not the admin pages' one", async () => {
    const login = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${cms.url}/api/media?limit=1&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    });
    const { docs } = (await list.json()) as { docs: { url: string }[] };
    const path = new URL(docs[0]?.url ?? '/', cms.url).pathname;
    expect(path).toMatch(/^\/api\/media\/file\//);
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "script-src 'none'; frame-src 'none'; object-src 'none'; frame-ancestors 'self'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('HSTS when a proxy says the request came over https', async () => {
    const response = await get('/admin/login', { 'X-Forwarded-Proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});

describe("bad percent-encoding answers 400 in the caller's language", () => {
  test.each(['/api/%FF', '/admin/%E0%A4%A', '/api/public/menus/%E0%A4%A', '/api/recipes/%'])(
    '%s',
    async (path) => {
      const response = await fetch(`${cms.url}${path}`, { headers: { 'Accept-Language': 'ro' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: catalogLabel('admin.error.malformedAddress').ro }],
      });
    },
  );
});

/**
 * Records, from the page's first byte, every policy violation the page reports and every console
 * message Chromium writes about a refusal (framing refusals are reported to the console only).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('in Chromium', () => {
  test('the admin signs in and shows the dashboard with no policy violation', async () => {
    const context = await browser.newContext({ locale: 'ro-RO' });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${cms.url}/admin/login`);
    await page.fill('input[name="email"]', 'owner@example.com');
    await page.fill('input[name="password"]', DEMO_PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL(`${cms.url}/admin`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${cms.url}/admin/collections/recipes`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: '/tmp/sec-admin-recipes.png' });
    expect(violations).toEqual([]);
    await context.close();
  });

  test('another origin cannot frame the admin sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(framerUrl);
    await page.waitForLoadState('networkidle');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const framedForm = await frame?.$('input[name="email"]').catch(() => null);
    expect(framedForm ?? null).toBeNull();
    expect(violations.join('\n')).toMatch(/frame-ancestors/);
    await context.close();
  });
});
