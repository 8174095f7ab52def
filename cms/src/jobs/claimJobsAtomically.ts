import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { DatabaseAdapterObj, Job, UpdateJobs, UpdateJobsArgs, Where } from 'payload';
import { renewClaims } from './renewClaims';

const JOBS = 'payload-jobs';

export interface ClaimOptions {
  /** Seconds a claim lasts without renewal before another instance may take the job over. */
  leaseSeconds: number;
}

/**
 * Makes claiming a job atomic and leased, so several CMS instances working the queue never run
 * the same job, and a job whose instance died is finished by another.
 *
 * Atomic: Payload 3.90 claims jobs in `db.updateJobs({ data: { processing: true }, where, limit })`
 * by reading the runnable jobs and then updating each by id: two instances that read before
 * either writes both claim (and run) the same jobs, as cms/test/jobClaims.int.test.ts shows with
 * two instances, and a job the other instance had already finished and deleted crashed the run.
 * Here the claim is one conditional `UPDATE … WHERE processing = false … RETURNING id`:
 * PostgreSQL serializes the writers of a row and re-checks the condition for the later one, so
 * each job goes to exactly one instance and the loser simply gets fewer jobs.
 *
 * Leased: Payload marks a claimed job `processing` until its run ends, so a job whose instance
 * was killed stayed "processing" forever (and its dishes "updating"). The claim's `updated_at` is
 * its lease: the claiming instance renews it while the job runs (renewClaims), and a job
 * processing with a lease older than `leaseSeconds` is runnable again, claimed by the same
 * conditional UPDATE (so only one instance takes it over). Every other jobs update (progress,
 * completion, release) keeps Payload's own path.
 */
export function claimJobsAtomically(
  base: DatabaseAdapterObj<PostgresAdapter>,
  { leaseSeconds }: ClaimOptions,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args);
      const payloadUpdateJobs = adapter.updateJobs;
      const updateJobs: UpdateJobs = function (this: PostgresAdapter, jobArgs) {
        return jobArgs.data.processing === true
          ? claimJobs(this, jobArgs, leaseSeconds)
          : payloadUpdateJobs.call(this, jobArgs);
      };
      adapter.updateJobs = updateJobs;
      return adapter;
    },
  };
}

/**
 * Payload's "runnable jobs" filter with `processing: false` widened to "not processing, or
 * processing under a lease that expired before `expiredBefore`".
 */
export function withExpiredClaims(where: Where | undefined, expiredBefore: string): Where {
  const notProcessing = (clause: Where) => {
    const processing = clause.processing as { equals?: unknown } | undefined;
    return Object.keys(clause).length === 1 && processing?.equals === false;
  };
  const widen = (clause: Where): Where =>
    notProcessing(clause)
      ? {
          or: [
            { processing: { equals: false } },
            {
              and: [
                { processing: { equals: true } },
                { completedAt: { exists: false } },
                { updatedAt: { less_than: expiredBefore } },
              ],
            },
          ],
        }
      : clause;
  if (!where) return {};
  if (Array.isArray(where.and)) return { ...where, and: where.and.map(widen) };
  return widen(where);
}

async function claimJobs(
  adapter: PostgresAdapter,
  args: UpdateJobsArgs,
  leaseSeconds: number,
): Promise<Job[] | null> {
  const req = args.req ?? {};
  const now = new Date();
  const expiredBefore = new Date(now.getTime() - leaseSeconds * 1000).toISOString();
  const candidates =
    args.id !== undefined
      ? [args.id]
      : (
          await adapter.find({
            collection: JOBS,
            where: withExpiredClaims(args.where, expiredBefore),
            limit: args.limit,
            sort: args.sort,
            pagination: false,
            select: { id: true },
            req,
          })
        ).docs.map((doc) => doc.id);
  if (candidates.length === 0) return args.returning === false ? null : [];

  // In the caller's transaction (Payload opens one for the claim), so the row locks last until
  // it commits; a competing claim waits for them, then re-checks the row as it is now and skips
  // it: claimed (processing under a live lease), finished by the other instance (completed,
  // failed for good, or deleted), or put back to wait for a retry.
  const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle;
  const updatedAt =
    typeof args.data.updatedAt === 'string' ? args.data.updatedAt : now.toISOString();
  // A claim by id (runByID) runs that job now, as Payload's does, failed or waiting; only one
  // that another instance holds or has finished is refused.
  const stillRunnable =
    args.id === undefined
      ? sql`AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until < ${now.toISOString()})`
      : sql``;
  const claimed = (
    await db.execute<{ id: number }>(sql`
      UPDATE payload_jobs SET processing = true, updated_at = ${updatedAt}
      WHERE id IN (${sql.join(
        candidates.map((id) => sql`${Number(id)}`),
        sql`, `,
      )})
        AND (processing IS NOT TRUE OR updated_at < ${expiredBefore})
        AND completed_at IS NULL ${stillRunnable}
      RETURNING id`)
  ).rows.map((row) => Number(row.id));
  if (claimed.length > 0) renewClaims(adapter, claimed, leaseSeconds);
  if (args.returning === false) return null;
  if (claimed.length === 0) return [];

  const { docs } = await adapter.find<Job>({
    collection: JOBS,
    where: { id: { in: claimed } },
    sort: args.sort,
    limit: 0,
    pagination: false,
    req,
  });
  return docs;
}
