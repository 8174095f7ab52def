/**
 * Starts the storefront: `npm start -w storefront` (production, after `npm run build`) or
 * `npm run dev -w storefront` (Vite middleware). CMS_URL, PORT, REVALIDATE_SECRET and the CMS
 * cache settings come from src/server/env.ts.
 */
import { createApp } from './src/server/app';
import { readEnv } from './src/server/env';

const env = readEnv();
const mode = env.NODE_ENV === 'production' ? 'production' : 'development';
const { app, close } = await createApp({
  mode,
  cmsUrl: env.CMS_URL,
  revalidateSecret: env.REVALIDATE_SECRET,
  changeStream: env.CMS_CHANGE_STREAM,
  trustProxy: env.TRUST_PROXY,
  cache: {
    freshMs: env.CMS_CACHE_TTL * 1000,
    staleMs: env.CMS_CACHE_STALE * 1000,
    maxBytes: env.CMS_CACHE_MAX_MB * 1024 * 1024,
  },
  pageCache: { maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 },
  sitemapCache: { maxBytes: env.SITEMAP_CACHE_MAX_MB * 1024 * 1024 },
  cmsGuard: {
    timeoutMs: env.CMS_TIMEOUT_MS,
    failureThreshold: env.CMS_BREAKER_FAILURES,
    openMs: env.CMS_BREAKER_OPEN * 1000,
  },
});
const server = app.listen(env.PORT, () => {
  console.log(`Storefront (${mode}) on http://localhost:${env.PORT} (CMS: ${env.CMS_URL})`);
  if (!env.REVALIDATE_SECRET) {
    console.warn(
      'REVALIDATE_SECRET is unset: no change stream, and POST /api/revalidate answers 503, so edits in the CMS show after CMS_CACHE_TTL seconds',
    );
  }
});

function stop() {
  server.close();
  void close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
