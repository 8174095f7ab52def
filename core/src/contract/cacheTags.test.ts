import { describe, expect, test } from 'vitest';
import {
  ALL_CACHE_TAG,
  brandCacheTag,
  cacheTagHeaders,
  cacheTagsToPurge,
  LISTINGS_CACHE_TAG,
  restaurantCacheTag,
} from './cacheTags';

describe('cache tags', () => {
  test("a restaurant's change purges its own pages and the listings, not everything", () => {
    expect(cacheTagsToPurge('demo-bistro')).toEqual([
      restaurantCacheTag('demo-bistro'),
      LISTINGS_CACHE_TAG,
    ]);
    expect(cacheTagsToPurge('demo-bistro')).not.toContain(ALL_CACHE_TAG);
  });

  test('a site-wide change purges the tag every response carries', () => {
    expect(cacheTagsToPurge(null)).toEqual([ALL_CACHE_TAG]);
  });

  test('headers: space-separated for Fastly, comma-separated for Cloudflare, no duplicates', () => {
    const tags = [ALL_CACHE_TAG, brandCacheTag('nutrischeme'), ALL_CACHE_TAG];
    expect(cacheTagHeaders(tags)).toEqual({
      'Surrogate-Key': 'nutrimenu nutrimenu-brand-nutrischeme',
      'Cache-Tag': 'nutrimenu,nutrimenu-brand-nutrischeme',
    });
  });

  test('tags hold no separator of either header', () => {
    for (const tag of [restaurantCacheTag('a-b-1'), brandCacheTag('x'), LISTINGS_CACHE_TAG]) {
      expect(tag).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
