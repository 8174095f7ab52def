import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import type { PageRenderer, Render } from './renderPage';

/**
 * Development: Vite's middleware compiles assets on request, and every page is rendered by the
 * server entry as it is now, so a change shows at once. Vite is imported here so production
 * never loads it.
 */
export async function serveDevelopment(
  app: Express,
  root: string,
): Promise<PageRenderer & { close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  app.use(vite.middlewares);
  return {
    loadRender: async () =>
      ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render,
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8')),
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
    close: () => vite.close(),
  };
}
