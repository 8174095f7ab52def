import {
  DATABASE_POSITION_HEADER,
  isDatabasePosition,
  laterDatabasePosition,
  MIN_DATABASE_POSITION_HEADER,
} from '@nutrimenu/core/contract';
import { LRUCache } from 'lru-cache';

/** How long documents stay fresh, how long after that they are served while refreshed, and the bounds. */
export interface CmsCacheSettings {
  /** Served without asking the CMS. */
  freshMs: number;
  /** After `freshMs`, still served at once while one background request revalidates it. */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  /** After a failed request, the CMS is not asked again for that document before this delay. */
  retryMs: number;
}

export const DEFAULT_CMS_CACHE_SETTINGS: CmsCacheSettings = {
  freshMs: 60_000,
  staleMs: 600_000,
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  retryMs: 10_000,
};

export interface CmsCache {
  /** A `fetch` for the CMS client: GETs go through the cache, anything else straight through. */
  fetch: typeof fetch;
  /**
   * Drops what a change of `restaurant` can affect (its documents and every listing), or
   * everything when `restaurant` is null (brands, pages, shared ingredients). Returns the count.
   * `position`: the CMS database's position after the change (the change stream's), which the
   * documents fetched again must be at least as new as.
   */
  purge(restaurant: string | null, position?: string): number;
  readonly entries: number;
  readonly bytes: number;
}

interface Snapshot {
  status: number;
  body: string;
  etag: string | null;
  contentType: string | null;
}

interface Entry extends Snapshot {
  /**
   * The menu's restaurant slug, 'listing' (the listing, a brand's sitemap), or null for site-wide
   * documents (brands, pages).
   */
  scope: { restaurant: string } | 'listing' | null;
  fetchedAt: number;
  /** Set after a failed refresh: no new attempt before it. */
  retryAt: number;
}

const MENU_PATH = /\/api\/public\/menus\/([^/]+)$/;
// The listing, and a brand's sitemap pages: any restaurant's change may show in them.
const LISTING_PATH = /\/api\/public\/(?:restaurants|brands\/[^/]+\/sitemap)$/;

function scopeOf(key: string): Entry['scope'] {
  const pathname = URL.canParse(key) ? new URL(key).pathname : key;
  const slug = MENU_PATH.exec(pathname)?.[1];
  if (slug !== undefined) {
    try {
      return { restaurant: decodeURIComponent(slug) };
    } catch {
      return { restaurant: slug };
    }
  }
  return LISTING_PATH.test(pathname) ? 'listing' : null;
}

function affectedBy(scope: Entry['scope'], restaurant: string | null): boolean {
  return (
    restaurant === null ||
    scope === 'listing' ||
    (scope !== null && scope.restaurant === restaurant)
  );
}

function toResponse(snapshot: Snapshot): Response {
  const headers = new Headers();
  if (snapshot.contentType) headers.set('Content-Type', snapshot.contentType);
  if (snapshot.etag) headers.set('ETag', snapshot.etag);
  // Responses of these statuses cannot carry a body.
  const empty = snapshot.status === 204 || snapshot.status === 304;
  return new Response(empty ? null : snapshot.body, { status: snapshot.status, headers });
}

function describe(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * The storefront's cache of the CMS's public documents (menus, listings, brands, pages), keyed
 * by URL, bounded (LRU by entries and bytes). A document is served as is while fresh; then it is
 * served at once while one background request revalidates it with `If-None-Match` (the CMS
 * answers 304 when it has not changed); older than that, the request waits for the revalidation.
 * While the CMS is unreachable or answers 5xx, cached documents are served whatever their age
 * (logged), and the CMS is asked again only after `retryMs`. Concurrent misses share one request.
 *
 * With a read replica behind the CMS, each document comes with the database position it was read
 * at; every later request for it (a revalidation, a fetch after a purge) sends the newest
 * position known for it, its own or that of the change that purged it, so a replica that lags
 * behind it never answers an older document: the CMS answers from its primary then.
 *
 * @example
 * const cache = createCmsCache();
 * const cms = createCmsClient('http://cms:3000', cache.fetch);
 * cache.purge('demo-bistro'); // on the CMS's notification
 */
export function createCmsCache(
  options: Partial<CmsCacheSettings> & {
    fetch?: typeof fetch;
    now?: () => number;
    log?: (message: string) => void;
  } = {},
): CmsCache {
  const settings = { ...DEFAULT_CMS_CACHE_SETTINGS, ...options };
  const upstream = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(`[storefront] ${message}`));
  // Bounded by count and bytes, least recently used first; freshness is this cache's own policy
  // (fresh, stale while revalidated, kept while the CMS is down), so lru-cache keeps no TTL.
  const store = new LRUCache<string, Entry>({
    max: settings.maxEntries,
    maxSize: settings.maxBytes,
    // Strings take up to two bytes a character; the rest is a rough per-entry overhead.
    sizeCalculation: (entry, key) => (key.length + entry.body.length) * 2 + 200,
  });
  // The newest database position known for each document, kept across purges: what a request
  // for it must be at least as new as. Bounded like the documents.
  const positions = new LRUCache<string, string>({ max: settings.maxEntries });
  const inflight = new Map<string, Promise<Snapshot>>();
  // Bumped by every purge: an answer requested before a purge is not stored after it.
  let generation = 0;

  function serveStale(key: string, entry: Entry, reason: unknown): Snapshot {
    entry.retryAt = now() + settings.retryMs;
    const age = Math.round((now() - entry.fetchedAt) / 1000);
    log(`the CMS is unavailable (${describe(reason)}): serving ${key} as cached ${age} s ago`);
    return entry;
  }

  async function refresh(key: string, init: RequestInit | undefined): Promise<Snapshot> {
    const started = generation;
    const cached = store.peek(key);
    const headers = new Headers(init?.headers);
    if (cached?.etag) headers.set('If-None-Match', cached.etag);
    const known = positions.get(key);
    if (known !== undefined) headers.set(MIN_DATABASE_POSITION_HEADER, known);
    let response: Response;
    let body: string;
    try {
      response = await upstream(key, { ...init, headers });
      notePosition(key, response);
      if (cached && response.status === 304) {
        await response.body?.cancel();
        cached.fetchedAt = now();
        cached.retryAt = 0;
        return cached;
      }
      if (cached && response.status >= 500) {
        await response.body?.cancel();
        return serveStale(key, cached, `HTTP ${response.status}`);
      }
      body = await response.text();
    } catch (error) {
      if (cached) return serveStale(key, cached, error);
      throw error;
    }
    const snapshot: Snapshot = {
      status: response.status,
      body,
      etag: response.headers.get('ETag'),
      contentType: response.headers.get('Content-Type'),
    };
    if (response.status === 200) {
      if (started === generation) {
        store.set(key, { ...snapshot, scope: scopeOf(key), fetchedAt: now(), retryAt: 0 });
      }
    } else if (response.status < 500) {
      // A 404 (the restaurant or menu is gone) or another refusal replaces what was cached.
      store.delete(key);
    }
    return snapshot;
  }

  function notePosition(key: string, response: Response): void {
    const position = response.headers.get(DATABASE_POSITION_HEADER)?.trim();
    if (position === undefined || !isDatabasePosition(position)) return;
    if (response.status !== 200 && response.status !== 304) return;
    const newest = laterDatabasePosition(positions.get(key), position);
    if (newest !== undefined) positions.set(key, newest);
  }

  // One request per document at a time; whoever asks meanwhile waits for the same answer.
  function revalidate(key: string, init: RequestInit | undefined): Promise<Snapshot> {
    const pending = inflight.get(key);
    if (pending) return pending;
    const request = refresh(key, init).finally(() => {
      if (inflight.get(key) === request) inflight.delete(key);
    });
    inflight.set(key, request);
    return request;
  }

  async function cachedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (method !== 'GET') return upstream(input, init);
    const key = input instanceof Request ? input.url : String(input);
    const entry = store.get(key);
    if (entry) {
      const time = now();
      const age = time - entry.fetchedAt;
      if (age < settings.freshMs) return toResponse(entry);
      const waiting = time < entry.retryAt;
      if (waiting || age < settings.freshMs + settings.staleMs) {
        if (!waiting) {
          // Background: this request does not wait, and a failure was already logged.
          revalidate(key, init).catch(() => undefined);
        }
        return toResponse(entry);
      }
    }
    return toResponse(await revalidate(key, init));
  }

  return {
    fetch: cachedFetch as typeof fetch,
    purge(restaurant, position) {
      generation += 1;
      if (position !== undefined && isDatabasePosition(position)) {
        const affected = [...store.entries(), ...positions.entries()]
          .map(([key]) => key)
          .filter((key) => affectedBy(scopeOf(key), restaurant));
        for (const key of new Set(affected)) {
          positions.set(key, laterDatabasePosition(positions.get(key), position) ?? position);
        }
      }
      // Requests under way would answer from before the change: later callers start afresh.
      for (const key of [...inflight.keys()]) {
        if (affectedBy(scopeOf(key), restaurant)) inflight.delete(key);
      }
      let removed = 0;
      for (const [key, entry] of [...store.entries()]) {
        if (affectedBy(entry.scope, restaurant) && store.delete(key)) removed += 1;
      }
      return removed;
    },
    get entries() {
      return store.size;
    },
    get bytes() {
      return store.calculatedSize;
    },
  };
}
