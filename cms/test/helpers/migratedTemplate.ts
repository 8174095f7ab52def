import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { paths } from '@nutrimenu/devstack/paths';
import { spawnService } from '@nutrimenu/devstack/process/spawnService';
import { createFromTemplate } from './databaseTemplate';
import { inheritedEnv } from './inheritedEnv';

/**
 * Creates `database` with the committed migrations applied and nothing else: a copy of the run's
 * migrated template, which the first caller makes by migrating it in a child process (a test
 * file's own Payload stays bound to its own database). Migrating takes a few seconds per file
 * on a loaded machine, and most test files start this way.
 */
export async function createMigratedDatabase(database: string): Promise<void> {
  await createFromTemplate(database, 'migrated_template', async (databaseUrl) => {
    const migrate = spawnService(
      'migrate',
      process.execPath,
      [
        paths.tsxBin,
        '--tsconfig',
        path.join(paths.cmsDir, 'tsconfig.json'),
        path.join(paths.cmsDir, 'test', 'helpers', 'migrateDatabase.ts'),
      ],
      {
        cwd: paths.cmsDir,
        env: {
          ...inheritedEnv(),
          DATABASE_URL: databaseUrl,
          PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
          NODE_ENV: 'production',
          DISABLE_PAYLOAD_HMR: 'true',
        },
      },
    );
    const status = await migrate.exited;
    if (status.code !== 0) {
      throw new Error(`Migrating the test run's template failed (exit ${status.code}): see above`);
    }
  });
}
