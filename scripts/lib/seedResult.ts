import { z } from 'zod';

/**
 * What `runSeed` in cms/src/seed/run.ts returns, checked at run time because the start script
 * loads that module by path. The contract the start script expects of it:
 *
 *   export async function runSeed(args: {
 *     payload: Payload;                   // initialised, migrations applied
 *     demo: boolean;                      // NUTRIMENU_DEMO: also create the demo restaurant and accounts
 *     demoPassword: string | undefined;   // DEMO_PASSWORD: the demo accounts' password, if set
 *     log: (message: string) => void;     // one line of progress, printed behind [setup]
 *   }): Promise<{ accounts: { email: string; password: string; role: string }[] }>;
 *
 * It runs on every start, so it must be idempotent (a second run changes nothing and is quick)
 * and return the demo accounts every time, not only when it created them; `password` is what the
 * banner shows, which may be a note when the seed did not set the password on this run.
 */
export const seedResultSchema = z.object({
  accounts: z.array(z.object({ email: z.string(), password: z.string(), role: z.string() })),
});

export type SeedResult = z.infer<typeof seedResultSchema>;

/** The one message scripts/prepareDatabase.ts sends its parent. */
export const prepareResultSchema = z.object({
  type: z.literal('result'),
  migrationsTotal: z.number(),
  seeded: z.boolean(),
  accounts: seedResultSchema.shape.accounts,
});

export type PrepareResult = z.infer<typeof prepareResultSchema>;
