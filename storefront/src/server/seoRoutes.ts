import {
  ALL_CACHE_TAG,
  brandCacheTag,
  brandForHost,
  cacheTagHeaders,
  LISTINGS_CACHE_TAG,
} from '@nutrimenu/core/contract';
import { type Request, Router } from 'express';
import { createCmsClient } from '../cms/createCmsClient';
import { brandSitemapEntries } from '../seo/brandSitemapEntries';
import { robotsTxt } from '../seo/robotsTxt';
import { sitemapXml } from '../seo/sitemapXml';

// Like pages: a CDN keeps them a minute and serves them stale while it revalidates.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

// A host name or IP literal with an optional port: anything else is not put into a URL.
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The request's origin ('https://menu.example.ro'), or null when its Host header is malformed. */
function requestOrigin(req: Request): string | null {
  const host = req.get('host');
  return host && VALID_HOST.test(host) ? `${req.protocol}://${host.toLowerCase()}` : null;
}

/**
 * `/robots.txt` and `/sitemap.xml` of the brand serving the request's Host (spec: branding by
 * host): the sitemap lists that brand's pages on that host; an unknown host gets the fallback
 * brand's, as pages do, and a malformed one the fallback brand's on its first host. When the CMS
 * cannot answer, the sitemap is a plain 503 (never a stack trace) that no cache keeps.
 *
 * @example
 * app.use(seoRoutes({ cmsUrl: 'http://localhost:3000', fetch: cmsCache.fetch }));
 */
export function seoRoutes(options: { cmsUrl: string; fetch?: typeof fetch }): Router {
  // Through the storefront's CMS cache when given, so a crawler does not re-read every menu.
  const cms = createCmsClient(options.cmsUrl, options.fetch);
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .set({ 'Cache-Control': CACHE_CONTROL, ...cacheTagHeaders([ALL_CACHE_TAG]) })
      .send(robotsTxt(requestOrigin(req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    try {
      const own = requestOrigin(req);
      const brand = brandForHost(await cms.brands(), own === null ? undefined : req.get('host'));
      const origin = own ?? `${req.protocol}://${brand.hosts[0] ?? 'localhost'}`;
      const entries = await brandSitemapEntries(cms, { brandKey: brand.key, origin });
      res
        .type('application/xml; charset=utf-8')
        .set({
          'Cache-Control': CACHE_CONTROL,
          // It lists the brand's restaurants: dropped with any listing.
          ...cacheTagHeaders([ALL_CACHE_TAG, brandCacheTag(brand.key), LISTINGS_CACHE_TAG]),
        })
        .send(sitemapXml(entries));
    } catch (error) {
      console.error('[storefront] /sitemap.xml:', error);
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '60' })
        .send('The sitemap is unavailable at the moment. Please try again later.\n');
    }
  });

  return router;
}
