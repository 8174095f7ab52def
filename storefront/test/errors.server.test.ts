import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  cms = await startFakeCms();
  storefront = await startStorefront(cms.url);
});

afterAll(async () => {
  await storefront?.close();
  await cms?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${storefront.url}${path}`, {
    headers: { 'User-Agent': DINER_USER_AGENT, ...headers },
    redirect: 'manual',
  });
}

// Headers as given, Host included (see httpGet).
async function rawGet(path: string, headers: Record<string, string>) {
  const { status, body } = await httpGet(`${storefront.url}${path}`, headers);
  return { status, body };
}

const statusWithHost = async (path: string, host: string) => (await rawGet(path, { host })).status;

describe('crawlers', () => {
  test('a crawler gets a bare 503 instead of the error screen, and the error is logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const response = await get('/en/restaurant/broken', { 'User-Agent': GOOGLEBOT });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const body = await response.text();
      expect(body).toBe('Service Unavailable');
      expect(String(errors.mock.calls[0]?.[0])).toContain('/en/restaurant/broken');
      expect(String(warnings.mock.calls.at(-1)?.[0])).toContain('answered a bare 503 (for 502)');
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  test.each([
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11) Chrome/137.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    [
      'the Facebook preview',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ],
    ['a bot in capitals', 'SomeBOT/2.0'],
  ])('%s gets the bare 503 too', async (_label, userAgent) => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const response = await get('/ro/restaurant/broken', { 'User-Agent': userAgent });
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('Hopa');
  });

  test('a person gets the error screen for the same failure', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const response = await get('/en/restaurant/broken', { 'User-Agent': PHONE });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('Oops... Something went wrong on our side');
  });

  test('a diner on a CUBOT phone ("bot" in its name) gets the error screen, not the bare 503', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const cubot =
      'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    const response = await get('/en/restaurant/broken', { 'User-Agent': cubot });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('Oops... Something went wrong on our side');
  });

  test('a crawler gets pages and the 404 screen as everyone does: they are not errors', async () => {
    const page = await get('/en/restaurant/bistro-somes', { 'User-Agent': GOOGLEBOT });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ciorbă de burtă');
    const missing = await get('/en/nowhere', { 'User-Agent': GOOGLEBOT });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("We couldn't find the page you are looking for...");
  });
});

describe('HTTP caching of pages', () => {
  test('a page carries CDN caching and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/en/restaurant/bistro-somes', { Cookie: 'locale=en' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    // Compressed or not, by what the client accepts; never by cookie for a shared page.
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const etag = first.headers.get('etag');
    await first.text();
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await rawGet('/en/restaurant/bistro-somes', {
      Cookie: 'locale=en',
      'If-None-Match': etag ?? '',
    });
    expect(second).toEqual({ status: 304, body: '' });
  });

  test('a page that saves the locale cookie (a switcher link) is private and varies by cookie', async () => {
    // Headers as given: fetch() would send its own Sec-Fetch-Mode (cors), not a navigation's.
    const { headers } = await httpGet(`${storefront.url}/en/restaurant/bistro-somes`, {
      'User-Agent': DINER_USER_AGENT,
      'Accept-Encoding': 'gzip',
      Cookie: 'locale=ro',
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'navigate',
    });
    expect(headers['set-cookie']?.[0]).toContain('locale=en');
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(headers.vary).toBe('Cookie, Accept-Encoding');
  });
});

describe('build descriptor', () => {
  test('build.json names the release the pages carry, and is always revalidated', async () => {
    const response = await get('/build.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const { release } = (await response.json()) as { release: string };
    expect(release).toMatch(/^[0-9a-f]{16}$/);
    const html = await (await get('/en/restaurant/bistro-somes')).text();
    expect(html).toContain(`<meta name="nutrimenu-release" content="${release}">`);
  });
});

describe('host without a brand (locale domain not found)', () => {
  test('is logged once per host, and the page still renders with the fallback brand', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await statusWithHost('/en', 'menu.unbranded.example:8080')).toBe(200);
      expect(await statusWithHost('/en/restaurant', 'menu.unbranded.example:8080')).toBe(200);
      expect(await statusWithHost('/en', 'menu.nutrischeme.localhost:8080')).toBe(200);
      // The listing's fixture logo on an unreachable CDN is warned about too: not this test's.
      const messages = warnings.mock.calls
        .map((call) => String(call[0]))
        .filter((message) => !message.startsWith('[storefront] image '));
      expect(messages).toEqual([
        '[storefront] No brand lists the host menu.unbranded.example:8080: showing the fallback brand "valori-nutritionale".',
      ]);
    } finally {
      warnings.mockRestore();
    }
  });
});
