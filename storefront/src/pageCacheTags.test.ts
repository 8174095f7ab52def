import { expect, test } from 'vitest';
import { pageCacheTags } from './pageCacheTags';

test("a dish page carries the site's, its brand's and its restaurant's tags", () => {
  expect(
    pageCacheTags({
      brandKey: 'nutrischeme',
      routeId: 'dish',
      params: { slug: 'demo-bistro', recipeSlug: 'ciorba' },
    }),
  ).toEqual(['nutrimenu', 'nutrimenu-brand-nutrischeme', 'nutrimenu-restaurant-demo-bistro']);
});

test('the listing and home pages carry the listings tag, no restaurant', () => {
  for (const routeId of ['home', 'listing']) {
    expect(pageCacheTags({ brandKey: 'nutrischeme', routeId, params: {} })).toEqual([
      'nutrimenu',
      'nutrimenu-brand-nutrischeme',
      'nutrimenu-listings',
    ]);
  }
});

test('a page rendered without a brand (the CMS down) still carries the site-wide tag', () => {
  expect(pageCacheTags({ brandKey: null, routeId: null, params: {} })).toEqual(['nutrimenu']);
});
