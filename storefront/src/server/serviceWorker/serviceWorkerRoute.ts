import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicMenuPath } from '@nutrimenu/core/contract';
import { LOCALES } from '@nutrimenu/core/locale';
import express, { type Router } from 'express';
import { OFFLINE_STORE } from '../../offline/offlineStore';

export const SERVICE_WORKER_PATH = '/sw.js';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw.js');

/**
 * The service worker's script for this build: `sw.js` with the release id, the build's
 * scripts (precached, so a page kept offline hydrates; the offline page's own chunk apart, kept
 * with that page), and the names it shares with the pages
 * (offlineStore.ts, core's locales and public menu path). Its bytes change with every release,
 * which is how browsers learn of a new worker.
 */
export async function serviceWorkerScript(clientDir: string): Promise<string> {
  const [source, descriptor, assetNames] = await Promise.all([
    readFile(SOURCE, 'utf8'),
    readFile(path.join(clientDir, 'build.json'), 'utf8').catch(() => '{}'),
    readdir(path.join(clientDir, 'assets')).catch(() => [] as string[]),
  ]);
  const release = String((JSON.parse(descriptor) as { release?: unknown }).release ?? 'unknown');
  const scripts = assetNames.filter((name) => name.endsWith('.js'));
  const isOffline = (name: string) => name.startsWith(OFFLINE_STORE.offlineChunkPrefix);
  const assets = scripts.filter((name) => !isOffline(name)).map((name) => `/assets/${name}`);
  const offlineAssets = scripts.filter(isOffline).map((name) => `/assets/${name}`);
  return source
    .replaceAll('__RELEASE__', release.replace(/[^0-9a-z-]/gi, ''))
    .replace('__ASSETS__', JSON.stringify(assets))
    .replace('__OFFLINE_ASSETS__', JSON.stringify(offlineAssets))
    .replace('__STORE__', JSON.stringify(OFFLINE_STORE))
    .replace('__LOCALES__', JSON.stringify(LOCALES))
    .replace('__MENUS_PATH__', JSON.stringify(publicMenuPath('')));
}

/**
 * `GET /sw.js`: always revalidated (`no-cache`), so a deploy reaches browsers at their next
 * visit; scoped to the whole origin (one brand host), which is the natural bound of its caches.
 */
export function serviceWorkerRoute(script: string): Router {
  const router = express.Router();
  router.get(SERVICE_WORKER_PATH, (_req, res) => {
    res.set({ 'Cache-Control': 'no-cache', 'Content-Type': 'text/javascript; charset=utf-8' });
    res.send(script);
  });
  return router;
}
