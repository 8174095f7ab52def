import type { CollectionBeforeDeleteHook } from 'payload';
import { recipesUsing } from '../collections/Recipes/graph/recipesUsing';
import { adminTranslator } from '../utilities/adminTranslator';
import { publicApiError } from '../utilities/publicApiError';

/** Names listed in the message; the data of the answer has them all. */
const NAMES_SHOWN = 10;

/**
 * A `beforeDelete` hook refusing to delete an ingredient (`field: 'ingredient'`) or a recipe
 * (`'recipe'`, a sub-recipe) that recipes still use: a 409 whose message, in the admin's
 * language, counts the recipes, names those the user can see and counts the others; its data
 * lists `{ id, name }` of the visible ones and `hiddenCount`. Nothing is deleted: the hook runs
 * in the delete's transaction, before any row goes.
 */
export function refuseDeleteWhileUsed(field: 'ingredient' | 'recipe'): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const { visible, hiddenCount } = await recipesUsing(req, field, id);
    const total = visible.length + hiddenCount;
    if (total === 0) return;
    const t = await adminTranslator(req);
    const names = visible.slice(0, NAMES_SHOWN).map(({ name }) => name);
    if (visible.length > NAMES_SHOWN) names.push('…');
    const message = [
      t(field === 'ingredient' ? 'admin.inUse.ingredient' : 'admin.inUse.recipe', {
        count: total,
      }),
      names.length > 0 ? t('admin.inUse.names', { names: names.join(', ') }) : null,
      hiddenCount > 0 ? t('admin.inUse.hidden', { count: hiddenCount }) : null,
      t('admin.inUse.removeFirst'),
    ]
      .filter(Boolean)
      .join(' ');
    throw publicApiError(message, 409, { recipes: visible, hiddenCount });
  };
}
