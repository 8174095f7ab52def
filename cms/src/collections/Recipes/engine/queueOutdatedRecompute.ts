import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload } from 'payload';
import { refreshPublicDocuments } from '../../../publicApi/storedDocuments/refreshPublicDocuments';
import { recordShown } from '../../../shownHistory/recordShown';
import { executeSql } from '../../../utilities/executeSql';
import { runInTransaction } from '../../../utilities/runInTransaction';
import { markStale } from '../graph/writeComputed';
import { findOutdatedRecipes, withLatestVersions } from './outdatedRecipes';

export const RECOMPUTE_OUTDATED_TASK = 'recomputeOutdatedResults';

/** Documents per recordShown call, as recordMissingShownStates. */
const SHOWN_BATCH = 200;

/**
 * Queues the background recompute of every recipe whose stored results an older engine computed
 * (see core's ENGINE_VERSION): marked stale first, so the public menu shows those dishes as being
 * updated rather than old figures, then one `recomputeOutdatedResults` job, unless one is still
 * waiting or running. Called at start and after a library import; two instances starting at
 * once may queue two jobs, and the second finds nothing left to do.
 *
 * @returns how many recipes were found outdated.
 */
export async function queueOutdatedRecompute(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload);
  const [column] = await executeSql<{ present: boolean }>(
    req,
    sql`SELECT EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_name = 'recipes' AND column_name = 'costing_engine_version') AS present`,
  );
  // Not migrated yet (a test's database before its migrations): nothing is stored.
  if (!column?.present) return 0;
  return runInTransaction(req, async () => {
    const outdated = await findOutdatedRecipes(req);
    if (outdated.length === 0) return 0;
    const { latestVersions } = await withLatestVersions(req, outdated);
    await markStale(
      req,
      outdated,
      latestVersions.map((version) => version.versionId),
    );
    // Marked stale, a dish's allergens and nutrition leave the public menu until the job ends.
    for (let start = 0; start < outdated.length; start += SHOWN_BATCH) {
      await recordShown(req, 'recipe', outdated.slice(start, start + SHOWN_BATCH));
    }
    // The stored public menus showing them say so, rebuilt as this transaction commits.
    await refreshPublicDocuments(req, { recipes: outdated });
    const [pending] = await executeSql<{ count: number }>(
      req,
      sql`SELECT count(*)::int AS "count" FROM "payload_jobs"
        WHERE "task_slug" = ${RECOMPUTE_OUTDATED_TASK} AND "completed_at" IS NULL
          AND "has_error" IS NOT TRUE`,
    );
    if (!pending?.count) {
      await payload.jobs.queue({ task: RECOMPUTE_OUTDATED_TASK, input: {}, req });
    }
    payload.logger.info(
      `engine: ${outdated.length} recipes computed by an older engine, queued for recompute`,
    );
    return outdated.length;
  });
}

/** queueOutdatedRecompute at start: a failure is logged and never stops the CMS. */
export async function queueOutdatedRecomputeAtStart(payload: Payload): Promise<void> {
  try {
    await queueOutdatedRecompute(payload);
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not queue the recompute of outdated results');
  }
}
