import { DEFAULT_LOCALE, searchWords } from '@nutrimenu/core/locale';
import { isAdmin, tenantIdsOf } from '../../../access/roles';
import { EndpointError } from '../../../utilities/EndpointError';
import { localeQueryParam } from '../../../utilities/localeQueryParam';
import { privateJson } from '../../../utilities/privateResponse';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { rankedIngredientIds } from '../search/rankedIngredientIds';

/** Longest search text accepted; longer is refused, not cut, so the person knows. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_LIMIT = 50;
const DEFAULT_LIMIT = 20;

/**
 * `GET /api/ingredients/search?q=…&locale=…&limit=…`: the ingredients the caller may read (their
 * restaurants' and the shared library; admins all) whose names or other names, in any locale,
 * hold every word of `q` as a word prefix, accents and case ignored; best first (see
 * `rankedIngredientIds`), `name` in `locale`. An empty `q`, or one without letters or digits,
 * answers no ingredients.
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

  const restaurants = isAdmin(req)
    ? ('all' as const)
    : tenantIdsOf(req.user).map(Number).filter(Number.isInteger);
  const ids = await rankedIngredientIds(req, {
    words: searchWords(q),
    locale: locale.data,
    restaurants,
    limit,
  });
  if (ids.length === 0) return privateJson({ docs: [] });

  // The collection's read access decides again what the caller may see.
  const { docs } = await req.payload.find({
    collection: 'ingredients',
    where: { id: { in: ids } },
    locale: locale.data,
    fallbackLocale: DEFAULT_LOCALE,
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    select: {
      name: true,
      source: { kind: true, code: true },
      restaurant: true,
      allergensDeclared: true,
      allergens: true,
      traces: true,
    },
  });
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return privateJson({
    docs: ids.flatMap((id) => {
      const doc = byId.get(id);
      if (!doc) return [];
      return [
        {
          id: doc.id,
          name: doc.name,
          source: { kind: doc.source?.kind ?? null, code: doc.source?.code ?? null },
          restaurant: doc.restaurant ?? null,
          allergensDeclared: doc.allergensDeclared ?? false,
          allergens: doc.allergens ?? [],
          traces: doc.traces ?? [],
        },
      ];
    }),
  });
});
