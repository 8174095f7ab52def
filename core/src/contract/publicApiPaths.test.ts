import { expect, test } from 'vitest';
import {
  ANY_PUBLIC_API_ROUTE,
  BRAND_SITEMAP_ROUTE,
  brandSitemapPath,
  cmsEndpointPath,
  PROMO_CAPTIONS_ROUTE,
  PUBLIC_BRANDS_PATH,
  PUBLIC_MENU_ROUTE,
  PUBLIC_PAGE_ROUTE,
  PUBLIC_RESTAURANTS_PATH,
  promoCaptionsPath,
  publicMenuPath,
  publicPagePath,
} from './publicApiPaths';

// These are the URLs deployed CMSes serve and deployed widgets call: a change breaks them.
test('the public API keeps its published paths', () => {
  expect(PUBLIC_BRANDS_PATH).toBe('/api/public/brands');
  expect(PUBLIC_RESTAURANTS_PATH).toBe('/api/public/restaurants');
  expect(PUBLIC_MENU_ROUTE).toBe('/api/public/menus/:restaurantSlug');
  expect(PUBLIC_PAGE_ROUTE).toBe('/api/public/pages/:kind');
  expect(PROMO_CAPTIONS_ROUTE).toBe('/api/public/brands/:key/promo-captions');
  expect(BRAND_SITEMAP_ROUTE).toBe('/api/public/brands/:key/sitemap');
});

test.each([
  { built: publicMenuPath('demo-bistro'), route: PUBLIC_MENU_ROUTE },
  { built: publicPagePath('faq'), route: PUBLIC_PAGE_ROUTE },
  { built: promoCaptionsPath('nutrischeme'), route: PROMO_CAPTIONS_ROUTE },
  { built: brandSitemapPath('nutrischeme'), route: BRAND_SITEMAP_ROUTE },
])('$built matches its route $route', ({ built, route }) => {
  const pattern = new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
  expect(built).toMatch(pattern);
});

test('a value is encoded as one path segment', () => {
  expect(publicMenuPath('a/b?c')).toBe('/api/public/menus/a%2Fb%3Fc');
  expect(promoCaptionsPath('x y')).toBe('/api/public/brands/x%20y/promo-captions');
});

test('a Payload endpoint path is relative to the API', () => {
  expect(cmsEndpointPath(PUBLIC_MENU_ROUTE)).toBe('/public/menus/:restaurantSlug');
  expect(cmsEndpointPath(ANY_PUBLIC_API_ROUTE)).toBe('/public/(.*)');
  expect(() => cmsEndpointPath('/public/menus')).toThrow(/not under the CMS's API/);
});
