import type { TaskConfig } from 'payload';
import { recomputeCostsUsingIngredients } from '../costing/recomputeCostsUsingIngredients';

/**
 * Recosts, in the background, a restaurant's dishes that use changed ingredient prices when
 * there were too many to recost within the price's save (see env RECOMPUTE_INLINE_LIMIT). The save marked
 * their cost stale; this clears the mark with the new figures.
 */
export const recomputeCostsTask: TaskConfig<{
  input: { restaurant: number; ingredients: number[] };
  output: { recosted: number };
}> = {
  slug: 'recomputeCosts',
  retries: 2,
  inputSchema: [
    { name: 'restaurant', type: 'number', required: true },
    { name: 'ingredients', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'recosted', type: 'number' }],
  handler: async ({ input, req }) => {
    const recosted = await recomputeCostsUsingIngredients(
      req,
      input.restaurant,
      input.ingredients,
      {
        inline: true,
      },
    );
    return { output: { recosted: recosted.length } };
  },
};
