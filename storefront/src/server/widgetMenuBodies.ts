/** A widget menu body as sent, with its ETag. */
export interface WidgetMenuBody {
  body: string;
  etag: string;
}

/** The widget's menu bodies already built, by host, CMS URL and the CMS document's ETag. */
export interface WidgetMenuBodies {
  get(key: string): WidgetMenuBody | undefined;
  set(key: string, entry: WidgetMenuBody): void;
  /** Forgets every body: an image's address changed, so bodies naming the old one are stale. */
  clear(): void;
  readonly size: number;
}

export interface WidgetMenuBodiesOptions {
  /** Enough for the menus of a few hundred restaurants in two locales, ~150 KB each at most. */
  maxEntries?: number;
  /**
   * How long a body is used: an image that could not be fetched is left out of it, and this is
   * how soon it is tried again without an announced change (the CMS cache's own TTL).
   */
  ttlMs?: number;
  now?: () => number;
}

const DEFAULT_MAX_ENTRIES = 256;
const DEFAULT_TTL_MS = 60_000;

/**
 * The bodies the widget's menu endpoint built, kept so a request for an unchanged document does
 * not parse, rewrite and serialise it again (tens of milliseconds for a big menu: the widget is
 * asked on every page view of every site that embeds it). The key carries the CMS document's
 * ETag, so a changed document is a new key; image addresses can change without it, which is
 * what `clear` is for. The least recently used body goes first when the store is full.
 *
 * @example
 * const bodies = createWidgetMenuBodies();
 * bodies.set('https://menu.example.ro http://cms/api/public/menus/x?locale=ro "v1"', { body, etag });
 */
export function createWidgetMenuBodies(options: WidgetMenuBodiesOptions = {}): WidgetMenuBodies {
  const { maxEntries = DEFAULT_MAX_ENTRIES, ttlMs = DEFAULT_TTL_MS, now = Date.now } = options;
  const entries = new Map<string, WidgetMenuBody & { builtAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (now() - entry.builtAt >= ttlMs) return undefined;
      // Map keeps insertion order: moving a used body to the end makes the first the oldest.
      entries.set(key, entry);
      return { body: entry.body, etag: entry.etag };
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, { ...entry, builtAt: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
