import {
  cmsEndpointPath,
  isSlug,
  PROMO_CAPTIONS_ROUTE,
  WEBVTT_CONTENT_TYPE,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE } from '@nutrimenu/core/locale';
import type { Endpoint } from 'payload';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../utilities/parseQuery';
import { contentVersion } from '../contentVersion';
import { findPromoCaptions } from '../promoVideoCaptions';
import { matchesETag } from './matchesETag';
import { publicError } from './publicError';
import { PUBLIC_CACHE_CONTROL, publicHeaders } from './publicHeaders';

const query = z.object({ locale: localeParam.optional() });

const GENERIC_ERROR = 'The server could not read these captions. Please try again later.';

/**
 * `GET /api/public/brands/:key/promo-captions?locale=xx`: the WebVTT captions of a brand's
 * promotional video in one locale (`text/vtt`), for the storefront to serve from its own origin
 * to the video's `<track>`. 404 for an unknown brand, a brand without a video, or no captions in
 * that locale; 400 for an unknown locale; ETag, 304 and public cache headers like the JSON
 * documents (it is not one, so it does not go through `publicGetEndpoint`).
 */
export const promoCaptionsEndpoint: Endpoint = {
  path: cmsEndpointPath(PROMO_CAPTIONS_ROUTE),
  method: 'get',
  handler: async (req) => {
    try {
      const params = parseQuery(req, query);
      if (!params.ok) return publicError(400, params.message);
      const key = String(req.routeParams?.key ?? '');
      const locale = params.data.locale ?? DEFAULT_LOCALE;
      // No brand has a key that is not a slug: answer like any unknown brand.
      const captions = isSlug(key) ? await findPromoCaptions(req.payload, key, locale) : null;
      if (captions === null) {
        return publicError(
          404,
          `No captions in "${locale}" for the promotional video of the brand "${key}"`,
        );
      }
      const etag = `"${contentVersion(captions)}"`;
      const headers = publicHeaders({ 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag });
      if (matchesETag(req.headers.get('If-None-Match'), etag)) {
        return new Response(null, { status: 304, headers });
      }
      headers.set('Content-Type', WEBVTT_CONTENT_TYPE);
      // Text written in the admin: never sniffed into something a browser would run.
      headers.set('X-Content-Type-Options', 'nosniff');
      return new Response(captions, { status: 200, headers });
    } catch (error) {
      req.payload.logger.error({ err: error, url: req.url }, 'Public promo captions failed');
      return publicError(500, GENERIC_ERROR);
    }
  },
};
