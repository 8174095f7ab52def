import { parseId } from '../../../utilities/parseId';
import { privateJson } from '../../../utilities/privateResponse';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { loadLibraryFood } from '../ownVersion/loadLibraryFood';
import { restaurantOfCaller } from '../ownVersion/restaurantOfCaller';
import { restaurantRecipesUsing } from '../ownVersion/restaurantRecipesUsing';

/**
 * `GET /api/ingredients/:id/own-version?restaurant=…`: the recipes of the restaurant that use
 * the shared-library food `id`, `{ recipes: [{ id, name }] }`, so "Use my own version" can offer
 * to switch them, by name, before anything is written.
 */
export const ownVersionRecipesEndpoint = signedInEndpoint(
  'get',
  '/:id/own-version',
  async (req, t) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const restaurant = await restaurantOfCaller(
      req,
      parseId((req.query as Record<string, unknown>).restaurant, 'restaurant', req.t),
      t('admin.ingredient.ownVersion.error.restaurant'),
    );
    await loadLibraryFood(req, id, t);
    return privateJson({ recipes: await restaurantRecipesUsing(req, restaurant, id) });
  },
);
