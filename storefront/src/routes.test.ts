import { describe, expect, test } from 'vitest';
import { matchRoute } from './routes';

describe('matchRoute', () => {
  test.each([
    ['/', 'home', {}],
    ['/restaurant', 'listing', {}],
    ['/restaurant/', 'listing', {}],
    ['/restaurant/city/cluj-napoca', 'listing', { cityFilters: 'cluj-napoca' }],
    ['/restaurant/specific/vegan,halal', 'listing', { specificFilters: 'vegan,halal' }],
    [
      '/restaurant/city/cluj/specific/vegan',
      'listing',
      { cityFilters: 'cluj', specificFilters: 'vegan' },
    ],
    ['/restaurant/demo-bistro', 'menu', { slug: 'demo-bistro' }],
    [
      '/restaurant/demo-bistro/meniul-zilei',
      'menu',
      { slug: 'demo-bistro', secondaryMenu: 'meniul-zilei' },
    ],
    [
      '/restaurant/demo-bistro/recipes/ciorba',
      'dish',
      { slug: 'demo-bistro', recipeSlug: 'ciorba' },
    ],
    ['/restaurant/city/cluj%2Cbaia-mare', 'listing', { cityFilters: 'cluj,baia-mare' }],
  ])('%s is the %s route', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  test.each([
    ['an unknown first segment', '/menu'],
    ['too many segments', '/restaurant/a/recipes/b/c'],
    ['a malformed escape', '/restaurant/%E0%A4%A'],
    // Names the CMS refuses as slugs are the 404 screen, not the CMS's refusal passed on as 502.
    ['a menu name in capitals', '/restaurant/demo-bistro/Meniu'],
    ['a file name', '/restaurant/demo-bistro/package.json'],
    ['a restaurant slug over 80 characters', `/restaurant/${'a'.repeat(81)}`],
    ['a dish slug with a dot', '/restaurant/demo-bistro/recipes/..'],
  ])('%s matches nothing (the 404 screen)', (_label, path) => {
    expect(matchRoute(path)).toBeNull();
  });
});
