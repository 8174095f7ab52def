import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildInputs, computeBuildStamp } from './computeBuildStamp';
import { BuildFailedError } from './ensureCmsBuild';
import { paths } from './paths';
import { type ChildEnv, type ServiceProcess, spawnService } from './spawnService';

/** What the storefront's two Vite builds read. */
const STOREFRONT_BUILD_INPUTS: BuildInputs = {
  dirs: ['storefront/src', 'core/src'],
  files: [
    'storefront/index.html',
    'storefront/vite.config.ts',
    'storefront/package.json',
    'core/package.json',
    'package-lock.json',
  ],
  packages: ['vite', '@vitejs/plugin-react', 'react', 'react-dom'],
};

/**
 * Runs `npm run build` in storefront/ (client and SSR builds, a few seconds) unless dist/ was
 * built from the same sources, and stamps dist/ once it succeeds.
 */
export async function ensureStorefrontBuild(options: {
  env: ChildEnv;
  onSpawn: (build: ServiceProcess) => () => void;
}): Promise<void> {
  const stampFile = path.join(paths.storefrontDir, 'dist', 'nutrimenu-build-stamp');
  const stamp = await computeBuildStamp(paths.repoRoot, STOREFRONT_BUILD_INPUTS);
  const built = existsSync(path.join(paths.storefrontDir, 'dist', 'server', 'entry-server.js'));
  const saved = built ? await readFile(stampFile, 'utf8').catch(() => '') : '';
  if (saved.trim() === stamp) {
    console.log('[build] the storefront build is up to date: skipping vite build');
    return;
  }
  console.log('[build] building the storefront (vite, client and SSR)…');
  const build = spawnService(
    'build',
    process.execPath,
    [paths.viteBin, 'build', '--outDir', 'dist/client'],
    { cwd: paths.storefrontDir, env: { ...options.env, NODE_ENV: 'production' } },
  );
  let release = options.onSpawn(build);
  let status = await build.exited;
  release();
  if (status.code === 0) {
    const ssr = spawnService(
      'build',
      process.execPath,
      [paths.viteBin, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'],
      { cwd: paths.storefrontDir, env: { ...options.env, NODE_ENV: 'production' } },
    );
    release = options.onSpawn(ssr);
    status = await ssr.exited;
    release();
  }
  if (status.code !== 0) {
    throw new BuildFailedError(
      `the storefront build failed (${status.signal ?? `exit code ${status.code}`}); its output is above.`,
    );
  }
  await writeFile(stampFile, `${stamp}\n`);
}
