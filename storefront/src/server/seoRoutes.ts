import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { SitemapRestaurant } from '@nutrimenu/core/contract';
import {
  ALL_CACHE_TAG,
  brandCacheTag,
  brandForHost,
  cacheTagHeaders,
  LISTINGS_CACHE_TAG,
} from '@nutrimenu/core/contract';
import { chooseEncoding } from '@nutrimenu/core/http';
import { type Request, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import { createCmsClient } from '../cms/createCmsClient';
import { brandSitemapGroups, readBrandSitemap, SITEMAP_MAX_URLS } from '../seo/brandSitemapEntries';
import { robotsTxt } from '../seo/robotsTxt';
import { type SitemapFile, splitSitemap } from '../seo/sitemapFiles';
import { sitemapIndexXml, sitemapXmlParts } from '../seo/sitemapXml';
import {
  createSitemapFileStore,
  type SitemapFileStore,
} from './sitemapFiles/createSitemapFileStore';

const gunzipAsync = promisify(gunzip);

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

// Hosts come from request headers: the files' split is kept for this many origins at most. The
// restaurants are read once per brand whatever the host.
const MAX_ORIGINS = 64;

const UNAVAILABLE = 'The sitemap is unavailable at the moment. Please try again later.\n';

export interface SeoRoutesOptions {
  cmsUrl: string;
  fetch?: typeof fetch;
  /** The most URLs one sitemap file lists: sitemaps.org's 50,000 unless given (tests give less). */
  sitemapMaxUrls?: number;
  /** Where the files made are kept, compressed (createSitemapFileStore's default bound unless given). */
  files?: SitemapFileStore;
  now?: () => number;
}

/**
 * `/robots.txt`, and the sitemap of the brand serving the request's Host (spec: branding by
 * host): `/sitemap.xml` is a sitemap index naming `/sitemap-1.xml`, `/sitemap-2.xml`…, each
 * listing at most `sitemapMaxUrls` of that brand's pages on that host (a number past the last
 * file is a 404); an unknown host gets the fallback brand's, as pages do, and a malformed one the
 * fallback brand's on its first host. A brand's restaurants are read once a minute at most (one
 * read at a time, whatever the host). A file is made once and kept compressed (`files`), sent in
 * gzip or brotli as the request accepts (plain otherwise), with an ETag; it is made again when
 * what it lists changed. When the CMS cannot answer, the sitemap is a plain 503 (never a stack
 * trace) that no cache keeps.
 *
 * @example
 * app.use(seoRoutes({ cmsUrl: 'http://localhost:3000', fetch: cmsCache.fetch }));
 */
export function seoRoutes(options: SeoRoutesOptions): Router {
  // Through the storefront's CMS cache when given, so a crawler does not re-read every page.
  const cms = createCmsClient(options.cmsUrl, options.fetch);
  const maxUrls = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const now = options.now ?? Date.now;
  const store = options.files ?? createSitemapFileStore();
  const router = Router();
  // Each brand's restaurants, read at most once a minute (one read at a time).
  const reads = new Map<string, { at: number; restaurants: Promise<SitemapRestaurant[]> }>();
  // Each origin's files, cut from the brand's read they were made of.
  const splits = new LRUCache<
    string,
    { restaurants: Promise<SitemapRestaurant[]>; files: Promise<SitemapFile[]> }
  >({ max: MAX_ORIGINS });

  // Drops a brand's files cut from an older read, whatever their origin: each would hold that
  // read's restaurants.
  function forgetSplits(brandKey: string) {
    for (const key of [...splits.keys()]) {
      if (key.startsWith(`${brandKey}\n`)) splits.delete(key);
    }
  }

  function readBrand(brandKey: string): Promise<SitemapRestaurant[]> {
    let cached = reads.get(brandKey);
    if (!cached || now() - cached.at >= ENTRIES_TTL_MS) {
      const entry = { at: now(), restaurants: readBrandSitemap(cms, brandKey) };
      reads.set(brandKey, entry);
      forgetSplits(brandKey);
      // A failed read is not kept: the next request tries again.
      entry.restaurants.catch(() => {
        if (reads.get(brandKey) === entry) reads.delete(brandKey);
      });
      cached = entry;
    }
    return cached.restaurants;
  }

  // The brand's sitemap files on the request's origin, with the headers they are sent with.
  async function brandSitemap(req: Request) {
    const own = requestOrigin(req);
    const brands = await cms.brands();
    const brand = brandForHost(brands, own === null ? undefined : req.get('host'));
    // Brands come from the CMS: a brand no longer listed is not read again.
    for (const key of [...reads.keys()]) {
      if (brands.some((listed) => listed.key === key)) continue;
      reads.delete(key);
      forgetSplits(key);
    }
    const origin = own ?? `${req.protocol}://${brand.hosts[0] ?? 'localhost'}`;
    const restaurants = readBrand(brand.key);
    const key = `${brand.key}\n${origin}`;
    let split = splits.get(key);
    if (split?.restaurants !== restaurants) {
      split = {
        restaurants,
        files: restaurants.then((read) => splitSitemap(brandSitemapGroups(read, origin), maxUrls)),
      };
      splits.set(key, split);
      const made = split;
      made.files.catch(() => {
        if (splits.get(key) === made) splits.delete(key);
      });
    }
    return {
      origin,
      files: await split.files,
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
      const { origin, files, headers } = await brandSitemap(req);
      const file = files[number - 1];
      // Past the last file: the storefront's 404 page, like any unknown path.
      if (!file) return next();
      const kept = await store.get(`${origin}${file.path}`, file.fingerprint, () =>
        sitemapXmlParts(file.entries()),
      );
      const encoding = chooseEncoding(req.headers);
      res.type('application/xml; charset=utf-8').set(headers).set('ETag', kept.etag);
      res.vary('Accept-Encoding');
      if (encoding === 'identity') {
        // Rare (crawlers accept gzip): unpacked from the kept gzip rather than kept as well.
        res.send(await gunzipAsync(kept.gzip));
        return;
      }
      // The compression middleware leaves a response alone once it has a Content-Encoding.
      res.set('Content-Encoding', encoding).send(kept[encoding]);
    } catch (error) {
      unavailable(res, error);
    }
  });

  return router;
}
