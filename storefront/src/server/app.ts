import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express, { type Express, type Request } from 'express';
import type { ViteDevServer } from 'vite';
import type { RenderRequest, RenderResult } from '../entry-server';

type Render = (request: RenderRequest) => Promise<RenderResult>;

export interface AppOptions {
  /** 'production' serves dist/ (run `npm run build` first); 'development' compiles through Vite. */
  mode: 'production' | 'development';
  cmsUrl: string;
  /** The storefront folder (holding index.html). */
  root?: string;
  /** Where the production build is (`client/` and `server/`): `root`/dist unless given. */
  distDir?: string;
}

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Pages can sit in a CDN for a minute and be served stale while it revalidates; error screens not.
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

// Spec section 4: the locale choice is kept for 365 days on the whole site.
const LOCALE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

function renderRequest(req: Request, cmsUrl: string): RenderRequest {
  const host = req.get('host');
  return {
    url: req.originalUrl,
    origin: `${req.protocol}://${host ?? 'localhost'}`,
    host,
    cookie: req.get('cookie'),
    acceptLanguage: req.get('accept-language'),
    cmsUrl,
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
): Promise<{ app: Express; close: () => Promise<void> }> {
  const root = options.root ?? DEFAULT_ROOT;
  const app = express();
  app.disable('x-powered-by');
  // For the start script and load balancers: answers without asking the CMS.
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-store').send('ok');
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
    const builtTemplate = await readFile(path.join(clientDir, 'index.html'), 'utf8');
    const { render } = (await import(
      pathToFileURL(path.join(distDir, 'server/entry-server.js')).href
    )) as { render: Render };
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
    loadRender = async () => render;
  }

  app.get('/{*path}', async (req, res, next) => {
    try {
      const render = await loadRender();
      const result = await render(renderRequest(req, options.cmsUrl));
      if (result.kind === 'redirect') {
        res.set({ 'Cache-Control': 'private, no-store', Vary: 'Cookie, Accept-Language' });
        res.redirect(result.status, result.location);
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
      if (result.saveLocale) {
        res.cookie('locale', result.saveLocale, {
          maxAge: LOCALE_COOKIE_MAX_AGE_MS,
          path: '/',
          sameSite: 'lax',
        });
      }
      // A response setting a cookie must not be shared by a CDN: it would set it for everyone.
      const cacheControl =
        result.status !== 200
          ? 'no-store'
          : result.saveLocale
            ? 'private, no-cache'
            : PAGE_CACHE_CONTROL;
      res
        .status(result.status)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl })
        .send(html);
    } catch (error) {
      if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });

  return {
    app,
    close: async () => {
      await vite?.close();
    },
  };
}
