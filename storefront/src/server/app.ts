import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheTagHeaders } from '@nutrimenu/core/contract';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { ViteDevServer } from 'vite';
import { cookieValue } from '../cookieValue';
import type { RenderRequest, RenderResult } from '../entry-server';
import type { ResolveImage } from '../images/rewriteImageUrls';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../localeCookie';
import { isCrawler } from '../runtime/isCrawler';
import { BUILD_DESCRIPTOR_PATH } from '../runtime/releaseDescriptor';
import { subscribeToChanges } from './changes/subscribeToChanges';
import { type CmsGuardSettings, guardCmsFetch } from './cmsGuard/guardCmsFetch';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { type CmsCache, type CmsCacheSettings, createCmsCache } from './createCmsCache';
import { createPageCache, type PageCacheSettings, pageCacheKey } from './createPageCache';
import { createRevalidateRouter } from './createRevalidateRouter';
import { createImageStore } from './images/createImageStore';
import { imageRoute } from './images/imageRoute';
import { inlineStylesheets } from './inlineStylesheets';
import { myAllergensRoute } from './myAllergensRoute';
import { pickEncodedBody } from './precompressed/pickEncodedBody';
import { promoCaptionsRoute } from './promoCaptionsRoute';
import { publicMenuProxy } from './publicMenuProxy';
import { rememberedAllergensKey } from './rememberedAllergensKey';
import { securityHeaders } from './securityHeaders';
import { seoRoutes } from './seoRoutes';
import { serviceWorkerRoute, serviceWorkerScript } from './serviceWorker/serviceWorkerRoute';
import { webAppManifestRoute } from './webApp/webAppManifestRoute';
import { createWidgetMenuBodies } from './widgetMenuBodies';

type Render = (request: RenderRequest) => Promise<RenderResult>;

export interface AppOptions {
  /** 'production' serves dist/ (run `npm run build` first); 'development' compiles through Vite. */
  mode: 'production' | 'development';
  cmsUrl: string;
  /** The storefront folder (holding index.html). */
  root?: string;
  /** Where the production build is (`client/` and `server/`): `root`/dist unless given. */
  distDir?: string;
  /** Bearer token of `POST /api/revalidate` (the CMS's notification); unset: it answers 503. */
  revalidateSecret?: string | undefined;
  /** How long CMS documents are kept and served (src/server/createCmsCache.ts). */
  cache?: Partial<CmsCacheSettings>;
  /** The deadline of calls to the CMS and its circuit breaker (src/server/cmsGuard/guardCmsFetch.ts). */
  cmsGuard?: Partial<CmsGuardSettings>;
  /** How long rendered pages are reused (production only; src/server/createPageCache.ts). */
  pageCache?: Partial<PageCacheSettings>;
  /**
   * Subscribe to the CMS's change stream (`GET /api/public/changes`, with `revalidateSecret`) and
   * purge on each change: how every storefront instance learns of every edit (env
   * CMS_CHANGE_STREAM). Needs `revalidateSecret`.
   */
  changeStream?: boolean;
  /** Express's `trust proxy` (env TRUST_PROXY): whose forwarded protocol and host to believe. */
  trustProxy?: boolean | number | string | undefined;
}

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Pages can sit in a CDN for a minute and be served stale while it revalidates; error screens not.
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

// A CMS that is down usually comes back within a restart: clients and crawlers retry after this.
const RETRY_AFTER_SECONDS = '30';

/**
 * Crawlers are never shown an error screen, which could be indexed or shown as a
 * link preview in the page's place. They get a bare 503 that asks them to come back; the error
 * itself has been logged.
 */
function sendUnavailableToCrawler(req: Request, res: Response, status: number) {
  console.warn(
    `[storefront] ${req.originalUrl}: answered a bare 503 (for ${status}) to a crawler (${req.get('user-agent')})`,
  );
  res
    .status(503)
    .set({
      'Retry-After': RETRY_AFTER_SECONDS,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Type': 'text/plain; charset=utf-8',
    })
    .send(STATUS_CODES[503]);
}

/**
 * Whether the diner chose the page's locale: a navigation from this site's own page (the locale
 * switcher; every other internal link keeps the locale). A first visit (a QR code, a search
 * result, a shared link: Sec-Fetch-Site none or cross-site, or absent) saves nothing, so its page
 * stays shared by a CDN or page cache rather than private to one diner; nor does the service
 * worker's own fetch of a page it keeps (same-origin, but not a navigation).
 */
function isOwnNavigation(req: Request): boolean {
  return req.get('sec-fetch-site') === 'same-origin' && req.get('sec-fetch-mode') === 'navigate';
}

/** Sends a rendered page with the headers its status and cookie call for. */
function sendPage(
  res: Response,
  page: {
    status: number;
    body: string | Buffer;
    etag?: string;
    saveLocale: string | null;
    /** A cached page's precompressed bodies: sent as they are, never compressed again. */
    encoded?: { br: Buffer; gzip: Buffer } | null;
    /** For a CDN in front: what to purge it by (Surrogate-Key, Cache-Tag). */
    cacheTags?: readonly string[];
  },
) {
  const saveLocale = page.saveLocale && isOwnNavigation(res.req) ? page.saveLocale : null;
  if (saveLocale) {
    res.cookie(LOCALE_COOKIE, saveLocale, {
      maxAge: LOCALE_COOKIE_MAX_AGE_S * 1000,
      path: '/',
      sameSite: 'lax',
      // As the switcher's own cookie (localeCookie): on https, never sent over plain http.
      secure: res.req.secure,
    });
  }
  // A response setting a cookie must not be shared by a CDN: it would set it for everyone.
  // Shared pages do not vary by cookie: their body is the same for everyone (the cookie only
  // decides the redirect of unprefixed paths and whether this response saves the locale).
  // A page filtered by the diner's remembered allergens is theirs alone: no shared cache may
  // keep it, nor answer them with the page everyone else gets (see rememberedAllergensKey).
  const personal = saveLocale !== null || rememberedAllergensKey(res.req) !== '';
  const cacheControl =
    page.status !== 200 ? 'no-store' : personal ? 'private, no-cache' : PAGE_CACHE_CONTROL;
  if (personal) res.vary('Cookie');
  if (page.status === 503) res.set('Retry-After', RETRY_AFTER_SECONDS);
  // res.send answers 304 to a matching If-None-Match, with the ETag given or one it computes.
  if (page.etag) res.set('ETag', page.etag);
  if (page.cacheTags?.length) res.set(cacheTagHeaders(page.cacheTags));
  let body = page.body;
  if (page.encoded && Buffer.isBuffer(page.body)) {
    // The compression middleware leaves a response alone once it has a Content-Encoding.
    const picked = pickEncodedBody({ body: page.body, encoded: page.encoded }, res.req.headers);
    res.vary('Accept-Encoding');
    if (picked.encoding) res.set('Content-Encoding', picked.encoding);
    body = picked.body;
  }
  res
    .status(page.status)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl })
    .send(body);
}

/** What a request's page is cached under (see pageCacheKey). */
function cacheKeyOf(req: Request): string {
  return pageCacheKey({
    origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    url: req.originalUrl,
    cookieLocale: cookieValue(req.get('cookie'), LOCALE_COOKIE),
    myAllergens: rememberedAllergensKey(req),
  });
}

function renderRequest(
  req: Request,
  cmsUrl: string,
  cmsFetch: typeof fetch,
  resolveImage: ResolveImage,
): RenderRequest {
  const host = req.get('host');
  return {
    url: req.originalUrl,
    origin: `${req.protocol}://${host ?? 'localhost'}`,
    host,
    cookie: req.get('cookie'),
    acceptLanguage: req.get('accept-language'),
    cmsUrl,
    cmsFetch,
    resolveImage,
  };
}

/**
 * The storefront's Express app: static assets, then every other GET rendered by `entry-server`
 * into `index.html`. In production hashed assets are immutable; in development Vite's middleware
 * compiles on request and the server entry is reloaded on change.
 *
 * @example
 * const { app, close } = await createApp({ mode: 'production', cmsUrl: 'http://localhost:3000' });
 * app.listen(8080);
 */
export async function createApp(
  options: AppOptions,
): Promise<{ app: Express; close: () => Promise<void>; cmsCache: CmsCache }> {
  const root = options.root ?? DEFAULT_ROOT;
  const app = express();
  app.disable('x-powered-by');
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  // Known once the production template is read (below); development sends none.
  let pagePolicy: string | undefined;
  app.use(securityHeaders(() => pagePolicy));
  // Diners are often on slow mobile connections, and HTML compresses several-fold
  // (`npm run bench:storefront-size` prints the demo menu's raw and gzip bytes).
  app.use(compression());
  // For the start script and load balancers: answers without asking the CMS.
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-store').send('ok');
  });
  // Every CMS document pages are built from goes through this cache; the CMS purges it.
  const cmsCache = createCmsCache({ ...options.cache, fetch: guardCmsFetch(options.cmsGuard) });
  // Development renders every request, so a change to the code shows at once.
  const pageCache = createPageCache(
    options.mode === 'production' ? options.pageCache : { ttlMs: 0 },
  );
  // Images at content-addressed storefront URLs (issue 17), under a guard of their own: a file
  // host that fails (a CDN) must not open the documents' circuit and take the pages down.
  // The widget's menu bodies, with their images' addresses like the pages.
  const widgetMenuBodies = createWidgetMenuBodies();
  const imageStore = createImageStore({
    cmsUrl: options.cmsUrl,
    fetch: guardCmsFetch(options.cmsGuard),
    // Pages and widget menus built with a replaced file's old address are built again.
    onAddressChanged: () => {
      pageCache.clear();
      widgetMenuBodies.clear();
    },
  });
  const purge = (restaurant: string | null) => {
    // Pages mix documents (a menu shows the brand, a listing every restaurant): all go.
    pageCache.clear();
    widgetMenuBodies.clear();
    // A replaced file may keep its URL: its bytes (and address) are looked up again.
    imageStore.forgetSources();
    return cmsCache.purge(restaurant);
  };
  app.use(createRevalidateRouter({ secret: options.revalidateSecret, purge }));
  const changes =
    options.changeStream && options.revalidateSecret
      ? subscribeToChanges({
          cmsUrl: options.cmsUrl,
          secret: options.revalidateSecret,
          onReady: () => purge(null),
          onChange: (change) => {
            const purged = purge(change.restaurant);
            console.log(
              `[storefront] change stream: ${change.collection} ${change.id} changed; dropped ${purged} cached document(s) of ${change.restaurant ?? 'every restaurant'}`,
            );
          },
        })
      : null;

  // A page that rendered once is sent before the static files and the routers are walked
  // (express.static alone costs a file-system lookup per request): only URLs that reached the
  // page handler below are in the page cache, and what comes before it does not change while
  // the process runs. Pages still being compressed take the handler's way.
  app.get('/{*path}', (req, res, next) => {
    const cached = pageCache.get(cacheKeyOf(req));
    if (!cached?.encoded) {
      next();
      return;
    }
    sendPage(res, { status: 200, ...cached });
  });

  let vite: ViteDevServer | undefined;
  let template: () => Promise<string>;
  let loadRender: () => Promise<Render>;

  if (options.mode === 'development') {
    // Imported here so production never loads Vite.
    const { createServer } = await import('vite');
    vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
    const devServer = vite;
    app.use(devServer.middlewares);
    template = async () => readFile(path.join(root, 'index.html'), 'utf8');
    loadRender = async () =>
      ((await devServer.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render;
  } else {
    const distDir = options.distDir ?? path.join(root, 'dist');
    const clientDir = path.join(distDir, 'client');
    const builtTemplate = await inlineStylesheets(
      await readFile(path.join(clientDir, 'index.html'), 'utf8'),
      path.join(clientDir, 'assets'),
    );
    const { render } = (await import(
      pathToFileURL(path.join(distDir, 'server/entry-server.js')).href
    )) as { render: Render };
    // Polled by open pages to learn of a new release: always revalidated, never served stale.
    app.get(BUILD_DESCRIPTOR_PATH, (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.sendFile(path.join(clientDir, 'build.json'), { cacheControl: false }, (error) => {
        if (error && !res.headersSent) res.sendStatus(404);
      });
    });
    app.use(serviceWorkerRoute(await serviceWorkerScript(clientDir)));
    // File names under assets/ carry a content hash: they never change, so browsers keep them.
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    template = async () => builtTemplate;
    pagePolicy = contentSecurityPolicy({
      template: builtTemplate,
      cmsOrigin: new URL(options.cmsUrl).origin,
    });
    loadRender = async () => render;
  }

  app.use(imageRoute(imageStore));
  app.use(
    webAppManifestRoute({ cmsUrl: options.cmsUrl, fetch: cmsCache.fetch, images: imageStore }),
  );
  app.use(
    publicMenuProxy({
      cmsUrl: options.cmsUrl,
      fetch: cmsCache.fetch,
      resolveImage: imageStore.resolve,
      bodies: widgetMenuBodies,
    }),
  );
  app.use(seoRoutes({ cmsUrl: options.cmsUrl, fetch: cmsCache.fetch }));
  app.use(promoCaptionsRoute({ cmsUrl: options.cmsUrl, fetch: cmsCache.fetch }));
  app.use(myAllergensRoute());
  app.get('/{*path}', async (req, res, next) => {
    const request = renderRequest(req, options.cmsUrl, cmsCache.fetch, imageStore.resolve);
    const cacheKey = cacheKeyOf(req);
    let cached = pageCache.get(cacheKey);
    if (!cached) {
      // While another request renders this page, wait for its result rather than render it too.
      await pageCache.rendering(cacheKey);
      cached = pageCache.get(cacheKey);
    }
    if (cached) {
      await cached.ready;
      sendPage(res, { status: 200, ...cached });
      return;
    }
    const renderOver = pageCache.startRender(cacheKey);
    try {
      const render = await loadRender();
      const result = await render(request);
      if (result.kind === 'redirect') {
        res.set({ 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language' });
        res.redirect(result.status, result.location);
        return;
      }
      if (result.status >= 500 && isCrawler(req.get('user-agent'))) {
        sendUnavailableToCrawler(req, res, result.status);
        return;
      }
      // index.html carries lang="ro-RO" so it stays valid HTML; each page sets its own.
      let html = await template();
      if (vite) html = await vite.transformIndexHtml(req.originalUrl, html);
      html = html
        .replace(/<html lang="[^"]*"/, `<html lang="${result.lang}"`)
        .replace('<!--app-head-->', () => result.head)
        .replace('<!--app-html-->', () => result.html)
        .replace('<!--app-data-->', () => result.data);
      if (result.status === 200) {
        const page = pageCache.set(cacheKey, {
          html,
          saveLocale: result.saveLocale,
          cacheTags: result.cacheTags,
        });
        await page.ready;
        sendPage(res, { status: 200, ...page });
        return;
      }
      sendPage(res, {
        status: result.status,
        body: html,
        saveLocale: result.saveLocale,
        cacheTags: result.cacheTags,
      });
    } catch (error) {
      if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    } finally {
      renderOver();
    }
  });

  // Last: what nothing above handled. Never a stack trace; never an error body for crawlers.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const given = (error as { status?: unknown } | null)?.status;
    const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) console.error(`[storefront] ${req.method} ${req.originalUrl}:`, error);
    if (status >= 500 && isCrawler(req.get('user-agent'))) {
      sendUnavailableToCrawler(req, res, status);
      return;
    }
    res
      .status(status)
      .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
      .send(STATUS_CODES[status] ?? 'Error');
  });

  return {
    app,
    cmsCache,
    close: async () => {
      changes?.close();
      await vite?.close();
    },
  };
}
