import type { PayloadRequest } from 'payload';
import { idOf } from '../../../utilities/idOf';
import type { UsingRecipe } from './restaurantRecipesUsing';

/**
 * Points every line of `recipes` that uses the library food `from` at the copy `to`, in each
 * recipe's latest version (a draft stays a draft, a published recipe is saved published and
 * recomputed by its hook), as the caller. Joins the request's transaction.
 */
export async function switchRecipesToCopy(
  req: PayloadRequest,
  recipes: readonly UsingRecipe[],
  from: number,
  to: number,
): Promise<void> {
  for (const { id } of recipes) {
    const latest = await req.payload.findByID({
      collection: 'recipes',
      id,
      draft: true,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    });
    const lines = (latest.lines ?? []).map((line) =>
      line.kind === 'ingredient' && Number(idOf(line.ingredient)) === from
        ? { ...line, ingredient: to }
        : {
            ...line,
            ingredient: idOf(line.ingredient),
            recipe: idOf(line.recipe),
          },
    );
    await req.payload.update({
      collection: 'recipes',
      id,
      data: { lines },
      draft: latest._status === 'draft',
      user: req.user,
      overrideAccess: false,
      depth: 0,
      req,
    });
  }
}
