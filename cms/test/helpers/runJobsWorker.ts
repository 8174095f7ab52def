/**
 * A worker process: works the job queue of the database in DATABASE_URL (with the real config,
 * so its claims are atomic and leased) until no job is left to run or waiting for an expired
 * lease, then exits. Started as a child by process tests, which may kill it mid-job.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { getPayload } from 'payload';
import config from '../../src/payload.config';

try {
  const payload = await getPayload({ config });
  for (;;) {
    await payload.jobs.run({ queue: 'default', limit: 10 });
    const left = await payload.count({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false }, hasError: { not_equals: true } },
    });
    if (left.totalDocs === 0) break;
    // Claimed by a worker that may be dead: ask again once its lease can have run out.
    await sleep(500);
  }
  await payload.destroy();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
