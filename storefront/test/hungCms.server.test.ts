import { afterEach, describe, expect, test, vi } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { startCmsLine } from './helpers/startCmsLine';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

type Closable = { close: () => Promise<void> };
const running: Closable[] = [];

afterEach(async () => {
  for (const server of running.splice(0).reverse()) await server.close();
  vi.restoreAllMocks();
});

/** The storefront reading the stand-in CMS through a line that can be made slow or hung. */
async function start(options: Parameters<typeof startStorefront>[1] = {}) {
  const cms = await startFakeCms();
  running.push(cms);
  const line = await startCmsLine(cms.url);
  running.push(line);
  // Pages are rendered from the CMS cache every time: what is measured is the CMS cache's answer.
  const storefront = await startStorefront(line.url, { pageCache: { ttlMs: 0 }, ...options });
  running.push(storefront);
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${storefront.url}${path}`, {
      headers: { 'User-Agent': DINER_USER_AGENT },
      redirect: 'manual',
    });
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body,
      ms: performance.now() - started,
    };
  };
  const getMany = (path: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => get(path)));
  return { line, get, getMany };
}

// The logs of the failures these tests cause on purpose.
function quiet() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('a hung CMS (accepts connections, never answers)', () => {
  test('cached pages answer at once, uncached ones the translated 503 in seconds, without pile-up', async () => {
    quiet();
    // Every cached document is stale at once, so each page read also asks the hung CMS.
    const { line, get, getMany } = await start({
      cache: { freshMs: 0 },
      cmsGuard: { openMs: 1_500 },
    });
    expect((await get('/ro/restaurant/bistro-somes')).status).toBe(200);
    line.setMode({ kind: 'hang' });
    line.requests.splice(0);

    // Rendering is CPU work on a shared machine: the bound is half the deadline, so a page that
    // waited for the CMS cannot pass.
    const cached = await getMany('/ro/restaurant/bistro-somes', 5);
    expect(cached.map((page) => page.status)).toEqual(Array(5).fill(200));
    expect(Math.max(...cached.map((page) => page.ms))).toBeLessThan(1_500);
    expect(cached[0]?.body).toContain('Ciorbă de burtă');

    const started = performance.now();
    const uncached = await getMany('/ro/restaurant/closed', 20);
    const elapsed = performance.now() - started;
    expect(uncached.map((page) => page.status)).toEqual(Array(20).fill(503));
    expect(elapsed).toBeLessThan(10_000);
    for (const page of uncached) {
      expect(page.headers.get('retry-after')).toBe('30');
      expect(page.body).toContain('Pagina nu este disponibilă momentan');
    }
    // Twenty visitors, one call to the CMS for the document (and one revalidation of each
    // stale one), each given up at its deadline.
    expect(line.requestsTo('/api/public/menus/closed')).toHaveLength(1);
    expect(line.requestsTo('/api/public/menus/bistro-somes')).toHaveLength(1);
    expect(line.requestsTo('/api/public/brands')).toHaveLength(1);

    // Three calls failed: the circuit is open, and the CMS is not even asked.
    const before = line.connections;
    const fast = await get('/en/restaurant/nowhere-yet');
    expect(fast.status).toBe(503);
    expect(fast.ms).toBeLessThan(500);
    expect(fast.body).toContain('This page is temporarily unavailable');
    const widget = await get('/api/public/menus/nowhere-yet?locale=en');
    expect([widget.status, widget.headers.get('retry-after'), JSON.parse(widget.body)]).toEqual([
      503,
      '30',
      { error: 'unavailable' },
    ]);
    expect(widget.ms).toBeLessThan(500);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.ms).toBeLessThan(500);
    expect(line.connections).toBe(before);
    expect(line.requestsTo('/api/public/menus/nowhere-yet')).toHaveLength(0);

    // The CMS is back: after the open period one probe goes through and pages recover.
    line.setMode({ kind: 'pass' });
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const recovered = await get('/en/restaurant/bistro-somes');
    expect(recovered.status).toBe(200);
    expect((await get('/ro/restaurant/closed')).status).toBe(200);
  });
});

describe('a slow CMS', () => {
  test('within the deadline: twenty concurrent visitors of an uncached menu make one call', async () => {
    const { line, getMany } = await start();
    line.setMode({ kind: 'slow', delayMs: 1_000 });
    const pages = await getMany('/ro/restaurant/bistro-somes', 20);
    expect(pages.map((page) => page.status)).toEqual(Array(20).fill(200));
    expect(line.requestsTo('/api/public/menus/bistro-somes')).toHaveLength(1);
    expect(line.requestsTo('/api/public/brands')).toHaveLength(1);
  });

  test('beyond the deadline: an uncached page is the 503 with Retry-After in under 10 s', async () => {
    quiet();
    const { line, get, getMany } = await start({ cmsGuard: { timeoutMs: 2_000 } });
    expect((await get('/ro/restaurant/bistro-somes')).status).toBe(200);
    line.setMode({ kind: 'slow', delayMs: 15_000 });
    const started = performance.now();
    const pages = await getMany('/en/restaurant/closed', 10);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(pages.map((page) => [page.status, page.headers.get('retry-after')])).toEqual(
      Array(10).fill([503, '30']),
    );
    expect(pages[0]?.body).toContain('This page is temporarily unavailable');
    expect(line.requestsTo('/api/public/menus/closed')).toHaveLength(1);
    // The cached menu still answers at once.
    const cached = await get('/ro/restaurant/bistro-somes');
    expect([cached.status, cached.ms < 1_000]).toEqual([200, true]);
  });
});
