import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres/drizzle';

/**
 * Renews this instance's claim on `jobIds` every quarter of the lease, for as long as each is
 * still processing (Payload clears `processing` when a run ends, fails or is released), so a
 * live instance keeps its jobs however long they run, and one that died loses them a lease
 * later. Outside any transaction: the claim's own may not have committed yet, and a renewal
 * waits for it rather than be undone with it. The timer never keeps the process alive.
 */
export function renewClaims(
  adapter: PostgresAdapter,
  jobIds: readonly number[],
  leaseSeconds: number,
): void {
  let held = [...jobIds];
  const timer = setInterval(
    async () => {
      try {
        const renewed = await adapter.drizzle.execute<{ id: number }>(sql`
          UPDATE payload_jobs SET updated_at = ${new Date().toISOString()}
          WHERE id = ANY(${`{${held.join(',')}}`}::int[])
            AND processing = true AND completed_at IS NULL
          RETURNING id`);
        held = renewed.rows.map((row) => Number(row.id));
      } catch (error) {
        // A failed renewal (the database briefly away) is retried at the next tick; the lease
        // gives three more before the job can be taken over.
        adapter.payload.logger.warn({ err: error }, 'Could not renew the claim on running jobs');
      }
      if (held.length === 0) clearInterval(timer);
    },
    (leaseSeconds * 1000) / 4,
  );
  timer.unref();
}
