import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ChildEnv, ServiceProcess } from '@nutrimenu/devstack/process/spawnService';
import { runDatabaseSetup } from '@nutrimenu/devstack/setup/runDatabaseSetup';
import { inject } from 'vitest';
import { createFromTemplate } from './databaseTemplate';

const templateMediaDir = () => path.join(inject('testRunDir'), 'seeded-template-media');

/**
 * Creates `database` with the committed migrations and the demo seed, as `npm start` prepares
 * one, and fills `mediaDir` with the demo images: a copy of the run's seeded template, made by
 * the first caller. The seed (the CIQUAL library and the demo world) takes a minute or more on a
 * loaded machine; browser test files each need it.
 */
export async function createSeededDatabase(options: {
  database: string;
  mediaDir: string;
  env: ChildEnv;
  onSpawn: (setup: ServiceProcess) => () => void;
}): Promise<void> {
  await createFromTemplate(options.database, 'seeded_template', async (databaseUrl) => {
    await mkdir(templateMediaDir(), { recursive: true });
    await runDatabaseSetup({
      env: { ...options.env, DATABASE_URL: databaseUrl, MEDIA_DIR: templateMediaDir() },
      onSpawn: options.onSpawn,
    });
  });
  await cp(templateMediaDir(), options.mediaDir, { recursive: true });
}
