import { describe, expect, test } from 'vitest';
import { createLruStore } from './createLruStore';

const bySize = (maxEntries: number, maxBytes: number) =>
  createLruStore<string>({ maxEntries, maxBytes, sizeOf: (value) => value.length });

describe('createLruStore', () => {
  test('drops the least recently used entry beyond the entry count', () => {
    const store = bySize(2, 1000);
    store.set('a', 'A');
    store.set('b', 'B');
    store.get('a');
    store.set('c', 'C');
    expect([store.peek('a'), store.peek('b'), store.peek('c')]).toEqual(['A', undefined, 'C']);
    expect(store.entries).toBe(2);
  });

  test('drops the oldest entries until the total size fits', () => {
    const store = bySize(100, 10);
    store.set('a', 'aaaa');
    store.set('b', 'bbbb');
    store.set('c', 'cccccc');
    expect([store.peek('a'), store.peek('b'), store.peek('c')]).toEqual([
      undefined,
      'bbbb',
      'cccccc',
    ]);
    expect(store.bytes).toBe(10);
  });

  test('keeps nothing larger than the whole budget', () => {
    const store = bySize(100, 10);
    store.set('a', 'aaaa');
    store.set('big', 'x'.repeat(11));
    expect(store.peek('big')).toBeUndefined();
    expect(store.peek('a')).toBe('aaaa');
  });

  test('peek does not count as a use', () => {
    const store = bySize(2, 1000);
    store.set('a', 'A');
    store.set('b', 'B');
    store.peek('a');
    store.set('c', 'C');
    expect(store.peek('a')).toBeUndefined();
  });

  test('replacing a value updates the size; deleteWhere and clear empty it', () => {
    const store = bySize(100, 1000);
    store.set('a', 'aaaa');
    store.set('a', 'aa');
    store.set('b', 'bbb');
    expect(store.bytes).toBe(5);
    expect(store.deleteWhere((value) => value.startsWith('a'))).toBe(1);
    expect(store.bytes).toBe(3);
    store.clear();
    expect([store.entries, store.bytes]).toEqual([0, 0]);
  });
});
