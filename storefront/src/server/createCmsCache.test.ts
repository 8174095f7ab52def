import { DATABASE_POSITION_HEADER, MIN_DATABASE_POSITION_HEADER } from '@nutrimenu/core/contract';
import { describe, expect, test, vi } from 'vitest';
import { createCmsCache } from './createCmsCache';

const CMS = 'http://cms.test';
const MENU = `${CMS}/api/public/menus/bistro?locale=ro`;
const MENU_EN = `${CMS}/api/public/menus/bistro?locale=en`;
const OTHER_MENU = `${CMS}/api/public/menus/other?locale=ro`;
const LISTING = `${CMS}/api/public/restaurants?locale=ro`;
const SITEMAP = `${CMS}/api/public/brands/nutrischeme/sitemap?page=1`;
const BRANDS = `${CMS}/api/public/brands`;

/**
 * A stand-in CMS: documents carry their version as ETag and it answers 304 to a match. With
 * `position` set, answers carry it as their database position (a CMS with a read replica).
 */
function fakeCms() {
  const state = {
    version: 1,
    down: null as null | 'refused' | 500,
    position: null as null | string,
    requests: [] as { url: string; ifNoneMatch: string | null }[],
    /** The position each request asked the answer to be at least as new as. */
    minPositions: [] as (string | null)[],
  };
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    state.requests.push({ url, ifNoneMatch: headers.get('If-None-Match') });
    state.minPositions.push(headers.get(MIN_DATABASE_POSITION_HEADER));
    if (state.down === 'refused') throw new TypeError('fetch failed');
    if (state.down === 500) return new Response('{}', { status: 500 });
    if (url.includes('/menus/gone')) return new Response('{"errors":[]}', { status: 404 });
    const etag = `"v${state.version}"`;
    const position: Record<string, string> = state.position
      ? { [DATABASE_POSITION_HEADER]: state.position }
      : {};
    if (headers.get('If-None-Match') === etag) {
      return new Response(null, { status: 304, headers: { ETag: etag, ...position } });
    }
    return new Response(JSON.stringify({ url, version: state.version }), {
      status: 200,
      headers: { ETag: etag, 'Content-Type': 'application/json', ...position },
    });
  }) as typeof fetch;
  return { state, fetchImpl };
}

function setup(settings: Parameters<typeof createCmsCache>[0] = {}) {
  const cms = fakeCms();
  let time = 1_000_000;
  const logs: string[] = [];
  const cache = createCmsCache({
    freshMs: 60_000,
    staleMs: 600_000,
    retryMs: 10_000,
    ...settings,
    fetch: cms.fetchImpl,
    now: () => time,
    log: (message) => logs.push(message),
  });
  const version = async (url: string) => {
    const response = await cache.fetch(url);
    return ((await response.json()) as { version: number }).version;
  };
  return {
    cms,
    cache,
    logs,
    version,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createCmsCache', () => {
  test('serves a fresh document without asking the CMS again', async () => {
    const { cms, version, advance } = setup();
    expect(await version(MENU)).toBe(1);
    cms.state.version = 2;
    advance(59_999);
    expect(await version(MENU)).toBe(1);
    expect(cms.state.requests).toHaveLength(1);
  });

  test('keeps the ETag and content type of the answer', async () => {
    const { cache } = setup();
    const response = await cache.fetch(MENU);
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBe('"v1"');
    expect(response.headers.get('Content-Type')).toBe('application/json');
  });

  test('after the TTL serves the stale copy at once and revalidates it with If-None-Match', async () => {
    const { cms, version, advance } = setup();
    await version(MENU);
    advance(60_000);
    expect(await version(MENU)).toBe(1);
    await vi.waitFor(() => expect(cms.state.requests).toHaveLength(2));
    expect(cms.state.requests[1]).toEqual({ url: MENU, ifNoneMatch: '"v1"' });
  });

  test('a 304 keeps the document and makes it fresh again', async () => {
    const { cms, cache, version, advance } = setup();
    await version(MENU);
    advance(60_000);
    await version(MENU);
    await vi.waitFor(() => expect(cms.state.requests).toHaveLength(2));
    advance(59_000);
    expect(await version(MENU)).toBe(1);
    expect(cms.state.requests).toHaveLength(2);
    expect(cache.entries).toBe(1);
  });

  test('a changed document replaces the stale copy after the background refresh', async () => {
    const { cms, version, advance } = setup();
    await version(MENU);
    cms.state.version = 2;
    advance(60_000);
    expect(await version(MENU)).toBe(1);
    await vi.waitFor(() => expect(cms.state.requests).toHaveLength(2));
    await vi.waitFor(async () => expect(await version(MENU)).toBe(2));
  });

  test('past the stale window the request waits for the revalidation', async () => {
    const { cms, version, advance } = setup();
    await version(MENU);
    cms.state.version = 2;
    advance(660_000);
    expect(await version(MENU)).toBe(2);
  });

  test('while the CMS is unreachable serves the cached copy whatever its age, and logs it', async () => {
    const { cms, logs, version, advance } = setup();
    await version(MENU);
    cms.state.down = 'refused';
    advance(24 * 3_600_000);
    expect(await version(MENU)).toBe(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('the CMS is unavailable (fetch failed)');
    expect(logs[0]).toContain(MENU);
  });

  test('while the CMS answers 5xx serves the cached copy', async () => {
    const { cms, version, advance } = setup();
    await version(MENU);
    cms.state.down = 500;
    advance(700_000);
    expect(await version(MENU)).toBe(1);
  });

  test('after a failure does not ask the CMS again before the retry delay', async () => {
    const { cms, version, advance } = setup();
    await version(MENU);
    cms.state.down = 'refused';
    advance(700_000);
    await version(MENU);
    advance(9_999);
    await version(MENU);
    expect(cms.state.requests).toHaveLength(2);
    cms.state.down = null;
    cms.state.version = 2;
    advance(1);
    expect(await version(MENU)).toBe(2);
    expect(cms.state.requests).toHaveLength(3);
  });

  test('with nothing cached a CMS that is down is the caller’s error', async () => {
    const { cms, cache } = setup();
    cms.state.down = 'refused';
    await expect(cache.fetch(MENU)).rejects.toThrow('fetch failed');
    cms.state.down = 500;
    expect((await cache.fetch(MENU)).status).toBe(500);
    expect(cache.entries).toBe(0);
  });

  test('concurrent misses share one request', async () => {
    const { cms, version } = setup();
    const versions = await Promise.all([version(MENU), version(MENU), version(MENU)]);
    expect(versions).toEqual([1, 1, 1]);
    expect(cms.state.requests).toHaveLength(1);
  });

  test('purging a restaurant drops its documents and the listings, and keeps the rest', async () => {
    const { cms, cache, version } = setup();
    const urls = [MENU, MENU_EN, OTHER_MENU, LISTING, SITEMAP, BRANDS];
    for (const url of urls) await version(url);
    expect(cache.purge('bistro')).toBe(4);
    cms.state.requests.length = 0;
    for (const url of urls) await version(url);
    expect(cms.state.requests.map((request) => request.url)).toEqual([
      MENU,
      MENU_EN,
      LISTING,
      SITEMAP,
    ]);
  });

  test('purging with no restaurant drops everything, brands included', async () => {
    const { cache, version } = setup();
    for (const url of [MENU, OTHER_MENU, LISTING, BRANDS]) await version(url);
    expect(cache.purge(null)).toBe(4);
    expect(cache.entries).toBe(0);
  });

  test('an answer requested before a purge is not kept after it', async () => {
    const { cms, cache, version } = setup();
    const pending = version(MENU);
    cache.purge('bistro');
    expect(await pending).toBe(1);
    cms.state.version = 2;
    expect(await version(MENU)).toBe(2);
  });

  test('a document the CMS no longer has is dropped', async () => {
    const { cms, cache } = setup();
    const gone = `${CMS}/api/public/menus/gone?locale=ro`;
    expect((await cache.fetch(gone)).status).toBe(404);
    expect(cache.entries).toBe(0);
    expect(cms.state.requests).toHaveLength(1);
  });

  test('stays within its entry bound, dropping the least recently used', async () => {
    const { cms, cache, version } = setup({ maxEntries: 2 });
    await version(MENU);
    await version(OTHER_MENU);
    await version(MENU);
    await version(LISTING);
    expect(cache.entries).toBe(2);
    cms.state.requests.length = 0;
    await version(MENU);
    await version(OTHER_MENU);
    expect(cms.state.requests.map((request) => request.url)).toEqual([OTHER_MENU]);
  });

  test('stays within its byte bound', async () => {
    const { cache, version } = setup({ maxBytes: 1_000 });
    for (const url of [MENU, MENU_EN, OTHER_MENU, LISTING, BRANDS]) await version(url);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.entries).toBeLessThan(5);
  });

  test('passes anything but GET straight through', async () => {
    const { cms, cache } = setup();
    await cache.fetch(MENU, { method: 'POST' });
    await cache.fetch(MENU, { method: 'POST' });
    expect(cms.state.requests).toHaveLength(2);
    expect(cache.entries).toBe(0);
  });
});

describe('createCmsCache behind a CMS with a read replica', () => {
  test('revalidates a document with the database position it came with, never an older one', async () => {
    const { cms, version, advance } = setup();
    cms.state.position = '0/3000100';
    await version(MENU);
    expect(cms.state.minPositions).toEqual([null]);
    advance(60_000);
    await version(MENU);
    await vi.waitFor(() => expect(cms.state.minPositions).toEqual([null, '0/3000100']));
    // An answer read at an older position (another CMS instance) lowers nothing.
    cms.state.position = '0/2FFFFFF';
    advance(60_000);
    await version(MENU);
    await vi.waitFor(() => expect(cms.state.minPositions).toHaveLength(3));
    advance(60_000);
    await version(MENU);
    await vi.waitFor(() => expect(cms.state.minPositions).toHaveLength(4));
    expect(cms.state.minPositions.slice(2)).toEqual(['0/3000100', '0/3000100']);
    // A newer one is kept; each document keeps its own.
    cms.state.position = '1/0';
    advance(60_000);
    await version(MENU);
    await version(OTHER_MENU);
    await vi.waitFor(() => expect(cms.state.minPositions).toHaveLength(6));
    advance(60_000);
    await version(MENU);
    await vi.waitFor(() => expect(cms.state.minPositions).toHaveLength(7));
    expect(cms.state.minPositions.slice(4)).toEqual(['0/3000100', null, '1/0']);
  });

  test('a document purged by a change is fetched again at least as new as the change', async () => {
    const { cms, cache, version } = setup();
    cms.state.position = '0/3000100';
    for (const url of [MENU, MENU_EN, OTHER_MENU]) await version(url);
    cms.state.minPositions.length = 0;
    cms.state.requests.length = 0;
    expect(cache.purge('bistro', '0/4000000')).toBe(2);
    // A document of another restaurant is not refetched; its own position is untouched.
    for (const url of [MENU, MENU_EN]) await version(url);
    expect(cms.state.minPositions).toEqual(['0/4000000', '0/4000000']);
    expect(cache.purge(null, '0/5000000')).toBe(3);
    for (const url of [MENU, OTHER_MENU]) await version(url);
    expect(cms.state.minPositions.slice(2)).toEqual(['0/5000000', '0/5000000']);
  });

  test('a purge without a position, or a CMS without a replica, adds no header', async () => {
    const { cms, cache, version } = setup();
    await version(MENU);
    cache.purge('bistro');
    await version(MENU);
    expect(cms.state.minPositions).toEqual([null, null]);
  });
});
