import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express } from 'express';
import { BUILD_DESCRIPTOR_PATH } from '../runtime/releaseDescriptor';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { inlineStylesheets } from './inlineStylesheets';
import type { PageRenderer, Render } from './renderPage';
import { serviceWorkerRoute, serviceWorkerScript } from './serviceWorker/serviceWorkerRoute';

/**
 * Production: the build in `distDir` (`client/` and `server/`, from `npm run build`). Serves its
 * static files, renders with its server entry into its index.html (stylesheets inlined), and
 * gives the pages' Content-Security-Policy, which allows that template's own scripts.
 */
export async function serveProduction(
  app: Express,
  options: { distDir: string; cmsUrl: string },
): Promise<PageRenderer & { pagePolicy: string }> {
  const clientDir = path.join(options.distDir, 'client');
  const builtTemplate = await inlineStylesheets(
    await readFile(path.join(clientDir, 'index.html'), 'utf8'),
    path.join(clientDir, 'assets'),
  );
  const { render } = (await import(
    pathToFileURL(path.join(options.distDir, 'server/entry-server.js')).href
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
  return {
    loadRender: async () => render,
    template: async () => builtTemplate,
    fixStacktrace: () => undefined,
    pagePolicy: contentSecurityPolicy({
      template: builtTemplate,
      cmsOrigin: new URL(options.cmsUrl).origin,
    }),
  };
}
