import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** The bounds of the images the storefront keeps in memory. */
export interface ImageStoreSettings {
  /** The files' bytes held at most (least recently used go first). */
  maxBytes: number;
  /** A file above this is not served through the storefront (the CMS refuses uploads past 2 MB). */
  maxFileBytes: number;
  /** Images a page fetches at the same time on its first render. */
  concurrency: number;
}

export const DEFAULT_IMAGE_STORE_SETTINGS: ImageStoreSettings = {
  maxBytes: 96 * 1024 * 1024,
  maxFileBytes: 8 * 1024 * 1024,
  concurrency: 6,
};

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStoreOptions extends Partial<ImageStoreSettings> {
  cmsUrl: string;
  /** The guarded fetch of the CMS (cmsGuard): a deadline and the circuit breaker. */
  fetch: typeof fetch;
  /** Called when a background check finds a source URL's file changed (rendered pages are stale). */
  onAddressChanged?: () => void;
}

export interface ImageStore {
  /**
   * The storefront's content-addressed path for an image URL of a CMS document
   * (`/img/{hash}/…`), or null when the file cannot be fetched or is not an image.
   */
  resolve(url: string): Promise<string | null>;
  /** The file whose bytes hash to `hash`; a CMS file path (`api/media/file/x.webp`) is refetched on a miss. */
  file(hash: string, cmsPath: string): Promise<StoredImage | null>;
  /**
   * After the CMS announced a change: every known source URL is checked again in the background
   * on its next use (a replaced file that kept its URL gets a new address), while renders keep
   * the address they know, so a change never makes a page wait for its images. Files stay valid.
   */
  forgetSources(): void;
}

/** 96 bits of SHA-256 in base64url (16 characters): the address of a file's bytes. */
export const HASH_PATTERN = /^[A-Za-z0-9_-]{16}$/;

const FAILURE_TTL_MS = 60_000;

// The CMS serves every upload collection's files at /api/{collection}/file/{name}.
const CMS_FILE_PATH = /^\/api\/[a-z0-9-]+\/file\/[^/?#]+$/;

export function hashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
}

function imageType(response: Response): string | null {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type?.startsWith('image/') ? type : null;
}

/**
 * Images through the storefront's origin at addresses made of their bytes' hash: the browser keeps
 * each for a year and never asks the CMS, and a changed file gets a new address. A page's render
 * resolves each image URL of its documents once (fetching the file); the route then serves the kept
 * bytes. The CMS's own files carry their CMS path after the hash, so after a restart (or eviction)
 * the file is fetched again, and served only if its bytes still hash to the address: a changed file
 * is never served under an old address. Files of another origin (a CDN) are served while kept.
 */
export function createImageStore(options: ImageStoreOptions): ImageStore {
  const settings = { ...DEFAULT_IMAGE_STORE_SETTINGS, ...options };
  const cmsOrigin = new URL(options.cmsUrl).origin;
  const files = new LRUCache<string, StoredImage>({
    maxSize: settings.maxBytes,
    sizeCalculation: (file) => Math.max(1, file.bytes.length),
  });
  // Source URL → its address, and the announcement generation it was checked in.
  const sources = new LRUCache<string, { address: string; generation: number }>({ max: 20_000 });
  let generation = 0;
  // A file that could not be fetched is not asked for again by every render for a while.
  const failed = new LRUCache<string, true>({ max: 5_000, ttl: FAILURE_TTL_MS });
  const pending = new Map<string, Promise<string | null>>();
  let running = 0;
  const queue: (() => void)[] = [];

  async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running >= settings.concurrency) await new Promise<void>((go) => queue.push(go));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  }

  async function download(url: URL): Promise<StoredImage | null> {
    try {
      const response = await options.fetch(url);
      const contentType = imageType(response);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (!response.ok || !contentType || length > settings.maxFileBytes) {
        await response.body?.cancel();
        return null;
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      return bytes.length > settings.maxFileBytes ? null : { bytes, contentType };
    } catch (error) {
      console.warn(`[storefront] image ${url.href} not fetched: ${String(error)}`);
      return null;
    }
  }

  async function fetchSource(source: URL): Promise<string | null> {
    const checkedIn = generation;
    const file = await limited(() => download(source));
    if (!file) {
      failed.set(source.href, true);
      sources.delete(source.href);
      return null;
    }
    const hash = hashOf(file.bytes);
    files.set(hash, file);
    const onCms = source.origin === cmsOrigin && CMS_FILE_PATH.test(source.pathname);
    const name = onCms ? source.pathname : `/${source.pathname.split('/').pop() || 'image'}`;
    const address = `/img/${hash}${name}`;
    const previous = sources.get(source.href)?.address;
    sources.set(source.href, { address, generation: checkedIn });
    if (previous !== undefined && previous !== address) options.onAddressChanged?.();
    return address;
  }

  function fetchOnce(source: URL): Promise<string | null> {
    let job = pending.get(source.href);
    if (!job) {
      job = fetchSource(source).finally(() => pending.delete(source.href));
      pending.set(source.href, job);
    }
    return job;
  }

  return {
    async resolve(url) {
      if (!URL.canParse(url, cmsOrigin)) return null;
      const source = new URL(url, `${cmsOrigin}/`);
      if (source.protocol !== 'http:' && source.protocol !== 'https:') return null;
      const known = sources.get(source.href);
      if (known) {
        // Checked again after an announced change; a failure is logged by download().
        if (known.generation !== generation) void fetchOnce(source);
        return known.address;
      }
      if (failed.has(source.href)) return null;
      return fetchOnce(source);
    },
    async file(hash, cmsPath) {
      if (!HASH_PATTERN.test(hash)) return null;
      const kept = files.get(hash);
      if (kept) return kept;
      if (!CMS_FILE_PATH.test(cmsPath)) return null;
      const fetched = await limited(() => download(new URL(cmsPath, `${cmsOrigin}/`)));
      if (!fetched || hashOf(fetched.bytes) !== hash) return null;
      files.set(hash, fetched);
      return fetched;
    },
    forgetSources() {
      generation += 1;
      failed.clear();
    },
  };
}
