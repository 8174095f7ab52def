import { DEFAULT_LOCALE, searchWords } from '@nutrimenu/core/locale';
import { z } from 'zod';
import { isAdmin, tenantIdsOf } from '../../../access/roles';
import { EndpointError } from '../../../utilities/EndpointError';
import { localeQueryParam } from '../../../utilities/localeQueryParam';
import { parseId } from '../../../utilities/parseId';
import { privateJson } from '../../../utilities/privateResponse';
import { MAX_QUERY_LENGTH } from '../../../utilities/searchQuery';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { rankedDishIds } from '../search/rankedDishIds';
import { dishSummary } from './dishSummary';

/** Most dishes answered: a search's first page, or the dishes of one menu section. */
export const MAX_DISHES = 200;
const SEARCH_LIMIT = 20;

/**
 * `GET /api/recipes/menu-dishes?restaurant=…&locale=…&q=…` or `…&ids=1,2,3`: for the menu
 * editor, a restaurant's dishes as `DishSummary` (name in `locale`, kcal per portion,
 * allergens), either those whose name in any locale holds every word of `q` as a word prefix,
 * accents and case ignored (best first, see `rankedDishIds`), or those of `ids` in that order.
 * Only dishes of `restaurant`, and only if the caller may read them; another restaurant is a 404.
 */
export const menuDishesEndpoint = signedInEndpoint('get', '/menu-dishes', async (req, t) => {
  const query = req.query as Record<string, unknown>;
  const restaurant = parseId(query.restaurant, 'restaurant', req.t);
  if (!isAdmin(req) && !tenantIdsOf(req.user).map(Number).includes(restaurant)) {
    throw new EndpointError(404, req.t('error:notFound'));
  }
  const locale = localeQueryParam(t).safeParse(query.locale ?? DEFAULT_LOCALE);
  if (!locale.success) throw new EndpointError(400, locale.error.issues[0]?.message ?? '');
  const params = z
    .object({
      q: z
        .string()
        .max(MAX_QUERY_LENGTH, {
          error: t('admin.ingredients.search.error.queryTooLong', { max: MAX_QUERY_LENGTH }),
        })
        .optional(),
      ids: z
        .string()
        .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, {
          error: req.t('error:invalidRequestArgs', { args: 'ids' }),
        })
        .optional(),
    })
    .safeParse({ q: query.q, ids: query.ids });
  if (!params.success) throw new EndpointError(400, params.error.issues[0]?.message ?? '');

  const ids = params.data.ids
    ? [...new Set(params.data.ids.split(',').map(Number))].slice(0, MAX_DISHES)
    : await rankedDishIds(req, {
        words: searchWords(params.data.q ?? ''),
        locale: locale.data,
        restaurant,
        limit: SEARCH_LIMIT,
      });
  if (ids.length === 0) return privateJson({ docs: [] });

  // The collection's read access decides again what the caller may see; the latest save
  // (draft included) names the dish as the owner last wrote it.
  const { docs } = await req.payload.find({
    collection: 'recipes',
    where: { and: [{ id: { in: ids } }, { restaurant: { equals: restaurant } }] },
    locale: locale.data,
    fallbackLocale: DEFAULT_LOCALE,
    draft: true,
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    select: { name: true, _status: true, computed: { result: true } },
  });
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return privateJson({
    docs: ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [dishSummary(doc as Parameters<typeof dishSummary>[0])] : [];
    }),
  });
});
