import type { Request } from 'express';
import { cookieValue } from '../cookieValue';
import { LOCALE_COOKIE } from '../localeCookie';
import { pageCacheKey } from './createPageCache';
import { rememberedAllergensKey } from './rememberedAllergensKey';

/** What a request's page is cached under (see pageCacheKey). */
export function requestPageCacheKey(req: Request): string {
  return pageCacheKey({
    origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    url: req.originalUrl,
    cookieLocale: cookieValue(req.get('cookie'), LOCALE_COOKIE),
    myAllergens: rememberedAllergensKey(req),
  });
}
