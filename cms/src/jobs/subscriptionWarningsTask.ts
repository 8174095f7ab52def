import type { TaskConfig } from 'payload';
import { sendSubscriptionWarnings } from '../collections/Subscriptions/sendSubscriptionWarnings';
import { env } from '../env';

/**
 * Warns restaurant owners by e-mail that their subscription ends soon
 * (`SUBSCRIPTION_WARNING_DAYS`, 14 and 3 days before the last day by default). Scheduled every
 * hour from 06:00 to 18:00 UTC, so a day missed while the server was down is caught up and
 * nobody is mailed at night; each warning goes out once however often it runs (see
 * `sendSubscriptionWarnings`). A run where an e-mail failed fails, so Payload retries it.
 */
export const subscriptionWarningsTask: TaskConfig<{
  input: Record<string, never>;
  output: { warned: number };
}> = {
  slug: 'subscriptionWarnings',
  retries: 2,
  inputSchema: [],
  outputSchema: [{ name: 'warned', type: 'number' }],
  schedule: [{ cron: '0 0 6-18 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const run = await sendSubscriptionWarnings(
      req.payload,
      new Date(),
      env().SUBSCRIPTION_WARNING_DAYS,
    );
    if (run.failed.length > 0) {
      throw new Error(
        `End-of-subscription warnings failed for subscriptions ${run.failed.join(', ')}`,
      );
    }
    return { output: { warned: run.warned.length } };
  },
};
