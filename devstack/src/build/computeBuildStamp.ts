import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a build reads, relative to the repository root, and the installed packages it depends on. */
export interface BuildInputs {
  dirs: readonly string[];
  files: readonly string[];
  packages: readonly string[];
}

/** What `next build` of the CMS reads. */
export const CMS_BUILD_INPUTS: BuildInputs = {
  dirs: ['cms/src', 'core/src'],
  files: [
    'cms/next.config.ts',
    'cms/tsconfig.json',
    'cms/tsconfig.build.json',
    'cms/package.json',
    'core/package.json',
    'tsconfig.json',
    'package-lock.json',
  ],
  // Their versions are in package-lock.json too, but an `npm install` by hand bypasses the lock.
  packages: ['next', 'payload', '@payloadcms/next', 'react'],
};

// Tests sit beside core's sources; editing one does not change what the CMS serves.
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A hash of everything the CMS build depends on: when it differs from the one saved after the last
 * build, the build is stale. Content-based, so a fresh clone (new mtimes) of the same commit
 * reuses nothing it should not and a `git checkout` of other code always rebuilds.
 */
export async function computeBuildStamp(
  repoRoot: string,
  inputs: BuildInputs = CMS_BUILD_INPUTS,
): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await Promise.all(inputs.dirs.map((dir) => listFiles(path.join(repoRoot, dir))))).flat(),
    ...inputs.files.map((file) => path.join(repoRoot, file)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update('\0');
    hash.update(await readFile(file).catch(() => Buffer.from('missing')));
    hash.update('\0');
  }
  for (const name of inputs.packages) {
    const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
    const version = await readFile(manifest, 'utf8')
      .then((text) => (JSON.parse(text) as { version?: string }).version ?? '?')
      .catch(() => 'missing');
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex');
}
