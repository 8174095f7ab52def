import {
  ALL_CACHE_TAG,
  brandCacheTag,
  brandForHost,
  cacheTagHeaders,
  LISTINGS_CACHE_TAG,
} from '@nutrimenu/core/contract';
import { type Request, type Response, Router } from 'express';
import { createCmsClient } from '../cms/createCmsClient';
import { brandSitemapEntries, SITEMAP_MAX_URLS } from '../seo/brandSitemapEntries';
import { robotsTxt } from '../seo/robotsTxt';
import { type SitemapFile, splitSitemap } from '../seo/sitemapFiles';
import { sitemapIndexXml, sitemapXml } from '../seo/sitemapXml';

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

// How long a brand's sitemap is reused: reading it asks the CMS for every page of the brand's
// sitemap (a few hundred restaurants each), and the index and each of its files need them all.
// Like the CDN's s-maxage.
const ENTRIES_TTL_MS = 60_000;

const UNAVAILABLE = 'The sitemap is unavailable at the moment. Please try again later.\n';

export interface SeoRoutesOptions {
  cmsUrl: string;
  fetch?: typeof fetch;
  /** The most URLs one sitemap file lists: sitemaps.org's 50,000 unless given (tests give less). */
  sitemapMaxUrls?: number;
  now?: () => number;
}

/**
 * `/robots.txt`, and the sitemap of the brand serving the request's Host (spec: branding by
 * host): `/sitemap.xml` is a sitemap index naming `/sitemap-1.xml`, `/sitemap-2.xml`…, each
 * listing at most `sitemapMaxUrls` of that brand's pages on that host (a number past the last
 * file is a 404); an unknown host gets the fallback brand's, as pages do, and a malformed one the
 * fallback brand's on its first host. A brand's entries are read once a minute at most (one
 * read at a time). When the CMS cannot answer, the sitemap is a plain 503 (never a stack trace)
 * that no cache keeps.
 *
 * @example
 * app.use(seoRoutes({ cmsUrl: 'http://localhost:3000', fetch: cmsCache.fetch }));
 */
export function seoRoutes(options: SeoRoutesOptions): Router {
  // Through the storefront's CMS cache when given, so a crawler does not re-read every page.
  const cms = createCmsClient(options.cmsUrl, options.fetch);
  const maxUrls = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const now = options.now ?? Date.now;
  const router = Router();
  const read = new Map<string, { at: number; files: Promise<SitemapFile[]> }>();

  // The brand's sitemap files on the request's origin, with the headers they are sent with.
  async function brandSitemap(req: Request) {
    const own = requestOrigin(req);
    const brand = brandForHost(await cms.brands(), own === null ? undefined : req.get('host'));
    const origin = own ?? `${req.protocol}://${brand.hosts[0] ?? 'localhost'}`;
    const key = `${brand.key}\n${origin}`;
    let cached = read.get(key);
    if (!cached || now() - cached.at >= ENTRIES_TTL_MS) {
      const files = brandSitemapEntries(cms, { brandKey: brand.key, origin }).then((entries) =>
        splitSitemap(entries, maxUrls),
      );
      cached = { at: now(), files };
      read.set(key, cached);
      // A failed read is not kept: the next request tries again.
      files.catch(() => {
        if (read.get(key) === cached) read.delete(key);
      });
    }
    return {
      origin,
      files: await cached.files,
      headers: {
        'Cache-Control': CACHE_CONTROL,
        // It lists the brand's restaurants: dropped with any listing.
        ...cacheTagHeaders([ALL_CACHE_TAG, brandCacheTag(brand.key), LISTINGS_CACHE_TAG]),
      },
    };
  }

  function unavailable(res: Response, error: unknown) {
    console.error('[storefront] sitemap:', error);
    res
      .status(503)
      .type('text/plain; charset=utf-8')
      .set({ 'Cache-Control': 'no-store', 'Retry-After': '60' })
      .send(UNAVAILABLE);
  }

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .set({ 'Cache-Control': CACHE_CONTROL, ...cacheTagHeaders([ALL_CACHE_TAG]) })
      .send(robotsTxt(requestOrigin(req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    try {
      const { origin, files, headers } = await brandSitemap(req);
      const index = files.map((file) => ({
        loc: `${origin}${file.path}`,
        ...(file.lastmod ? { lastmod: file.lastmod } : {}),
      }));
      res.type('application/xml; charset=utf-8').set(headers).send(sitemapIndexXml(index));
    } catch (error) {
      unavailable(res, error);
    }
  });

  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, async (req, res, next) => {
    try {
      const number = Number(req.params[0]);
      const { files, headers } = await brandSitemap(req);
      const file = files[number - 1];
      // Past the last file: the storefront's 404 page, like any unknown path.
      if (!file) return next();
      res.type('application/xml; charset=utf-8').set(headers).send(sitemapXml(file.entries()));
    } catch (error) {
      unavailable(res, error);
    }
  });

  return router;
}
