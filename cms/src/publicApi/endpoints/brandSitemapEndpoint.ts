import {
  BRAND_SITEMAP_ROUTE,
  brandCacheTag,
  brandSitemapPageSchema,
  cmsEndpointPath,
  isSlug,
  LISTINGS_CACHE_TAG,
} from '@nutrimenu/core/contract';
import { z } from 'zod';
import { parseQuery } from '../../utilities/parseQuery';
import { buildBrandSitemap } from '../buildBrandSitemap';
import { publicGetEndpoint } from './publicGetEndpoint';

const PAGE_ERROR = 'The page must be a whole number from 1';

const query = z.object({
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int({ error: PAGE_ERROR })
    .min(1, { error: PAGE_ERROR })
    .max(1_000_000, { error: PAGE_ERROR })
    .optional(),
});

/**
 * `GET /api/public/brands/:key/sitemap?page=`: one page of what the brand's sitemap lists (core's
 * `brandSitemapPageSchema`), so the storefront builds a sitemap of any size in a few requests
 * instead of reading every menu. 404 for an unknown brand, 400 for a page that is not a whole
 * number from 1. Dropped by a CDN with any listing (a restaurant's change purges the listings).
 */
export const brandSitemapEndpoint = publicGetEndpoint({
  path: cmsEndpointPath(BRAND_SITEMAP_ROUTE),
  schema: brandSitemapPageSchema,
  cacheTags: (req) => {
    const key = String(req.routeParams?.key ?? '');
    return [LISTINGS_CACHE_TAG, ...(isSlug(key) ? [brandCacheTag(key)] : [])];
  },
  build: async (req) => {
    const params = parseQuery(req, query);
    if (!params.ok) return { error: { status: 400, message: params.message } };
    const key = String(req.routeParams?.key ?? '');
    // No brand has a key that is not a slug: answered like any unknown brand.
    const document = isSlug(key)
      ? await buildBrandSitemap(req.payload, { brandKey: key, page: params.data.page ?? 1 })
      : null;
    if (document === null) return { error: { status: 404, message: `No brand "${key}"` } };
    return { document };
  },
});
