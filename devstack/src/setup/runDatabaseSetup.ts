import path from 'node:path';
import type { PrepareResult } from '@nutrimenu/cms/prepareResult';
import { paths } from '../paths';
import { type ChildEnv, type ServiceProcess, spawnService } from '../process/spawnService';
import { startHeartbeat } from '../process/startHeartbeat';

export type { PreparedAccount, PrepareResult } from '@nutrimenu/cms/prepareResult';

export class SetupFailedError extends Error {}

const isPrepareResult = (message: unknown): message is PrepareResult =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'prepareResult';

/**
 * Applies migrations and seeds through the CMS's prepareDatabase entry point
 * (`@nutrimenu/cms/prepareDatabase`, cms/src/seed/prepareDatabase.ts) in a child process, and
 * returns what it reported.
 */
export async function runDatabaseSetup(options: {
  env: ChildEnv;
  onSpawn: (setup: ServiceProcess) => () => void;
}): Promise<PrepareResult> {
  console.log('[setup] applying migrations and seeding…');
  const heartbeat = startHeartbeat('[setup]', 'loading the CMS, migrating and seeding');
  const setup = spawnService(
    'setup',
    process.execPath,
    [
      paths.tsxBin,
      '--tsconfig',
      path.join(paths.cmsDir, 'tsconfig.json'),
      paths.prepareDatabaseEntry,
    ],
    {
      cwd: paths.cmsDir,
      // Production mode: no HMR socket to a `next dev` that is not running yet, and no
      // `payload generate:types` child rewriting cms/src (see prepareDatabase.ts).
      env: { ...options.env, NODE_ENV: 'production', DISABLE_PAYLOAD_HMR: 'true' },
      ipc: true,
      onLine: () => heartbeat.touch(),
    },
  );
  const release = options.onSpawn(setup);
  let result: PrepareResult | undefined;
  setup.child.on('message', (message) => {
    if (isPrepareResult(message)) result = message;
  });
  const status = await setup.exited;
  release();
  heartbeat.stop();
  if (status.code !== 0 || result === undefined) {
    throw new SetupFailedError(
      `Migrations or seed failed (${status.signal ?? `exit code ${status.code}`}); the output above ` +
        'says why.',
    );
  }
  return result;
}
