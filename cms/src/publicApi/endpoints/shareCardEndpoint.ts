import {
  cmsEndpointPath,
  PUBLIC_SHARE_CARD_ROUTE,
  shareCardKeyOfFile,
} from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { renderedShareCard } from '../../shareCards/renderedShareCards';
import { publicError } from './publicError';
import { publicHeaders } from './publicHeaders';

// The key holds a digest of everything the picture shows: what is at a key never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const GENERIC_ERROR = 'The server could not draw this share card. Please try again later.';

/**
 * `GET /api/public/share-cards/{key}.png`: the share card of a dish or a restaurant (1200×630
 * PNG), drawn on its first request, immutable. 404 (not cached) for a file name that is not a
 * key and for a key that names nothing the public menus show now.
 */
export const shareCardEndpoint: Endpoint = {
  path: cmsEndpointPath(PUBLIC_SHARE_CARD_ROUTE),
  method: 'get',
  handler: async (req) => {
    const file = String(req.routeParams?.file ?? '');
    try {
      const key = shareCardKeyOfFile(file);
      const png = key ? await renderedShareCard(req, key) : null;
      if (!png) return publicError(404, `No share card "${file}"`);
      const headers = publicHeaders({
        'Cache-Control': IMMUTABLE,
        'Content-Type': 'image/png',
        'Content-Length': String(png.length),
        ETag: `"${key}"`,
        'X-Content-Type-Options': 'nosniff',
      });
      return new Response(new Uint8Array(png), { status: 200, headers });
    } catch (error) {
      req.payload.logger.error({ err: error, url: req.url }, 'Public share card failed');
      return publicError(500, GENERIC_ERROR);
    }
  },
};
