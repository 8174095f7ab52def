import { DEFAULT_LOCALE, type Locale, searchWords } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { isAdmin, tenantIdsOf } from '../access/roles';
import { EndpointError } from './EndpointError';
import { localeQueryParam } from './localeQueryParam';
import type { SignedInRequest } from './signedInEndpoint';

/** Longest search text accepted; longer is refused, not cut, so the person knows. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 50;
const DEFAULT_LIMIT = 20;

export interface SearchQuery {
  /** `q` cut into accent- and case-folded words (none for an empty or symbols-only `q`). */
  words: string[];
  locale: Locale;
  limit: number;
  /** Whose documents the search may answer: every restaurant's for an admin. */
  restaurants: 'all' | number[];
}

/**
 * The `q`, `locale` and `limit` every admin search endpoint takes (ingredients, recipes), read
 * the same way so a picker behaves alike everywhere; a bad value is a 400 in the admin's language.
 */
export function parseSearchQuery(req: SignedInRequest, t: Translate): SearchQuery {
  const query = req.query as Record<string, unknown>;
  const q = typeof query.q === 'string' ? query.q : '';
  if (q.length > MAX_QUERY_LENGTH) {
    throw new EndpointError(
      400,
      t('admin.ingredients.search.error.queryTooLong', { max: MAX_QUERY_LENGTH }),
    );
  }
  const locale = localeQueryParam(t).safeParse(query.locale ?? DEFAULT_LOCALE);
  if (!locale.success) throw new EndpointError(400, locale.error.issues[0]?.message ?? '');
  const limitText = query.limit === undefined ? String(DEFAULT_LIMIT) : String(query.limit);
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : 0;
  if (limit < 1 || limit > MAX_LIMIT) {
    throw new EndpointError(400, t('admin.ingredients.search.error.limit', { max: MAX_LIMIT }));
  }
  const restaurants = isAdmin(req)
    ? ('all' as const)
    : tenantIdsOf(req.user).map(Number).filter(Number.isInteger);
  return { words: searchWords(q), locale: locale.data, limit, restaurants };
}
