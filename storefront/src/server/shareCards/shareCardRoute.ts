import { SHARE_CARDS_PATH, shareCardKeyOfFile } from '@nutrimenu/core/contract';
import express, { type Response, type Router } from 'express';
import type { ShareCardStore } from './createShareCardStore';

// The key holds a digest of everything the picture shows: what is at a key never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendText(res: Response, status: 404 | 503, text: string): void {
  if (status === 503) res.set('Retry-After', '30');
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
    .send(text);
}

/**
 * `GET /share-cards/{key}.png`: the share card of a dish or a restaurant (the page's og:image),
 * drawn by the CMS on its first request and served from the storefront's own origin, immutable
 * for a year with its key as ETag (304 to a matching If-None-Match). 404 (not cached) for a
 * name that is not a key (the CMS is not asked: made-up URLs cannot fill the cache) and for a key
 * the CMS does not know; a plain 503 that no cache keeps when the CMS cannot answer.
 */
export function shareCardRoute(store: ShareCardStore): Router {
  const router = express.Router();
  router.get(`${SHARE_CARDS_PATH}/:file`, async (req, res) => {
    res.set('X-Content-Type-Options', 'nosniff');
    const key = shareCardKeyOfFile(req.params.file);
    if (key === null) {
      sendText(res, 404, 'Not Found');
      return;
    }
    const answer = await store.card(key);
    if (answer.kind === 'none') {
      sendText(res, 404, 'Not Found');
      return;
    }
    if (answer.kind === 'failed') {
      sendText(res, 503, 'The picture is unavailable at the moment. Please try again later.\n');
      return;
    }
    const etag = `"${key}"`;
    res.set({
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      // Crawlers of other sites (and chat apps' previews) fetch it from wherever the link is shared.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    const given = req.get('if-none-match');
    if (given?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).type('image/png').send(answer.png);
  });
  return router;
}
