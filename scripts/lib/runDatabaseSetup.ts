import path from 'node:path';
import { paths } from './paths';
import { type PrepareResult, prepareResultSchema } from './seedResult';
import { type ChildEnv, type ServiceProcess, spawnService } from './spawnService';
import { startHeartbeat } from './startHeartbeat';

export class SetupFailedError extends Error {}

/**
 * Applies migrations and seeds through scripts/prepareDatabase.ts in a child process, and returns
 * what it reported.
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
      path.join(paths.repoRoot, 'scripts', 'prepareDatabase.ts'),
    ],
    {
      cwd: paths.cmsDir,
      // Production mode: no HMR socket to a `next dev` that is not running yet, and no
      // `payload generate:types` child rewriting cms/src (see scripts/prepareDatabase.ts).
      env: { ...options.env, NODE_ENV: 'production', DISABLE_PAYLOAD_HMR: 'true' },
      ipc: true,
      onLine: () => heartbeat.touch(),
    },
  );
  const release = options.onSpawn(setup);
  let result: PrepareResult | undefined;
  setup.child.on('message', (message) => {
    const parsed = prepareResultSchema.safeParse(message);
    if (parsed.success) result = parsed.data;
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
