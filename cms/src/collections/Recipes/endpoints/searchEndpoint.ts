import { DEFAULT_LOCALE } from '@nutrimenu/core/locale';
import { parseId } from '../../../utilities/parseId';
import { privateJson } from '../../../utilities/privateResponse';
import { parseSearchQuery } from '../../../utilities/searchQuery';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { matchingRecipeIds } from '../search/matchingRecipeIds';

/**
 * `GET /api/recipes/search?q=…&locale=…&limit=…&exclude=…`: the recipes the caller may read
 * whose name, in any locale, holds every word of `q` as a word prefix, accents and case ignored
 * (as the ingredient search matches), for a recipe line's sub-recipe picker; `exclude` is the
 * recipe being edited. Answers `{ docs: [{ id, name }] }`, `name` in `locale`.
 */
export const searchEndpoint = signedInEndpoint('get', '/search', async (req, t) => {
  const { words, locale, limit, restaurants } = parseSearchQuery(req, t);
  const exclude = (req.query as Record<string, unknown>).exclude;
  const excludeId = exclude === undefined ? null : parseId(exclude, 'exclude', req.t);
  const ids = await matchingRecipeIds(req, {
    words,
    locale,
    restaurants,
    excludeId,
    limit,
  });
  if (ids.length === 0) return privateJson({ docs: [] });

  // The collection's read access decides again what the caller may see.
  const { docs } = await req.payload.find({
    collection: 'recipes',
    where: { id: { in: ids } },
    locale,
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
