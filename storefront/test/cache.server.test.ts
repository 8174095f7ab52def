import { afterEach, describe, expect, test } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

const SECRET = 'a-test-secret-of-32-characters!!';

type Cms = Awaited<ReturnType<typeof startFakeCms>>;
type Storefront = Awaited<ReturnType<typeof startStorefront>>;

// Each test gets its own stand-in CMS and storefront: the tests stop the CMS and fill the cache.
const running: { cms: Cms; storefront: Storefront; cmsClosed: boolean }[] = [];

async function start(options: Parameters<typeof startStorefront>[1] = {}) {
  const cms = await startFakeCms();
  // These tests watch the document cache: rendered pages are not reused unless a test asks.
  const storefront = await startStorefront(cms.url, { pageCache: { ttlMs: 0 }, ...options });
  const entry = { cms, storefront, cmsClosed: false };
  running.push(entry);
  // Bodies are always read, so no connection is left busy when the servers close.
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${storefront.url}${path}`, {
      headers: { 'User-Agent': DINER_USER_AGENT, ...headers },
      redirect: 'manual',
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const stopCms = async () => {
    entry.cmsClosed = true;
    await cms.close();
  };
  const revalidate = async (body: unknown, authorization?: string) => {
    const response = await fetch(`${storefront.url}/api/revalidate`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, json: await response.json() };
  };
  return { cms, get, stopCms, revalidate };
}

afterEach(async () => {
  for (const { cms, storefront, cmsClosed } of running.splice(0)) {
    await storefront.close();
    if (!cmsClosed) await cms.close();
  }
});

const menuRequests = (cms: Cms) =>
  cms.requests.filter((request) => request.startsWith('/api/public/menus/bistro-somes'));

describe('the CMS document cache', () => {
  test('a cached menu keeps rendering after the CMS stops; an uncached one is the friendly 503', async () => {
    const { get, stopCms } = await start();
    expect((await get('/ro/restaurant/bistro-somes')).status).toBe(200);
    await stopCms();

    const cached = await get('/ro/restaurant/bistro-somes');
    expect(cached.status).toBe(200);
    expect(cached.body).toContain('Ciorbă de burtă');

    const uncached = await get('/ro/restaurant/closed');
    expect(uncached.status).toBe(503);
    expect(uncached.headers.get('retry-after')).toBe('30');
    expect(uncached.headers.get('cache-control')).toBe('no-store');
    const html = uncached.body;
    expect(html).toContain('Pagina nu este disponibilă momentan');
    expect(html).toContain('Nu putem încărca pagina acum.');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('<h1>Hopa...');
  });

  test('the friendly 503 page is in the page locale', async () => {
    const { get, stopCms } = await start();
    await get('/en/restaurant/bistro-somes');
    await stopCms();
    const { body: html } = await get('/en/restaurant/closed');
    expect(html).toContain('<h1>This page is temporarily unavailable</h1>');
    expect(html).toContain('We cannot load this page right now. Please try again in a minute.');
  });

  test('expired documents are still served while the CMS answers 5xx', async () => {
    // Nothing is fresh: every page revalidates, and the CMS fails each time.
    const { cms, get } = await start({ cache: { freshMs: 0, staleMs: 0, retryMs: 0 } });
    expect((await get('/en/restaurant/bistro-somes')).status).toBe(200);
    cms.failWith(503);
    const response = await get('/en/restaurant/bistro-somes');
    expect(response.status).toBe(200);
    expect(response.body).toContain('Ciorbă de burtă');
    expect(menuRequests(cms)).toHaveLength(2);
    expect((await get('/en/restaurant/closed')).status).toBe(503);
  });

  test('a fresh menu is served without asking the CMS', async () => {
    const { cms, get } = await start();
    await get('/ro/restaurant/bistro-somes');
    await get('/ro/restaurant/bistro-somes/recipes/ciorba-de-burta');
    await get('/ro/restaurant/bistro-somes');
    expect(menuRequests(cms)).toEqual(['/api/public/menus/bistro-somes?locale=ro']);
    expect(cms.requests.filter((request) => request === '/api/public/brands')).toHaveLength(1);
  });

  test('a revalidated menu that the CMS answers 304 for keeps rendering', async () => {
    const { cms, get } = await start({ cache: { freshMs: 0, staleMs: 0 } });
    await get('/ro/restaurant/bistro-somes');
    const again = await get('/ro/restaurant/bistro-somes');
    expect(again.status).toBe(200);
    expect(again.body).toContain('Ciorbă de burtă');
    expect(menuRequests(cms)).toHaveLength(2);
  });
});

describe('POST /api/revalidate', () => {
  test("the CMS's notification drops the restaurant's menus, so the next page shows the change", async () => {
    const { cms, get, revalidate } = await start({ revalidateSecret: SECRET });
    expect((await get('/ro/restaurant/bistro-somes')).body).not.toContain('Bistro Someș v2');
    cms.setMenuVersion(2);
    expect((await get('/ro/restaurant/bistro-somes')).body).not.toContain('Bistro Someș v2');

    const response = await revalidate(
      { restaurant: 'bistro-somes', collection: 'recipes', id: 7 },
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toEqual({ purged: 1, restaurant: 'bistro-somes' });
    expect((await get('/ro/restaurant/bistro-somes')).body).toContain('Bistro Someș v2');
  });

  test('a notification without a restaurant drops everything, brands included', async () => {
    const { cms, get, revalidate } = await start({ revalidateSecret: SECRET });
    await get('/ro/restaurant/bistro-somes');
    const brandRequests = () => cms.requests.filter((request) => request === '/api/public/brands');
    expect(brandRequests()).toHaveLength(1);
    const response = await revalidate(
      { restaurant: null, collection: 'brands', id: '1' },
      `Bearer ${SECRET}`,
    );
    expect(response.json).toEqual({ purged: 2, restaurant: null });
    await get('/ro/restaurant/bistro-somes');
    expect(brandRequests()).toHaveLength(2);
    expect(menuRequests(cms)).toHaveLength(2);
  });

  test.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer a-wrong-secret-of-32-characters!'],
    ['the secret without Bearer', SECRET],
  ])('refuses %s with 401 and keeps the cache', async (_label, authorization) => {
    const { cms, get, revalidate } = await start({ revalidateSecret: SECRET });
    await get('/ro/restaurant/bistro-somes');
    const response = await revalidate(
      { restaurant: 'bistro-somes', collection: 'recipes', id: 7 },
      authorization,
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    await get('/ro/restaurant/bistro-somes');
    expect(menuRequests(cms)).toHaveLength(1);
  });

  test.each([
    ['a body that is not JSON', 'restaurant=x', 'The body is not JSON'],
    ['a missing collection', { restaurant: 'x', id: 1 }, 'collection:'],
    [
      'a restaurant that is a number',
      { restaurant: 5, collection: 'recipes', id: 1 },
      'restaurant:',
    ],
    ['an empty body', '', 'The body is not JSON'],
  ])('answers %s with 400 and the reason', async (_label, body, reason) => {
    const { revalidate } = await start({ revalidateSecret: SECRET });
    const response = await revalidate(body, `Bearer ${SECRET}`);
    expect(response.status).toBe(400);
    const answer = response.json as { error: string };
    expect(answer.error).toContain(reason);
    expect(answer.error).toContain('"restaurant": slug or null');
  });

  test('answers 503 when the storefront has no secret', async () => {
    const { revalidate } = await start();
    const response = await revalidate(
      { restaurant: null, collection: 'brands', id: 1 },
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(503);
  });
});

describe('the rendered page cache', () => {
  test('a page asked again within its time is sent without asking the CMS again', async () => {
    const { cms, get } = await start({
      pageCache: { ttlMs: 60_000 },
      cache: { freshMs: 0, staleMs: 0 },
    });
    const first = await get('/ro/restaurant/bistro-somes');
    const requestsAfterFirst = menuRequests(cms).length;
    const second = await get('/ro/restaurant/bistro-somes');
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(menuRequests(cms)).toHaveLength(requestsAfterFirst);
  });

  test("the CMS's notification drops rendered pages too", async () => {
    const { cms, get, revalidate } = await start({
      revalidateSecret: SECRET,
      pageCache: { ttlMs: 60_000 },
    });
    await get('/ro/restaurant/bistro-somes');
    const before = menuRequests(cms).length;
    const purge = await revalidate(
      { restaurant: 'bistro-somes', collection: 'recipes', id: 1 },
      `Bearer ${SECRET}`,
    );
    expect(purge.status).toBe(200);
    expect((await get('/ro/restaurant/bistro-somes')).status).toBe(200);
    expect(menuRequests(cms).length).toBeGreaterThan(before);
  });

  test('a cold start under 100 connections answers every one, each page built once', async () => {
    const { cms, get } = await start({ pageCache: { ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 } });
    const paths = ['/ro/restaurant/bistro-somes', '/en/restaurant', '/hu/restaurant/bistro-somes'];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => get(paths[n % paths.length] ?? '/ro')),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    for (const path of paths) {
      const bodies = new Set(
        answers.filter((_, n) => paths[n % paths.length] === path).map((a) => a.body),
      );
      expect(bodies.size, path).toBe(1);
    }
    // One render per page at a time: the CMS was asked once per document, not once per visitor.
    expect(menuRequests(cms).filter((request) => request.includes('locale=ro'))).toHaveLength(1);
    expect(
      cms.requests.filter((request) => request.startsWith('/api/public/restaurants')),
    ).toHaveLength(1);
  });

  test('a page that failed is not kept: the next request renders again', async () => {
    const { cms, get } = await start({
      pageCache: { ttlMs: 60_000 },
      cache: { freshMs: 0, staleMs: 0 },
    });
    expect((await get('/ro/restaurant/broken')).status).toBe(502);
    const before = cms.requests.length;
    expect((await get('/ro/restaurant/broken')).status).toBe(502);
    expect(cms.requests.length).toBeGreaterThan(before);
  });
});
