import { DEFAULT_LOCALE, searchWords } from '@nutrimenu/core/locale';
import { isAdmin, tenantIdsOf } from '../../../access/roles';
import { EndpointError } from '../../../utilities/EndpointError';
import { localeQueryParam } from '../../../utilities/localeQueryParam';
import { parseId } from '../../../utilities/parseId';
import { privateJson } from '../../../utilities/privateResponse';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { MAX_LIMIT, MAX_QUERY_LENGTH } from '../../Ingredients/endpoints/searchEndpoint';
import { matchingRecipeIds } from '../search/matchingRecipeIds';

const DEFAULT_LIMIT = 20;

/**
 * `GET /api/recipes/search?q=…&locale=…&limit=…&exclude=…`: the recipes the caller may read
 * whose name, in any locale, holds every word of `q` as a word prefix, accents and case ignored
 * (as the ingredient search matches), for a recipe line's sub-recipe picker; `exclude` is the
 * recipe being edited. Answers `{ docs: [{ id, name }] }`, `name` in `locale`.
 */
export const searchEndpoint = signedInEndpoint('get', '/search', async (req, t) => {
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
  const excludeId = query.exclude === undefined ? null : parseId(query.exclude, 'exclude', req.t);

  const restaurants = isAdmin(req)
    ? ('all' as const)
    : tenantIdsOf(req.user).map(Number).filter(Number.isInteger);
  const ids = await matchingRecipeIds(req, {
    words: searchWords(q),
    locale: locale.data,
    restaurants,
    excludeId,
    limit,
  });
  if (ids.length === 0) return privateJson({ docs: [] });

  // The collection's read access decides again what the caller may see.
  const { docs } = await req.payload.find({
    collection: 'recipes',
    where: { id: { in: ids } },
    locale: locale.data,
    fallbackLocale: DEFAULT_LOCALE,
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    select: { name: true },
  });
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return privateJson({
    docs: ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [{ id: doc.id, name: doc.name }] : [];
    }),
  });
});
