import { createLocalReq, type TaskConfig } from 'payload';
import {
  findOutdatedRecipes,
  withLatestVersions,
} from '../collections/Recipes/engine/outdatedRecipes';
import { recomputeFound } from '../collections/Recipes/graph/recomputeRecipes';
import { runInTransaction } from '../utilities/runInTransaction';

/** Recipes per transaction: a crash loses at most one batch's work, which the retry redoes. */
const BATCH = 500;

/**
 * Recomputes, in the background, every recipe whose stored results an older engine computed
 * (queueOutdatedRecompute marked them stale at start or after a library import): their
 * nutrition and cost with core's current arithmetic, stamped with its ENGINE_VERSION, in
 * batches of their own transaction. Each recipe found outdated when the job starts is computed
 * once: one core still cannot stamp (a cost with no restaurant) never makes the job loop.
 */
export const recomputeOutdatedResultsTask: TaskConfig<{
  input: Record<string, never>;
  output: { recomputed: number };
}> = {
  slug: 'recomputeOutdatedResults',
  retries: 2,
  inputSchema: [],
  outputSchema: [{ name: 'recomputed', type: 'number' }],
  handler: async ({ req }) => {
    const outdated = await findOutdatedRecipes(req);
    let recomputed = 0;
    for (let start = 0; start < outdated.length; start += BATCH) {
      const batchReq = await createLocalReq({}, req.payload);
      const done = await runInTransaction(batchReq, async () =>
        recomputeFound(
          batchReq,
          await withLatestVersions(batchReq, outdated.slice(start, start + BATCH)),
          { refuseUncomputable: false },
        ),
      );
      recomputed += done.length;
    }
    return { output: { recomputed } };
  },
};
