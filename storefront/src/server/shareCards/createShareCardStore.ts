import { publicShareCardPath, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@nutrimenu/core/contract';
import { LRUCache } from 'lru-cache';

/** The bounds of the share cards the storefront keeps in memory. */
export interface ShareCardStoreSettings {
  /** The cards' bytes held at most (least recently used go first). */
  maxBytes: number;
  /** A card is a 1200×630 PNG: an answer above this is not one. */
  maxFileBytes: number;
}

export const DEFAULT_SHARE_CARD_STORE_SETTINGS: ShareCardStoreSettings = {
  maxBytes: 32 * 1024 * 1024,
  maxFileBytes: 4 * 1024 * 1024,
};

export interface ShareCardStoreOptions extends Partial<ShareCardStoreSettings> {
  cmsUrl: string;
  /** A guarded fetch of the CMS (cmsGuard): a deadline and a circuit breaker. */
  fetch: typeof fetch;
}

/** What asking the CMS for a card came to. */
export type ShareCardAnswer = { kind: 'card'; png: Buffer } | { kind: 'none' } | { kind: 'failed' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// A PNG's size is in its first chunk (IHDR), right after the signature.
function isCardPng(bytes: Buffer): boolean {
  return (
    bytes.length > 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.readUInt32BE(16) === SHARE_CARD_WIDTH &&
    bytes.readUInt32BE(20) === SHARE_CARD_HEIGHT
  );
}

/**
 * The share cards the CMS draws, kept by key: a key's picture never changes, so a card is asked
 * for once and then served from memory. Requests for a card being fetched wait for that fetch.
 * A card the CMS does not know is not remembered (it may exist a second later).
 */
export function createShareCardStore(options: ShareCardStoreOptions) {
  const settings = { ...DEFAULT_SHARE_CARD_STORE_SETTINGS, ...options };
  const cards = new LRUCache<string, Buffer>({
    maxSize: settings.maxBytes,
    sizeCalculation: (png) => Math.max(1, png.length),
  });
  const pending = new Map<string, Promise<ShareCardAnswer>>();

  async function download(key: string): Promise<ShareCardAnswer> {
    try {
      const response = await options.fetch(new URL(publicShareCardPath(key), options.cmsUrl));
      if (response.status === 404) {
        await response.body?.cancel();
        return { kind: 'none' };
      }
      const length = Number(response.headers.get('content-length') ?? 0);
      if (!response.ok || length > settings.maxFileBytes) {
        await response.body?.cancel();
        return { kind: 'failed' };
      }
      const png = Buffer.from(await response.arrayBuffer());
      if (png.length > settings.maxFileBytes || !isCardPng(png)) return { kind: 'failed' };
      cards.set(key, png);
      return { kind: 'card', png };
    } catch (error) {
      console.warn(`[storefront] share card ${key} not fetched: ${String(error)}`);
      return { kind: 'failed' };
    }
  }

  return {
    /** The card of a valid key: kept, or fetched from the CMS. */
    async card(key: string): Promise<ShareCardAnswer> {
      const kept = cards.get(key);
      if (kept) return { kind: 'card', png: kept };
      let job = pending.get(key);
      if (!job) {
        job = download(key).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      return job;
    },
  };
}

export type ShareCardStore = ReturnType<typeof createShareCardStore>;
