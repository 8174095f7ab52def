import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildInputs, computeBuildStamp } from './computeBuildStamp';
import { BuildFailedError } from './ensureCmsBuild';
import { paths } from '../paths';
import { type ChildEnv, type ServiceProcess, spawnService } from '../process/spawnService';

/** What the storefront's two Vite builds and the widget it serves read. */
const STOREFRONT_BUILD_INPUTS: BuildInputs = {
  dirs: ['storefront/src', 'core/src', 'widget/src'],
  files: [
    'storefront/index.html',
    'storefront/vite.config.ts',
    'storefront/package.json',
    'widget/vite.config.ts',
    'widget/package.json',
    'core/package.json',
    'package-lock.json',
  ],
  packages: ['vite', '@vitejs/plugin-react', 'react', 'react-dom', 'preact'],
};

/**
 * Runs the storefront's client and SSR builds and the widget's build (widget/dist/widget.js, which
 * the storefront serves at /widget.js), a few seconds, unless they were built from the same
 * sources, and stamps storefront/dist once all succeed.
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
  if (status.code === 0) {
    // `runner`: the widget's config imports core's TypeScript catalogs for its messages.
    const widget = spawnService(
      'build',
      process.execPath,
      [paths.viteBin, 'build', '--configLoader', 'runner'],
      { cwd: path.join(paths.repoRoot, 'widget'), env: { ...options.env, NODE_ENV: 'production' } },
    );
    release = options.onSpawn(widget);
    status = await widget.exited;
    release();
  }
  if (status.code !== 0) {
    throw new BuildFailedError(
      `the storefront build failed (${status.signal ?? `exit code ${status.code}`}); its output is above.`,
    );
  }
  await writeFile(stampFile, `${stamp}\n`);
}
