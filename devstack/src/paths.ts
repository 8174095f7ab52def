import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const dataDir = path.join(repoRoot, '.data');
const cmsDir = path.join(repoRoot, 'cms');
const storefrontDir = path.join(repoRoot, 'storefront');

/** Every place `npm start` reads or writes, in one spot so the banner and README match the code. */
export const paths = {
  repoRoot,
  dataDir,
  postgresDir: path.join(dataDir, 'postgres'),
  mediaDir: path.join(dataDir, 'media'),
  mailDir: path.join(dataDir, 'mail'),
  secretFile: path.join(dataDir, 'secret'),
  revalidateSecretFile: path.join(dataDir, 'revalidate-secret'),
  cmsDir,
  storefrontDir,
  storefrontServer: path.join(storefrontDir, 'server.ts'),
  // The CMS's production server (cms/server.ts: Next behind the front that answers stored
  // public menus), bundled to plain JavaScript by the script beside it at each build check.
  cmsServerBundle: path.join(cmsDir, 'dist', 'server.mjs'),
  cmsServerBundler: path.join(cmsDir, 'scripts', 'bundleServer.ts'),
  cmsBuildDir: path.join(cmsDir, '.next'),
  cmsBuildStamp: path.join(cmsDir, '.next', 'nutrimenu-build-stamp'),
  // Beside .next, which next build empties first.
  cmsBuildLock: path.join(cmsDir, '.next-build.lock'),
  // The CMS's migrations-and-seed script, found through its package exports (run, not imported).
  prepareDatabaseEntry: require.resolve('@nutrimenu/cms/prepareDatabase'),
  // Run through `node` directly rather than npm/npx: signals reach the real process, not a shell.
  nextBin: path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next'),
  tsxBin: path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
  viteBin: path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
};

/**
 * What `node` runs for the CMS in production on `port` (the bundle of cms/server.ts, from cms/
 * with NODE_ENV=production, after ensureCmsBuild): in place of `next start`, which has no front.
 */
export function cmsServerArguments(port: number): string[] {
  return [paths.cmsServerBundle, '--port', String(port)];
}

/** A path as the user should read it: relative to the repository when inside it. */
export function displayPath(absolute: string): string {
  const relative = path.relative(repoRoot, absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
}
