import express, { type Response, type Router } from 'express';
import type { ImageStore } from './createImageStore';

// The address is the bytes' hash: the file at it never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

// An image opened on its own runs nothing (an SVG may hold scripts) and frames nothing.
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const ADDRESS = /^\/img\/([^/]+)(\/[^?#]*)$/;

function notFound(res: Response) {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found');
}

/**
 * `GET /img/{hash}/{name}`: an image kept by the image store, immutable for a year, embeddable
 * by any site, its hash as ETag (304 to a matching If-None-Match); 404 (not cached) for an address whose bytes are unknown
 * or no longer match.
 */
export function imageRoute(store: ImageStore): Router {
  const router = express.Router();
  router.get('/img/{*rest}', async (req, res, next) => {
    try {
      const match = ADDRESS.exec(req.originalUrl.split('?')[0] ?? '');
      const hash = match?.[1];
      const name = match?.[2];
      const file = hash && name ? await store.file(hash, name) : null;
      if (!hash || !file) {
        notFound(res);
        return;
      }
      const etag = `"${hash}"`;
      res.set({
        'Cache-Control': IMMUTABLE,
        ETag: etag,
        'Content-Security-Policy': FILE_POLICY,
        'Content-Disposition': 'inline',
        // The widget shows them on restaurants' own sites, whose pages may require every
        // cross-origin resource to opt in (Cross-Origin-Embedder-Policy: require-corp).
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      const given = req.get('if-none-match');
      if (given?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        res.status(304).end();
        return;
      }
      res.type(file.contentType).send(file.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
