import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCmsBuild } from '@nutrimenu/devstack/build/ensureCmsBuild';
import { cmsServerArguments, paths } from '@nutrimenu/devstack/paths';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import {
  type ChildEnv,
  type ServiceProcess,
  spawnService,
} from '@nutrimenu/devstack/process/spawnService';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';
import { runDatabaseSetup } from '@nutrimenu/devstack/setup/runDatabaseSetup';
import { adminQuery, runDatabaseUrl } from './databaseTemplate';
import { inheritedEnv } from './inheritedEnv';
import { createSeededDatabase } from './seededTemplate';

/** The demo accounts' password in every CMS this harness starts. */
export const DEMO_PASSWORD = 'browser-demo-password-1';

export interface RunningCms {
  /** e.g. http://localhost:41234 */
  url: string;
  /** Its database, for a test that writes what the API would refuse. */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface StartCmsOptions {
  /**
   * `copy` (the default): the database and media are a copy of the run's seeded template (see
   * seededTemplate.ts). `fresh`: this CMS migrates and seeds its own empty database, for settings
   * the seed itself depends on, such as object storage, where the seed uploads the demo images.
   */
  seed?: 'copy' | 'fresh';
}

/**
 * The CMS as `npm start` runs it, for browser tests: a database of its own in the test run's
 * PostgreSQL (globalSetup) with the committed migrations and the demo seed (admin@example.com,
 * owner@example.com, staff@example.com with DEMO_PASSWORD), the production build (`next build`
 * only when its stamp is stale, as `npm start` decides) under its production server (server.ts)
 * on a free port.
 * `env` adds settings such as SMTP_URL. The CMS-only sibling of @nutrimenu/devstack's stack/startStack.
 */
export async function startCms(
  env: ChildEnv = {},
  { seed = 'copy' }: StartCmsOptions = {},
): Promise<RunningCms> {
  const database = `browser_${randomBytes(6).toString('hex')}`;

  const mediaDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-browser-media-'));
  const cmsPort = await freePort();
  const url = `http://localhost:${cmsPort}`;
  const children = new Set<ServiceProcess>();
  const stop = async () => {
    for (const child of [...children].reverse()) await child.stop();
    children.clear();
    await rm(mediaDir, { recursive: true, force: true });
  };
  const childEnv: ChildEnv = {
    ...inheritedEnv(),
    DATABASE_URL: runDatabaseUrl(database),
    PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
    SERVER_URL: url,
    NUTRIMENU_DEMO: '1',
    DEMO_PASSWORD,
    MEDIA_DIR: mediaDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  const onSpawn = (child: ServiceProcess) => {
    children.add(child);
    return () => children.delete(child);
  };
  try {
    await ensureCmsBuild({ env: childEnv, onSpawn });
    if (seed === 'copy') {
      await createSeededDatabase({ database, mediaDir, env: childEnv, onSpawn });
    } else {
      await adminQuery(`CREATE DATABASE ${database}`);
      await runDatabaseSetup({ env: childEnv, onSpawn });
    }
    const cms = spawnService('cms', process.execPath, cmsServerArguments(cmsPort), {
      cwd: paths.cmsDir,
      env: { ...childEnv, NODE_ENV: 'production' },
    });
    children.add(cms);
    await waitForHttp(`${url}/api/public/brands`, { timeoutMs: 120_000 });
    return { url, databaseUrl: runDatabaseUrl(database), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
