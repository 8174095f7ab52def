import type { RequestHandler } from 'express';
import type { PageCache } from './createPageCache';
import { requestPageCacheKey } from './requestPageCacheKey';
import { sendPage } from './sendPage';

/**
 * Sends the request's page from the page cache when it has it, else passes the request on.
 * `waitForRender`: while another request renders this page, wait for its result rather than
 * render it too; without it only a page already compressed is sent (one still being compressed
 * is left to the handler that waits).
 */
export function servePageFromCache(
  pageCache: PageCache,
  { waitForRender }: { waitForRender: boolean },
): RequestHandler {
  return async (req, res, next) => {
    const key = requestPageCacheKey(req);
    let cached = pageCache.get(key);
    if (!cached && waitForRender) {
      await pageCache.rendering(key);
      cached = pageCache.get(key);
    }
    if (!cached || (!waitForRender && !cached.encoded)) {
      next();
      return;
    }
    await cached.ready;
    sendPage(res, { status: 200, ...cached });
  };
}
