import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { BRANDS, startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

/*
 * A brand list that breaks the contract (an admin's typo that reached the CMS's answer) must not
 * take the sites down: the storefront keeps dressing pages with the last good list it read.
 */

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  cms = await startFakeCms();
  // Every document is asked for again on every page, so the broken list is read at once.
  storefront = await startStorefront(cms.url, {
    cache: { freshMs: 0, staleMs: 0 },
    pageCache: { ttlMs: 0 },
  });
});

afterAll(async () => {
  await storefront?.close();
  await cms?.close();
});

const page = (path: string) =>
  fetch(`${storefront.url}${path}`, { headers: { 'User-Agent': DINER_USER_AGENT } });

test('pages go on with the last good brands while the CMS answers a broken list', async () => {
  const before = await page('/ro/restaurant/bistro-somes');
  expect(before.status).toBe(200);
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    cms.setBrands(
      BRANDS.map((brand) => ({
        ...brand,
        themeColor: 'red;}</style><script>alert(1)</script>',
        homeUrl: 'javascript:alert(1)',
      })),
    );
    const during = await page('/ro/restaurant/bistro-somes');
    expect(during.status).toBe(200);
    const html = await during.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('javascript:alert');
    expect(warnings.mock.calls.map(([message]) => String(message)).join('\n')).toContain(
      'serving the last good one',
    );
  } finally {
    cms.setBrands(null);
    warnings.mockRestore();
  }
});
