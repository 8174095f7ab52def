import { DEFAULT_LOCALE } from '@nutrimenu/core/locale';
import { privateJson } from '../../../utilities/privateResponse';
import { parseSearchQuery } from '../../../utilities/searchQuery';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { rankedIngredientIds } from '../search/rankedIngredientIds';

/**
 * `GET /api/ingredients/search?q=…&locale=…&limit=…`: the ingredients the caller may read (their
 * restaurants' and the shared library; admins all) whose names or other names (kitchen aliases
 * included), in any locale, hold every word of `q` but connector words as a word prefix, a plural
 * also found as its singular, accents and case ignored; best first (see `rankedIngredientIds`),
 * `name` in `locale`. An empty `q`, or one without letters or digits,
 * answers no ingredients.
 */
export const searchEndpoint = signedInEndpoint('get', '/search', async (req, t) => {
  const { words, locale, limit, restaurants } = parseSearchQuery(req, t);
  const ids = await rankedIngredientIds(req, {
    words,
    locale,
    restaurants,
    limit,
  });
  if (ids.length === 0) return privateJson({ docs: [] });

  // The collection's read access decides again what the caller may see.
  const { docs } = await req.payload.find({
    collection: 'ingredients',
    where: { id: { in: ids } },
    locale,
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
