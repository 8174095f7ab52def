import { brandSitemapPageSchema } from '@nutrimenu/core/contract';
import type { Payload } from 'payload';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApiClient } from './helpers/apiClient';
import { sitemapFromMenus } from './helpers/sitemapFromMenus';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let json: (path: string) => Promise<unknown>;

beforeAll(async () => {
  payload = await createTestPayload({ seed: 'demo' });
  const api = createApiClient(payload.config);
  json = async (path) => {
    const response = await api.send(new Request(new URL(path, 'http://localhost:3000')));
    expect(response.status, path).toBe(200);
    return response.json();
  };
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
});

// The demo's sitemaps stay what the storefront made of the public menus before the endpoint.
test("every demo brand's sitemap lists what its public menus show", async () => {
  const brands = await payload.find({ collection: 'brands', limit: 0, depth: 0 });
  let listed = 0;
  for (const brand of brands.docs) {
    const page = brandSitemapPageSchema.parse(
      await json(`/api/public/brands/${brand.key}/sitemap`),
    );
    expect(page.pageCount).toBeLessThanOrEqual(1);
    expect(page.restaurants, brand.key).toEqual(await sitemapFromMenus(json, brand.key));
    listed += page.restaurants.reduce((n, r) => n + r.menus.length, 0);
  }
  // The demo has restaurants with menus: the comparison is not of two empty lists.
  expect(listed).toBeGreaterThan(1);
});
