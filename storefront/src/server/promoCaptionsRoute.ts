import { brandForHost, WEBVTT_CONTENT_TYPE } from '@nutrimenu/core/contract';
import { type Response, Router } from 'express';
import { createCmsClient } from '../cms/createCmsClient';
import { captionsFileLocale } from '../promoCaptionsPath';

// Like pages: a CDN keeps them a minute and serves them stale while it revalidates; browsers
// revalidate with the ETag Express computes, so an edit shows once the CMS purges the cache.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function sendText(res: Response, status: 404 | 503, text: string): void {
  if (status === 503) res.set('Retry-After', '30');
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
    .send(text);
}

/**
 * `GET /promo-video/captions/{locale}.vtt`: the captions of the promotional video of the brand
 * serving the request's Host (an unknown host gets the fallback brand's, as pages do), read from
 * the CMS through the storefront's CMS cache and served from the page's own origin, so the
 * video's `<track>` needs no CORS. 404 for another file name, a locale the brand lists no
 * captions in, or a brand without a video (the CMS is not asked: made-up URLs cannot fill the
 * cache); a plain 503 that no cache keeps when the CMS cannot answer; never a stack trace.
 *
 * @example
 * app.use(promoCaptionsRoute({ cmsUrl: 'http://localhost:3000', fetch: cmsCache.fetch }));
 */
export function promoCaptionsRoute(options: { cmsUrl: string; fetch?: typeof fetch }): Router {
  const cms = createCmsClient(options.cmsUrl, options.fetch);
  const router = Router();

  router.get('/promo-video/captions/:file', async (req, res) => {
    res.set('X-Content-Type-Options', 'nosniff');
    const locale = captionsFileLocale(req.params.file);
    if (locale === null) {
      sendText(res, 404, 'Not Found');
      return;
    }
    try {
      const brand = brandForHost(await cms.brands(), req.get('host'));
      const captions =
        brand.promoVideo && brand.promoVideoCaptions?.includes(locale)
          ? await cms.promoCaptions(brand.key, locale)
          : null;
      if (captions === null) {
        sendText(res, 404, 'Not Found');
        return;
      }
      // res.send adds a weak ETag and answers 304 to a matching If-None-Match.
      res.status(200).type(WEBVTT_CONTENT_TYPE).set('Cache-Control', CACHE_CONTROL).send(captions);
    } catch (error) {
      console.error(`[storefront] ${req.originalUrl}:`, error);
      sendText(res, 503, 'The captions are unavailable at the moment. Please try again later.\n');
    }
  });

  return router;
}
