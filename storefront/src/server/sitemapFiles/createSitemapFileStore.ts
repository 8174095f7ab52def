import { LRUCache } from 'lru-cache';
import { compressSitemapParts } from './compressSitemapParts';

/** A sitemap file as kept: compressed only (a crawler accepts gzip), with its validator. */
export interface KeptSitemapFile {
  gzip: Buffer;
  br: Buffer;
  /** Its size uncompressed, in bytes. */
  length: number;
  /** A weak validator of its text, the same for every encoding. */
  etag: string;
}

export interface SitemapFileStore {
  /**
   * The file at `slot` (its origin and path) whose content is `fingerprint`: kept when it was
   * made with that fingerprint, else made from `parts` (once, whoever asks meanwhile), kept and
   * replacing the one made with another.
   */
  get(slot: string, fingerprint: string, parts: () => Iterable<string>): Promise<KeptSitemapFile>;
  /** How many files were made since the start (each one a full walk and compression). */
  readonly made: number;
  readonly entries: number;
  readonly bytes: number;
}

export interface SitemapFileStoreSettings {
  /** The compressed bytes kept, over every brand and origin (env SITEMAP_CACHE_MAX_MB). */
  maxBytes: number;
}

export const DEFAULT_SITEMAP_FILE_STORE_SETTINGS: SitemapFileStoreSettings = {
  maxBytes: 32 * 1024 * 1024,
};

interface Kept extends KeptSitemapFile {
  fingerprint: string;
}

/**
 * Sitemap files kept compressed in gzip and brotli, so serving one again costs no walk of a
 * brand's restaurants, no XML and no compression: a 50,000-URL file took 2.4 s to make, and
 * crawlers come back for every file. Bounded by the compressed bytes, least recently used first;
 * a file whose fingerprint changed (what it lists changed) is made again.
 *
 * @example
 * const store = createSitemapFileStore();
 * const kept = await store.get(`${origin}${file.path}`, file.fingerprint, () => sitemapXmlParts(file.entries()));
 */
export function createSitemapFileStore(
  settings: Partial<SitemapFileStoreSettings> = {},
): SitemapFileStore {
  const { maxBytes } = { ...DEFAULT_SITEMAP_FILE_STORE_SETTINGS, ...settings };
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (file, slot) => file.gzip.length + file.br.length + slot.length * 2 + 200,
  });
  const pending = new Map<string, Promise<Kept>>();
  let made = 0;

  async function make(slot: string, fingerprint: string, parts: () => Iterable<string>) {
    const { gzip, br, length } = await compressSitemapParts(parts());
    made += 1;
    // Weak: the same validator names its gzip, brotli and plain bytes.
    const file: Kept = { gzip, br, length, fingerprint, etag: `W/"${fingerprint}"` };
    kept.set(slot, file);
    return file;
  }

  return {
    get(slot, fingerprint, parts) {
      const file = kept.get(slot);
      if (file?.fingerprint === fingerprint) return Promise.resolve(file);
      const key = `${slot}\n${fingerprint}`;
      let making = pending.get(key);
      if (!making) {
        making = make(slot, fingerprint, parts).finally(() => pending.delete(key));
        pending.set(key, making);
      }
      return making;
    },
    get made() {
      return made;
    },
    get entries() {
      return kept.size;
    },
    get bytes() {
      return kept.calculatedSize;
    },
  };
}
