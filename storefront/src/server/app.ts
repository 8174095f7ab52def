import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import { subscribeToChanges } from './changes/subscribeToChanges';
import { type CmsGuardSettings, guardCmsFetch } from './cmsGuard/guardCmsFetch';
import type { CmsCache, CmsCacheSettings } from './createCmsCache';
import { createContentCaches } from './createContentCaches';
import type { PageCacheSettings } from './createPageCache';
import { createRevalidateRouter } from './createRevalidateRouter';
import { handleErrors } from './handleErrors';
import { imageRoute } from './images/imageRoute';
import { myAllergensRoute } from './myAllergensRoute';
import { promoCaptionsRoute } from './promoCaptionsRoute';
import { publicMenuProxy } from './publicMenuProxy';
import { renderMalformedAddress } from './renderMalformedAddress';
import { type PageRenderer, renderPage } from './renderPage';
import { securityHeaders } from './securityHeaders';
import { seoRoutes } from './seoRoutes';
import { serveDevelopment } from './serveDevelopment';
import { servePageFromCache } from './servePageFromCache';
import { serveProduction } from './serveProduction';
import { createShareCardStore } from './shareCards/createShareCardStore';
import { shareCardRoute } from './shareCards/shareCardRoute';
import {
  createSitemapFileStore,
  type SitemapFileStoreSettings,
} from './sitemapFiles/createSitemapFileStore';
import { webAppManifestRoute } from './webApp/webAppManifestRoute';

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
  /** The most URLs one sitemap file lists (src/server/seoRoutes.ts): 50,000 unless given. */
  sitemapMaxUrls?: number;
  /** The bytes of sitemap files kept compressed (src/server/sitemapFiles/createSitemapFileStore.ts). */
  sitemapCache?: Partial<SitemapFileStoreSettings>;
  /** Express's `trust proxy` (env TRUST_PROXY): whose forwarded protocol and host to believe. */
  trustProxy?: boolean | number | string | undefined;
}

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  const { cmsCache, pageCache, widgetMenuBodies, imageStore, purge } = createContentCaches({
    cmsUrl: options.cmsUrl,
    cache: options.cache,
    cmsGuard: options.cmsGuard,
    // Development renders every request, so a change to the code shows at once.
    pageCache: options.mode === 'production' ? options.pageCache : { ttlMs: 0 },
  });
  app.use(createRevalidateRouter({ secret: options.revalidateSecret, purge }));
  const changes =
    options.changeStream && options.revalidateSecret
      ? subscribeToChanges({
          cmsUrl: options.cmsUrl,
          secret: options.revalidateSecret,
          onReady: () => purge(null),
          onChange: (change) => {
            const purged = purge(change.restaurant, change.position);
            console.log(
              `[storefront] change stream: ${change.collection} ${change.id} changed; dropped ${purged} cached document(s) of ${change.restaurant ?? 'every restaurant'}`,
            );
          },
        })
      : null;

  // A page that rendered once is sent before the static files and the routers are walked
  // (express.static alone costs a file-system lookup per request): only URLs that reached the
  // page handler below are in the page cache, and what comes before it does not change while
  // the process runs.
  app.get('/{*path}', servePageFromCache(pageCache, { waitForRender: false }));

  let renderer: PageRenderer;
  let closeRenderer = async () => {};
  if (options.mode === 'development') {
    const development = await serveDevelopment(app, root);
    renderer = development;
    closeRenderer = development.close;
  } else {
    const production = await serveProduction(app, {
      distDir: options.distDir ?? path.join(root, 'dist'),
      cmsUrl: options.cmsUrl,
    });
    renderer = production;
    pagePolicy = production.pagePolicy;
  }

  app.use(imageRoute(imageStore));
  // A guard of its own, like images': a card being drawn must not open the documents' circuit.
  app.use(
    shareCardRoute(
      createShareCardStore({ cmsUrl: options.cmsUrl, fetch: guardCmsFetch(options.cmsGuard) }),
    ),
  );
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
  app.use(
    seoRoutes({
      cmsUrl: options.cmsUrl,
      fetch: cmsCache.fetch,
      ...(options.sitemapMaxUrls !== undefined ? { sitemapMaxUrls: options.sitemapMaxUrls } : {}),
      files: createSitemapFileStore(options.sitemapCache),
    }),
  );
  app.use(promoCaptionsRoute({ cmsUrl: options.cmsUrl, fetch: cmsCache.fetch }));
  app.use(myAllergensRoute());
  const pageHandler = renderPage({
    cmsUrl: options.cmsUrl,
    cmsFetch: cmsCache.fetch,
    resolveImage: imageStore.resolve,
    pageCache,
    renderer,
  });
  app.get('/{*path}', servePageFromCache(pageCache, { waitForRender: true }), pageHandler);
  app.use(renderMalformedAddress(pageHandler));
  // Last: what nothing above handled.
  app.use(handleErrors);

  return {
    app,
    cmsCache,
    close: async () => {
      changes?.close();
      await closeRenderer();
    },
  };
}
