import type { Request } from 'express';
import { cookieValue } from '../cookieValue';
import {
  MY_ALLERGENS_COOKIE,
  parseRememberedAllergens,
  serializeRememberedAllergens,
} from '../myAllergens/rememberedAllergens';

/**
 * The request's remembered allergens in canonical form, '' for none (no cookie, or one naming no
 * known allergen). Pages are cached under it, so the filtered and the unfiltered menu are two
 * entries and a request without the cookie keeps its key and its speed. A CDN in front of the
 * storefront keys on the URL only: it must pass requests carrying this cookie to the origin
 * (the responses to them are `private` and never stored by it): README, "Caching and CDNs", says
 * how for Cloudflare and nginx (deploy/nginx-page-cache.conf).
 *
 * @example
 * rememberedAllergensKey(req) // 'exclude=milk&traces=allow'
 */
export function rememberedAllergensKey(req: Pick<Request, 'get'>): string {
  const header = req.get('cookie');
  if (header === undefined || !header.includes(MY_ALLERGENS_COOKIE)) return '';
  const remembered = parseRememberedAllergens(cookieValue(header, MY_ALLERGENS_COOKIE));
  return remembered === null ? '' : serializeRememberedAllergens(remembered);
}
