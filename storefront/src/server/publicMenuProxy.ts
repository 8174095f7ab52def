import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALL_CACHE_TAG,
  cacheTagHeaders,
  PUBLIC_MENU_ROUTE,
  publicMenuPath,
  restaurantCacheTag,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, isLocale } from '@nutrimenu/core/locale';
import express, { type Request, type Response, type Router } from 'express';
import type { ResolveImage } from '../images/rewriteImageUrls';
import { widgetMenuImages } from '../images/widgetMenuImages';
import { compressWidget } from './precompressed/compressWidget';
import { pickEncodedBody } from './precompressed/pickEncodedBody';
import { createWidgetMenuBodies, type WidgetMenuBodies } from './widgetMenuBodies';

export interface PublicMenuProxyOptions {
  cmsUrl: string;
  /** The CMS cache's fetch (createCmsCache.ts): the widget's reads share the pages' cache. */
  fetch: typeof fetch;
  /** The image store's resolve: the menu's images go out at their storefront addresses. */
  resolveImage: ResolveImage;
  /**
   * The bodies already built (cleared by the app when an image's address changes); a store of
   * its own when absent.
   */
  bodies?: WidgetMenuBodies;
  /** Where the built widget is (`npm run build -w widget`); widget/dist next to storefront/. */
  widgetDir?: string;
}

const DEFAULT_WIDGET_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../widget/dist',
);

// Slugs as the CMS makes them (core's slugify); anything else cannot name a menu.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

// A menu states allergens: the storefront's cache is purged by the CMS, but a browser or CDN
// cache must ask (ETag → 304) every time, so none shows a dish without a just-added allergen.
const MENU_CACHE_CONTROL = 'public, no-cache';

function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

function sendJsonError(res: Response, status: 404 | 503, error: string): void {
  if (status === 503) res.set('Retry-After', '30');
  res.status(status).set('Cache-Control', 'no-store').json({ error });
}

interface WidgetFile {
  mtimeMs: number;
  body: Buffer;
  /** `body` compressed once, so every encoding sent is the one widget/scripts/size.ts checks. */
  encoded: { br: Buffer; gzip: Buffer };
  hash: string;
}

/** widget.js precompressed for the request's Accept-Encoding, with `headers`. */
function sendWidget(
  req: Request,
  res: Response,
  file: WidgetFile,
  headers: Record<string, string>,
): void {
  const { body, encoding } = pickEncodedBody(file, req.headers);
  res.set({
    ...headers,
    'Content-Type': 'text/javascript; charset=utf-8',
    Vary: 'Accept-Encoding',
  });
  // A set Content-Encoding makes the `compression` middleware pass the bytes through as they are.
  if (encoding) res.set('Content-Encoding', encoding);
  res.send(body);
}

/**
 * The embeddable widget's two public endpoints on the storefront:
 * - `GET /api/public/menus/:restaurantSlug?locale=&menu=` (core's `PUBLIC_MENU_ROUTE`): the
 *   CMS's public menu JSON served through the storefront's CMS cache, open to every origin
 *   (`Access-Control-Allow-Origin: *`, never with credentials), its images at absolute
 *   content-addressed storefront URLs, each dish's picture in the square size the widget shows
 *   (widgetMenuImages), an ETag of the body sent (304 to a matching If-None-Match); 404 and 503
 *   as JSON.
 *   Only `locale` (a supported one, else the default) and `menu` (a slug) are forwarded, so
 *   made-up query strings cannot fill the cache.
 * - `GET /widget.js` (stable, cached 5 minutes) and `GET /widget/{hash}.js` (the same file at a
 *   content-hashed URL, immutable for a year), read from widget/dist, re-read when it changes;
 *   404 while the widget is not built.
 */
export function publicMenuProxy(options: PublicMenuProxyOptions): Router {
  const router = express.Router();
  const widgetFile = path.join(options.widgetDir ?? DEFAULT_WIDGET_DIR, 'widget.js');
  let widget: WidgetFile | null = null;
  const bodies = options.bodies ?? createWidgetMenuBodies();

  function loadWidget(): WidgetFile | null {
    try {
      const { mtimeMs } = statSync(widgetFile);
      if (widget?.mtimeMs !== mtimeMs) {
        const code = readFileSync(widgetFile);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
        widget = { mtimeMs, body: code, encoded: compressWidget(code), hash };
      }
      return widget;
    } catch {
      return null;
    }
  }

  router.get(PUBLIC_MENU_ROUTE, async (req, res) => {
    res.set({ 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' });
    const slug = req.params.restaurantSlug;
    if (!isSlug(slug)) {
      sendJsonError(res, 404, 'not_found');
      return;
    }
    const query = new URLSearchParams({
      locale: isLocale(req.query.locale) ? req.query.locale : DEFAULT_LOCALE,
    });
    if (isSlug(req.query.menu)) query.set('menu', req.query.menu);
    // Built as createCmsClient builds it, so the widget and the pages share cache entries.
    const url = new URL(`${publicMenuPath(slug)}?${query}`, options.cmsUrl);
    let upstream: globalThis.Response;
    try {
      upstream = await options.fetch(url, { headers: { accept: 'application/json' } });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[storefront] public menu ${slug}: the CMS is unreachable (${reason})`);
      sendJsonError(res, 503, 'unavailable');
      return;
    }
    if (upstream.status === 404) {
      await upstream.body?.cancel();
      sendJsonError(res, 404, 'not_found');
      return;
    }
    if (upstream.status !== 200) {
      await upstream.body?.cancel();
      sendJsonError(res, 503, 'unavailable');
      return;
    }
    // The addresses are absolute on the host the widget's script came from (as the pages'
    // canonical URLs are built), so the body differs by host.
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const upstreamTag = upstream.headers.get('ETag');
    const key = upstreamTag === null ? null : `${origin} ${url.href} ${upstreamTag}`;
    let sent = key === null ? undefined : bodies.get(key);
    if (sent) {
      await upstream.body?.cancel();
    } else {
      try {
        const body = JSON.stringify(
          await widgetMenuImages(await upstream.json(), options.resolveImage, origin),
        );
        // Of the body sent: the CMS's ETag would not change when an image's bytes (its address) do.
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        sent = { body, etag };
        if (key !== null) bodies.set(key, sent);
      } catch (error) {
        console.warn(`[storefront] public menu ${slug}: the CMS sent no JSON (${String(error)})`);
        sendJsonError(res, 503, 'unavailable');
        return;
      }
    }
    const { body, etag } = sent;
    res.set({
      'Cache-Control': MENU_CACHE_CONTROL,
      'Content-Type': 'application/json; charset=utf-8',
      ETag: etag,
      Vary: 'Host',
      // A CDN in front drops it with the restaurant's pages (core's cacheTags).
      ...cacheTagHeaders([ALL_CACHE_TAG, restaurantCacheTag(slug)]),
    });
    if (req.get('If-None-Match') === etag) {
      res.status(304).end();
      return;
    }
    res.status(200).send(body);
  });

  router.get('/widget.js', (req, res, next) => {
    const file = loadWidget();
    if (!file) {
      next();
      return;
    }
    sendWidget(req, res, file, {
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
      // Where the same bytes are for good: for snippets that want to pin a version.
      Link: `</widget/${file.hash}.js>; rel="canonical"`,
    });
  });

  router.get('/widget/:file', (req, res, next) => {
    const file = loadWidget();
    if (!file || req.params.file !== `${file.hash}.js`) {
      next();
      return;
    }
    sendWidget(req, res, file, {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
    });
  });

  return router;
}
