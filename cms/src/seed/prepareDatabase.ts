/**
 * Applies the CMS's migrations and runs its seed, then exits. `npm start` (and the test and e2e
 * harnesses, through @nutrimenu/devstack's runDatabaseSetup) run it as a child process before
 * the CMS starts, so Payload's memory and connections are gone by then, and get its result
 * (a PrepareResult: the accounts to print) back over IPC; the container runs it with
 * `payload run src/seed/prepareDatabase.ts` before the server (server.ts). Runs with cwd cms/ and
 * cms/tsconfig.json (Payload's generated migrations need verbatimModuleSyntax off).
 *
 * Migrations only, never schema push (the config sets `push: false`): a pushed database cannot
 * take migrations later without an interactive prompt. Runs with NODE_ENV=production: outside
 * production Payload spawns `payload generate:types` on every init, which would rewrite
 * cms/src/payload-types.ts behind the user's back and outlive this process.
 *
 * Replicas starting together on one database take turns (a PostgreSQL advisory lock, taken
 * before getPayload, which already migrates in production): the first migrates and seeds, the
 * others then find nothing pending and nothing to seed. Without it they raced: a migration ran
 * twice and failed ("enum label … already exists"), and the seed could insert twice.
 *
 * Reads NUTRIMENU_DEMO (demo brands, restaurants and accounts) and DEMO_PASSWORD through env().
 */
import { getPayload, type Payload } from 'payload';
import { env } from '../env';
import { migrations } from '../migrations';
import config from '../payload.config';
import { withAdvisoryLock } from '../utilities/withAdvisoryLock';
import type { PrepareResult } from './prepareResult';
import { runSeed } from './run';

export type { PreparedAccount, PrepareResult } from './prepareResult';

async function countMigrations(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'payload-migrations' })).totalDocs;
}

/** The advisory lock's name: one per database, shared by every process that prepares it. */
const PREPARE_DATABASE_LOCK = 'nutrimenu:prepareDatabase';

async function main() {
  await withAdvisoryLock(env().DATABASE_URL, PREPARE_DATABASE_LOCK, prepare, () =>
    console.log('another process is preparing this database: waiting for it to finish…'),
  );
}

async function prepare() {
  const payload = await getPayload({ config });
  try {
    // In production mode getPayload has already applied `prodMigrations` while connecting (and
    // logged each one); this explicit call keeps the step visible here and is a no-op then.
    await payload.db.migrate({
      // The generated list types its arguments precisely; the adapter's parameter is looser.
      migrations: migrations as unknown as NonNullable<
        Parameters<typeof payload.db.migrate>[0]
      >['migrations'],
    });
    const total = await countMigrations(payload);
    console.log(`migrations: ${total} applied in this database, none pending`);
    const started = Date.now();
    const { accounts } = await runSeed({
      payload,
      demo: env().NUTRIMENU_DEMO,
      demoPassword: env().DEMO_PASSWORD,
      log: (message) => console.log(message),
    });
    console.log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const result: PrepareResult = { type: 'prepareResult', migrationsTotal: total, accounts };
    await new Promise<void>((resolve, reject) =>
      process.send
        ? process.send(result, (error: Error | null) => (error ? reject(error) : resolve()))
        : resolve(),
    );
  } finally {
    await payload.destroy();
  }
}

// Top-level await: `payload run` (the container's entry point) exits as soon as the import resolves.
try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
