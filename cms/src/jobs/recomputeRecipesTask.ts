import type { TaskConfig } from 'payload';
import { recomputeRecipesUsing } from '../collections/Recipes/graph/recomputeRecipes';

/**
 * Recomputes, in the background, the recipes that use changed ingredients or sub-recipes when
 * there were too many to recompute within the save request (see env RECOMPUTE_INLINE_LIMIT). The
 * save marked them stale; this clears the mark with their new results.
 */
export const recomputeRecipesTask: TaskConfig<{
  input: { field: 'ingredient' | 'recipe'; ids: (number | string)[] };
  output: { recomputed: number };
}> = {
  slug: 'recomputeRecipes',
  retries: 2,
  inputSchema: [
    { name: 'field', type: 'text', required: true },
    { name: 'ids', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'recomputed', type: 'number' }],
  handler: async ({ input, req }) => {
    const recomputed = await recomputeRecipesUsing(req, input.field, input.ids, { inline: true });
    return { output: { recomputed: recomputed.length } };
  },
};
