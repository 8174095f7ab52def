import { describe, expect, test } from 'vitest';
import { type ReloadStorage, shouldReloadForChunkError } from './shouldReloadForChunkError';

function memoryStorage(): ReloadStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('shouldReloadForChunkError', () => {
  test('reloads on the first failure and records when', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError('/ro/restaurant/x', 50_000, storage)).toBe(true);
    expect(storage.items.get('nutrimenu:chunk-reload:/ro/restaurant/x')).toBe('50000');
  });

  test('does not reload the same path again within 10 s', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError('/ro/restaurant/x', 50_000, storage);
    expect(shouldReloadForChunkError('/ro/restaurant/x', 59_999, storage)).toBe(false);
  });

  test('reloads again once 10 s have passed', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError('/ro/restaurant/x', 50_000, storage);
    expect(shouldReloadForChunkError('/ro/restaurant/x', 60_000, storage)).toBe(true);
    expect(shouldReloadForChunkError('/ro/restaurant/x', 65_000, storage)).toBe(false);
  });

  test('counts each path on its own', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError('/ro/restaurant/x', 50_000, storage);
    expect(shouldReloadForChunkError('/en/restaurant/x', 50_001, storage)).toBe(true);
  });

  test('a record from the future (clock set back) does not block reloading', () => {
    const storage = memoryStorage();
    storage.setItem('nutrimenu:chunk-reload:/ro', '90000');
    expect(shouldReloadForChunkError('/ro', 50_000, storage)).toBe(true);
  });

  test('a garbled record counts as none', () => {
    const storage = memoryStorage();
    storage.setItem('nutrimenu:chunk-reload:/ro', 'yesterday');
    expect(shouldReloadForChunkError('/ro', 50_000, storage)).toBe(true);
  });

  test('without usable storage it never reloads, so it cannot loop', () => {
    const throwing: ReloadStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadForChunkError('/ro', 50_000, throwing)).toBe(false);
    expect(shouldReloadForChunkError('/ro', 50_000, undefined)).toBe(false);
  });
});
