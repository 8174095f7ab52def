import { describe, expect, test } from 'vitest';
import { createWidgetMenuBodies } from './widgetMenuBodies';

const body = (name: string) => ({ body: `{"name":"${name}"}`, etag: `"${name}"` });

describe('createWidgetMenuBodies', () => {
  test('gives back a body until it is cleared', () => {
    const bodies = createWidgetMenuBodies();
    bodies.set('a', body('a'));
    expect(bodies.get('a')).toEqual(body('a'));
    bodies.clear();
    expect(bodies.get('a')).toBeUndefined();
  });

  test('drops the least recently used body when full', () => {
    const bodies = createWidgetMenuBodies({ maxEntries: 2 });
    bodies.set('a', body('a'));
    bodies.set('b', body('b'));
    bodies.get('a');
    bodies.set('c', body('c'));
    expect(bodies.get('b')).toBeUndefined();
    expect(bodies.get('a')).toEqual(body('a'));
    expect(bodies.get('c')).toEqual(body('c'));
    expect(bodies.size).toBe(2);
  });

  test('builds a body again once its time is up', () => {
    let clock = 0;
    const bodies = createWidgetMenuBodies({ ttlMs: 1000, now: () => clock });
    bodies.set('a', body('a'));
    clock = 999;
    expect(bodies.get('a')).toEqual(body('a'));
    clock = 1000;
    expect(bodies.get('a')).toBeUndefined();
    expect(bodies.size).toBe(0);
  });
});
