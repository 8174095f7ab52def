import type { Request, RequestHandler } from 'express';
import type { RenderRequest, RenderResult } from '../entry-server';
import type { ResolveImage } from '../images/rewriteImageUrls';
import { isCrawler } from '../runtime/isCrawler';
import type { PageCache } from './createPageCache';
import { requestPageCacheKey } from './requestPageCacheKey';
import { sendPage } from './sendPage';
import { sendUnavailableToCrawler } from './sendUnavailableToCrawler';

export type Render = (request: RenderRequest) => Promise<RenderResult>;

/** Where pages are rendered from: the built files in production, Vite's compiler in development. */
export interface PageRenderer {
  /** entry-server's `render` (reloaded on change in development). */
  loadRender(): Promise<Render>;
  /** index.html, ready for a page's parts (transformed for the page's URL in development). */
  template(url: string): Promise<string>;
  /** Points an error's stack at the sources (development); nothing to do in production. */
  fixStacktrace(error: Error): void;
}

export interface RenderPageOptions {
  cmsUrl: string;
  /** The CMS cache's fetch. */
  cmsFetch: typeof fetch;
  /** The image store's resolve: pages show images at their storefront addresses. */
  resolveImage: ResolveImage;
  pageCache: PageCache;
  renderer: PageRenderer;
}

function renderRequest(req: Request, options: RenderPageOptions): RenderRequest {
  const host = req.get('host');
  return {
    url: req.originalUrl,
    origin: `${req.protocol}://${host ?? 'localhost'}`,
    host,
    cookie: req.get('cookie'),
    acceptLanguage: req.get('accept-language'),
    cmsUrl: options.cmsUrl,
    cmsFetch: options.cmsFetch,
    resolveImage: options.resolveImage,
  };
}

/** The page's parts in index.html, which carries lang="ro-RO" so it stays valid HTML. */
function fillTemplate(template: string, page: Extract<RenderResult, { kind: 'page' }>): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => page.data);
}

/**
 * Renders the request's page with `entry-server` into index.html and sends it; a 200 is kept in
 * the page cache (only one request renders a page at a time: see servePageFromCache). A redirect
 * is personal (cookie, Accept-Language); a crawler gets a bare 503 instead of an error screen.
 */
export function renderPage(options: RenderPageOptions): RequestHandler {
  const { pageCache, renderer } = options;
  return async (req, res, next) => {
    const request = renderRequest(req, options);
    const cacheKey = requestPageCacheKey(req);
    const renderOver = pageCache.startRender(cacheKey);
    try {
      const render = await renderer.loadRender();
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
      const html = fillTemplate(await renderer.template(req.originalUrl), result);
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
      if (error instanceof Error) renderer.fixStacktrace(error);
      next(error);
    } finally {
      renderOver();
    }
  };
}
