import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressPage } from './precompressed/compressPage';

/**
 * A rendered page as it went out (only successful pages are kept), encoded once with its ETag, so
 * sending it again costs no UTF-8 encoding and no hashing of the whole page, and compressed once in
 * brotli and gzip, so sending it costs no compression stream (per-request compression under many
 * connections made the storefront's memory balloon).
 */
export interface CachedPage {
  body: Buffer;
  /** `body` in brotli and gzip, once `ready` has settled; null while caching is off. */
  encoded: { br: Buffer; gzip: Buffer } | null;
  /** Settles when `encoded` is filled in (or compression failed: then the plain body is sent). */
  ready: Promise<void>;
  /** A weak validator of the body (the same for every encoding), as Express would compute it. */
  etag: string;
  /** The locale the response saves in the cookie, decided when it was rendered (see `pageCacheKey`). */
  saveLocale: string | null;
  /** Its CDN cache tags (core's cacheTags), sent with it as Surrogate-Key and Cache-Tag. */
  cacheTags: readonly string[];
  storedAt: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Stores the page and gives back what was stored (also when caching is off). */
  set(
    key: string,
    page: { html: string; saveLocale: string | null; cacheTags?: readonly string[] },
  ): CachedPage;
  /** Forgets every page: called with each purge of the CMS documents they were built from. */
  clear(): void;
  /**
   * Marks a render of `key` as under way (single flight: when a page expires under load, one
   * request renders it and the others wait for it instead of all rendering at once); call the
   * returned function when that render is over, whatever its outcome. No-op with caching off.
   */
  startRender(key: string): () => void;
  /** Settles when the render of `key` under way, if any, is over; undefined when there is none. */
  rendering(key: string): Promise<void> | undefined;
}

export interface PageCacheSettings {
  /** How long a rendered page is reused; after that it is rendered again from the CMS cache. */
  ttlMs: number;
  /**
   * The bytes the kept pages may take: each page's HTML, its brotli and gzip copies and its key.
   * Pages differ a hundredfold in size (a listing card against a 300-dish menu), so a count of
   * pages would bound nothing; env PAGE_CACHE_MAX_MB, 64 MB by default.
   */
  maxBytes: number;
}

export const DEFAULT_PAGE_CACHE_SETTINGS: PageCacheSettings = {
  ttlMs: 10_000,
  maxBytes: 64 * 1024 * 1024,
};

/** The bytes a kept page counts for against `maxBytes`. */
export function cachedPageBytes(key: string, page: CachedPage): number {
  const encoded = page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0;
  // A JavaScript string takes two bytes a character.
  return page.body.length + encoded + key.length * 2;
}

/**
 * What a page's HTML depends on: the origin (canonical and og URLs), the path and query, and the
 * `locale` cookie (which decides whether the response saves the locale), and the remembered
 * allergens (a menu is rendered filtered by them). Accept-Language only
 * matters for the redirect of `/`, which is never cached.
 *
 * @example
 * pageCacheKey({ origin: 'http://a.localhost:8080', url: '/en/restaurant', cookieLocale: 'ro' })
 */
export function pageCacheKey(request: {
  origin: string;
  url: string;
  cookieLocale: string | undefined;
  /** The canonical remembered allergens ('' for none): a menu is rendered filtered by them. */
  myAllergens?: string;
}): string {
  const key = `${request.origin}${request.url}\n${request.cookieLocale ?? ''}`;
  return request.myAllergens ? `${key}\n${request.myAllergens}` : key;
}

/**
 * Rendered pages kept for a few seconds, so a menu opened by a whole restaurant at once is
 * rendered once rather than for every diner: rendering a menu costs far more than sending a
 * stored string. Bounded by bytes (`maxBytes`), least recently used first; a page larger than
 * the whole budget is sent but not kept.
 *
 * @example
 * const pages = createPageCache();
 * pages.set(key, { html, saveLocale: null });
 * pages.get(key)?.body
 */
export function createPageCache(
  settings: Partial<PageCacheSettings> = {},
  now: () => number = Date.now,
): PageCache {
  const { ttlMs, maxBytes } = { ...DEFAULT_PAGE_CACHE_SETTINGS, ...settings };
  // Least recently used first. The age check stays here: it reads the injected clock as is, and
  // a ttl of 0 (caching off) stores nothing at all.
  const store = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => cachedPageBytes(key, page),
  });
  const renders = new Map<string, Promise<void>>();
  return {
    get(key) {
      const page = store.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= ttlMs) {
        store.delete(key);
        return undefined;
      }
      return page;
    },
    set(key, { html, saveLocale, cacheTags = [] }) {
      const body = Buffer.from(html, 'utf8');
      const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
      const page: CachedPage = {
        body,
        encoded: null,
        ready: Promise.resolve(),
        etag: `W/"${body.length.toString(16)}-${hash}"`,
        saveLocale,
        cacheTags,
        storedAt: now(),
      };
      // Caching off (development): nothing is reused, so nothing is compressed ahead.
      if (ttlMs <= 0) return page;
      store.set(key, page);
      page.ready = compressPage(body).then(
        (encoded) => {
          page.encoded = encoded;
          // Stored again so the bytes it now holds count against the cache's budget.
          if (store.peek(key) === page) store.set(key, page);
        },
        (error: unknown) => console.error('[storefront] compressing a page failed:', error),
      );
      return page;
    },
    clear: () => store.clear(),
    startRender(key) {
      if (ttlMs <= 0) return () => undefined;
      let finish: () => void = () => undefined;
      const render = new Promise<void>((resolve) => {
        finish = resolve;
      });
      renders.set(key, render);
      return () => {
        if (renders.get(key) === render) renders.delete(key);
        finish();
      };
    },
    rendering: (key) => renders.get(key),
  };
}
