import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { computeBuildStamp } from './computeBuildStamp';
import { paths } from '../paths';
import { type ChildEnv, type ServiceProcess, spawnService } from '../process/spawnService';
import { startHeartbeat } from '../process/startHeartbeat';
import { withDirectoryLock } from './withDirectoryLock';

export class BuildFailedError extends Error {}

async function buildState(): Promise<'missing' | 'unstamped' | 'stale' | 'fresh'> {
  if (!existsSync(path.join(paths.cmsBuildDir, 'BUILD_ID'))) return 'missing';
  const saved = await readFile(paths.cmsBuildStamp, 'utf8').catch(() => undefined);
  if (saved === undefined) return 'unstamped';
  return saved.trim() === (await computeBuildStamp(paths.repoRoot)) ? 'fresh' : 'stale';
}

const REASONS = {
  missing: 'no CMS build yet: running next build (about a minute, up to 2.3 GB of memory)…',
  unstamped: 'the CMS build was not made by npm start (no stamp): running next build…',
  stale: 'sources changed since the last CMS build: running next build…',
};

/**
 * Runs `next build` in cms/ unless the build there was made from the same sources, and saves a
 * stamp of those sources once it succeeds; then bundles the CMS's server (cms/server.ts) every
 * time, which takes a moment and so needs no stamp. `onSpawn` hands the build processes to the
 * caller so a Ctrl-C during the build stops them.
 */
export function ensureCmsBuild(options: {
  env: ChildEnv;
  onSpawn: (build: ServiceProcess) => () => void;
}): Promise<{ built: boolean; seconds: number }> {
  // Another process (npm start, a test run) may be building the same folder: wait for it, then
  // find its build fresh instead of failing on Next's own lock.
  return withDirectoryLock(
    paths.cmsBuildLock,
    async () => {
      const outcome = await buildUnlessFresh(options);
      await bundleServer(options);
      return outcome;
    },
    (pid) => console.log(`[build] waiting for the CMS build of process ${pid} to finish…`),
  );
}

async function bundleServer(options: {
  env: ChildEnv;
  onSpawn: (build: ServiceProcess) => () => void;
}): Promise<void> {
  const bundler = spawnService('build', process.execPath, [paths.tsxBin, paths.cmsServerBundler], {
    cwd: paths.cmsDir,
    env: options.env,
  });
  const release = options.onSpawn(bundler);
  const status = await bundler.exited;
  release();
  if (status.code !== 0) {
    throw new BuildFailedError(
      `bundling the CMS server failed (${status.signal ?? `exit code ${status.code}`}); its output is above.`,
    );
  }
}

async function buildUnlessFresh(options: {
  env: ChildEnv;
  onSpawn: (build: ServiceProcess) => () => void;
}): Promise<{ built: boolean; seconds: number }> {
  const state = await buildState();
  if (state === 'fresh') {
    console.log('[build] the CMS build is up to date: skipping next build');
    return { built: false, seconds: 0 };
  }
  console.log(`[build] ${REASONS[state]}`);
  const started = Date.now();
  const heartbeat = startHeartbeat('[build]', 'building the CMS');
  const build = spawnService('build', process.execPath, [paths.nextBin, 'build'], {
    cwd: paths.cmsDir,
    env: { ...options.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    onLine: () => heartbeat.touch(),
  });
  const release = options.onSpawn(build);
  const status = await build.exited;
  release();
  heartbeat.stop();
  if (status.code !== 0) {
    throw new BuildFailedError(
      `next build failed (${status.signal ?? `exit code ${status.code}`}); its output is above.`,
    );
  }
  // After the build: next build may rewrite files it reads (tsconfig), and the stamp must
  // describe the sources as they are now.
  await writeFile(paths.cmsBuildStamp, `${await computeBuildStamp(paths.repoRoot)}\n`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[build] done in ${seconds} s`);
  return { built: true, seconds };
}
