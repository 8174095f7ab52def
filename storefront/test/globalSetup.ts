import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the tests serve (`client/`, `server/`). */
    distDir: string;
  }
}

/**
 * Builds the client and the SSR bundle once, into a temporary folder so a running `npm start`
 * keeps its own dist/, and removes it after the run.
 */
export default async function setup(project: TestProject) {
  const distDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-storefront-'));
  // Vite takes NODE_ENV when it is set, and vitest sets it to 'test', which would bundle React's
  // development build: the tests must see what production serves.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', build: { outDir: path.join(distDir, 'client') } });
    await build({
      root,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(distDir, 'server') },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('distDir', distDir);
  return async () => {
    await rm(distDir, { recursive: true, force: true });
  };
}
