import { addDataAndFileToRequest } from 'payload';
import { z } from 'zod';
import { EndpointError } from '../../../utilities/EndpointError';
import { parseId } from '../../../utilities/parseId';
import { privateJson } from '../../../utilities/privateResponse';
import { runInTransaction } from '../../../utilities/runInTransaction';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { copyLibraryFood } from '../ownVersion/copyLibraryFood';
import { loadLibraryFood } from '../ownVersion/loadLibraryFood';
import { restaurantOfCaller } from '../ownVersion/restaurantOfCaller';
import { restaurantRecipesUsing } from '../ownVersion/restaurantRecipesUsing';
import { switchRecipesToCopy } from '../ownVersion/switchRecipesToCopy';

const bodySchema = z.object({
  restaurant: z.number().int().positive().max(2_147_483_647),
  switchRecipes: z.boolean(),
});

/**
 * `POST /api/ingredients/:id/own-version` with `{ restaurant, switchRecipes }`: makes the
 * restaurant's private copy of the shared-library food `id` ("Use my own version") and, when
 * asked, points that restaurant's recipes using the library food at the copy, all in one
 * transaction. Answers 201 `{ id, switched: [{ id, name }] }`. The caller must work for the
 * restaurant (403 otherwise) and be able to read the food (404); a restaurant's own food is a 400.
 */
export const ownVersionEndpoint = signedInEndpoint('post', '/:id/own-version', async (req, t) => {
  const id = parseId(req.routeParams?.id, 'id', req.t);
  await addDataAndFileToRequest(req);
  const body = bodySchema.safeParse(req.data);
  if (!body.success) throw new EndpointError(400, t('admin.ingredient.ownVersion.error.body'));
  const restaurant = await restaurantOfCaller(
    req,
    body.data.restaurant,
    t('admin.ingredient.ownVersion.error.restaurant'),
  );
  const food = await loadLibraryFood(req, id, t);
  const outcome = await runInTransaction(req, async () => {
    const copy = await copyLibraryFood(req, food, restaurant);
    const switched = body.data.switchRecipes
      ? await restaurantRecipesUsing(req, restaurant, id)
      : [];
    await switchRecipesToCopy(req, switched, id, copy);
    return { id: copy, switched };
  });
  return privateJson(outcome, 201);
});
