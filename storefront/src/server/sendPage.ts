import { cacheTagHeaders } from '@nutrimenu/core/contract';
import type { Request, Response } from 'express';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../localeCookie';
import { pickEncodedBody } from './precompressed/pickEncodedBody';
import { rememberedAllergensKey } from './rememberedAllergensKey';
import { RETRY_AFTER_SECONDS } from './sendUnavailableToCrawler';

// Pages can sit in a CDN for a minute and be served stale while it revalidates; error screens not.
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A rendered page, fresh or from the page cache, as `sendPage` sends it. */
export interface PageToSend {
  status: number;
  body: string | Buffer;
  etag?: string;
  saveLocale: string | null;
  /** A cached page's precompressed bodies: sent as they are, never compressed again. */
  encoded?: { br: Buffer; gzip: Buffer } | null;
  /** For a CDN in front: what to purge it by (Surrogate-Key, Cache-Tag). */
  cacheTags?: readonly string[];
}

/**
 * Whether the diner chose the page's locale: a navigation from this site's own page (the locale
 * switcher; every other internal link keeps the locale). A first visit (a QR code, a search
 * result, a shared link: Sec-Fetch-Site none or cross-site, or absent) saves nothing, so its page
 * stays shared by a CDN or page cache rather than private to one diner; nor does the service
 * worker's own fetch of a page it keeps (same-origin, but not a navigation).
 */
function isOwnNavigation(req: Request): boolean {
  return req.get('sec-fetch-site') === 'same-origin' && req.get('sec-fetch-mode') === 'navigate';
}

/** Sends a rendered page with the headers its status and cookie call for. */
export function sendPage(res: Response, page: PageToSend) {
  const saveLocale = page.saveLocale && isOwnNavigation(res.req) ? page.saveLocale : null;
  if (saveLocale) {
    res.cookie(LOCALE_COOKIE, saveLocale, {
      maxAge: LOCALE_COOKIE_MAX_AGE_S * 1000,
      path: '/',
      sameSite: 'lax',
      // As the switcher's own cookie (localeCookie): on https, never sent over plain http.
      secure: res.req.secure,
    });
  }
  // A response setting a cookie must not be shared by a CDN: it would set it for everyone.
  // Shared pages do not vary by cookie: their body is the same for everyone (the cookie only
  // decides the redirect of unprefixed paths and whether this response saves the locale).
  // A page filtered by the diner's remembered allergens is theirs alone: no shared cache may
  // keep it, nor answer them with the page everyone else gets (see rememberedAllergensKey).
  const personal = saveLocale !== null || rememberedAllergensKey(res.req) !== '';
  const cacheControl =
    page.status !== 200 ? 'no-store' : personal ? 'private, no-cache' : PAGE_CACHE_CONTROL;
  if (personal) res.vary('Cookie');
  if (page.status === 503) res.set('Retry-After', RETRY_AFTER_SECONDS);
  // res.send answers 304 to a matching If-None-Match, with the ETag given or one it computes.
  if (page.etag) res.set('ETag', page.etag);
  if (page.cacheTags?.length) res.set(cacheTagHeaders(page.cacheTags));
  let body = page.body;
  if (page.encoded && Buffer.isBuffer(page.body)) {
    // The compression middleware leaves a response alone once it has a Content-Encoding.
    const picked = pickEncodedBody({ body: page.body, encoded: page.encoded }, res.req.headers);
    res.vary('Accept-Encoding');
    if (picked.encoding) res.set('Content-Encoding', picked.encoding);
    body = picked.body;
  }
  res
    .status(page.status)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl })
    .send(body);
}
