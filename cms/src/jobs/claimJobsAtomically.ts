import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { DatabaseAdapterObj, Job, UpdateJobs, UpdateJobsArgs } from 'payload';

const JOBS = 'payload-jobs';

/**
 * Makes claiming a job atomic, so several CMS instances working the queue never run the same job.
 *
 * Payload 3.90 claims jobs in `db.updateJobs({ data: { processing: true }, where, limit })` by
 * reading the runnable jobs and then updating each by id: two instances that read before either
 * writes both claim (and run) the same jobs, as cms/test/jobClaims.int.test.ts shows with two
 * instances, and a job the other instance had already finished and deleted crashed the run. Here
 * the claim is one conditional
 * `UPDATE … WHERE processing = false AND completed_at IS NULL … RETURNING id`: PostgreSQL
 * serializes the writers of a row and re-checks the condition for the later one, so each job goes
 * to exactly one instance and the loser simply gets fewer jobs. Every other jobs update (progress,
 * completion, release) keeps Payload's own path.
 */
export function claimJobsAtomically(
  base: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args);
      const payloadUpdateJobs = adapter.updateJobs;
      const updateJobs: UpdateJobs = function (this: PostgresAdapter, jobArgs) {
        return jobArgs.data.processing === true
          ? claimJobs(this, jobArgs)
          : payloadUpdateJobs.call(this, jobArgs);
      };
      adapter.updateJobs = updateJobs;
      return adapter;
    },
  };
}

async function claimJobs(adapter: PostgresAdapter, args: UpdateJobsArgs): Promise<Job[] | null> {
  const req = args.req ?? {};
  const candidates =
    args.id !== undefined
      ? [args.id]
      : (
          await adapter.find({
            collection: JOBS,
            where: args.where,
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
  // it: claimed (processing), finished by the other instance (completed, failed for good, or
  // deleted), or put back to wait for a retry.
  const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle;
  const now = new Date().toISOString();
  const updatedAt = typeof args.data.updatedAt === 'string' ? args.data.updatedAt : now;
  // A claim by id (runByID) runs that job now, as Payload's does, failed or waiting; only one
  // that another instance holds or has finished is refused.
  const stillRunnable =
    args.id === undefined
      ? sql`AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until < ${now})`
      : sql``;
  const claimed = (
    await db.execute<{ id: number }>(sql`
      UPDATE payload_jobs SET processing = true, updated_at = ${updatedAt}
      WHERE id IN (${sql.join(
        candidates.map((id) => sql`${Number(id)}`),
        sql`, `,
      )})
        AND processing IS NOT TRUE AND completed_at IS NULL ${stillRunnable}
      RETURNING id`)
  ).rows.map((row) => row.id);
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
