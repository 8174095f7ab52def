/** A map that forgets its least recently used entries beyond a count and a size. */
export interface LruStore<V> {
  /** The value, marked as just used. */
  get(key: string): V | undefined;
  /** The value, without marking it (for bookkeeping that is not a use). */
  peek(key: string): V | undefined;
  /** Stores the value as the most recently used; a value larger than the whole budget is not kept. */
  set(key: string, value: V): void;
  delete(key: string): boolean;
  /** Removes every entry the predicate selects; returns how many went. */
  deleteWhere(predicate: (value: V, key: string) => boolean): number;
  clear(): void;
  readonly entries: number;
  readonly bytes: number;
}

/**
 * An in-memory LRU store bounded by entry count and by total size (`sizeOf` estimates an
 * entry's bytes), so a storefront serving thousands of restaurants keeps a steady footprint.
 *
 * @example
 * const store = createLruStore<string>({ maxEntries: 2, maxBytes: 1e6, sizeOf: (v) => v.length });
 * store.set('a', 'x'); store.set('b', 'y'); store.get('a'); store.set('c', 'z'); // 'b' is dropped
 */
export function createLruStore<V>(options: {
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: V, key: string) => number;
}): LruStore<V> {
  const { maxEntries, maxBytes, sizeOf } = options;
  // A Map iterates in insertion order: re-inserting on use keeps the oldest use first.
  const map = new Map<string, { value: V; size: number }>();
  let bytes = 0;

  function remove(key: string): boolean {
    const slot = map.get(key);
    if (!slot) return false;
    bytes -= slot.size;
    map.delete(key);
    return true;
  }

  return {
    get(key) {
      const slot = map.get(key);
      if (!slot) return undefined;
      map.delete(key);
      map.set(key, slot);
      return slot.value;
    },
    peek: (key) => map.get(key)?.value,
    set(key, value) {
      remove(key);
      const size = sizeOf(value, key);
      if (size > maxBytes || maxEntries < 1) return;
      map.set(key, { value, size });
      bytes += size;
      for (const oldest of map.keys()) {
        if (map.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    deleteWhere(predicate) {
      let removed = 0;
      for (const [key, slot] of [...map]) {
        if (predicate(slot.value, key) && remove(key)) removed += 1;
      }
      return removed;
    },
    clear() {
      map.clear();
      bytes = 0;
    },
    get entries() {
      return map.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
